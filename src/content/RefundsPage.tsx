import { Link } from 'react-router-dom';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { shop } from '@/settings/shop-settings';
import { returnsPolicy } from './policy';
import { whatsappLink } from './whatsapp';
import {
  returnDropOffDays,
  returnReasonLabels,
  returnReasons,
  shopAtFault,
} from '@model/return/return';
import styles from './content.module.css';

const { returnWindowDays, refundWorkingDays, faultReportHours } = returnsPolicy;
const reasonList = returnReasons.map((reason) => returnReasonLabels[reason]).join(', ');
const faultReasons = shopAtFault
  .map((reason) => returnReasonLabels[reason].toLowerCase())
  .join(' or ');

/** /refunds-and-returns: the returns window, what comes back, and refunds to M-Pesa. */
export function RefundsPage() {
  return (
    <PageFrame
      heading="Refunds and Returns"
      title="Refunds and returns"
      description={`Return unworn items within ${returnWindowDays} days of delivery; refunds are paid to M-Pesa within ${refundWorkingDays} working days.`}
      trail={[{ label: 'Refunds and Returns' }]}
      intro={
        <p>
          Changed your mind, or the size is not right? You have {returnWindowDays} days to send it
          back.
        </p>
      }
    >
      <div className={styles.prose}>
        <h2>Returns within {returnWindowDays} days</h2>
        <p>
          You may return any item within {returnWindowDays} days of the day you received it (or
          picked it up from our shop) for a refund or an exchange. You do not need to give a reason.
        </p>

        <h2>What we can take back</h2>
        <ul>
          <li>Items that are unworn, unwashed and unaltered, with their tags still on.</li>
          <li>In their original packaging, with any belt, box or dust bag they came with.</li>
          <li>Shoes tried on indoors only, with clean soles.</li>
        </ul>
        <p>
          For hygiene we cannot take back underwear, swimwear, socks, earrings or other pierced
          jewellery unless they arrived faulty. Items sold as &ldquo;final sale&rdquo; can be
          exchanged but not refunded.
        </p>

        <h2>How to start a return</h2>
        <ol>
          <li>
            Open your order&rsquo;s page, from your account or the link in our texts, and press
            Return or exchange: choose the items, the reason ({reasonList}) and whether you would
            like a refund or another size or colour. Or tell us within {returnWindowDays} days, with
            your order number and the item: on{' '}
            <a
              href={whatsappLink('Hello! I would like to return an item from my order.')}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            , by phone on <a href={`tel:+${shop.phoneDigits}`}>{shop.phone}</a>, by e-mail to{' '}
            <a href={`mailto:${shop.email}`}>{shop.email}</a> or with our{' '}
            <Link to="/contact">contact form</Link>.
          </li>
          <li>
            Once we approve it, bring the item to our shop at {shop.address}, or hand it to our
            courier, within {returnDropOffDays} days. Returning an item you changed your mind about
            is at your cost.
          </li>
          <li>We check the item on the day it reaches us and text you at each step.</li>
        </ol>

        <h2>Refunds</h2>
        <p>
          Once the item has reached us and passed its check, we pay your refund to M-Pesa within{' '}
          {refundWorkingDays} working days: to the number that paid for the order, or for cash on
          delivery orders, to the mobile number you give us. You will receive the usual M-Pesa
          confirmation message.
        </p>
        <p>
          The refund is the price you paid for the item, after any discount on it. The delivery fee
          is refunded only when the reason is {faultReasons}.
        </p>

        <h2>Exchanges</h2>
        <p>
          Prefer another size or colour? We exchange it for the same item in any size or colour in
          stock, and send the exchange at no cost to you. Should the one you chose sell out before
          we send it, we refund you instead.
        </p>

        <h2>Faulty or wrong items</h2>
        <p>
          If an item arrives damaged, faulty or is not what you ordered, tell us within{' '}
          {faultReportHours} hours of delivery, with a photo if you can. We collect it at our cost
          and send a replacement, or refund the item and the delivery fee in full.
        </p>

        <h2>Wholesale orders</h2>
        <p>
          Wholesale orders are not returnable for a change of mind. Faulty pieces in a wholesale
          order are replaced or refunded when reported within {faultReportHours} hours of delivery.
        </p>
      </div>
    </PageFrame>
  );
}
