import { Link } from 'react-router-dom';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { shop } from '@/settings/shop-settings';
import { returnsPolicy } from './policy';
import { whatsappLink } from './whatsapp';
import styles from './content.module.css';

const { returnWindowDays, refundWorkingDays, faultReportHours } = returnsPolicy;

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
            Tell us within {returnWindowDays} days, with your order number and the item: on{' '}
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
            Bring the item to our shop at {shop.address}, or send it with the courier we agree on.
            Returning an item you changed your mind about is at your cost.
          </li>
          <li>We check the item on the day it reaches us and tell you the outcome.</li>
        </ol>

        <h2>Refunds</h2>
        <p>
          Once the item has reached us and passed its check, we pay your refund to M-Pesa within{' '}
          {refundWorkingDays} working days: to the number that paid for the order, or for cash on
          delivery orders, to the mobile number you give us. You will receive the usual M-Pesa
          confirmation message.
        </p>
        <p>
          The refund covers the price of the item. The delivery fee is refunded only when the item
          was faulty or not what you ordered.
        </p>

        <h2>Exchanges</h2>
        <p>
          Prefer another size or colour? We exchange it for the same item while stock lasts, or for
          store credit towards anything else. Within Nairobi we deliver the exchange free of charge;
          elsewhere the courier fee applies.
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
