import { Link } from 'react-router-dom';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { feeText } from '@model/delivery';
import { deliveryFees, deliveryOptions, mpesa, shop } from '@/settings/shop-settings';
import { whatsappLink } from './whatsapp';
import styles from './content.module.css';

/** /about-us: who the shop is, what it sells, and how it reaches the whole country. */
export function AboutPage() {
  return (
    <PageFrame
      heading={`About ${shop.name}`}
      title="About us"
      description={`${shop.name} is a Nairobi CBD clothing shop selling online across Kenya: ladies, men and kids fashion, shoes, bags and accessories, retail and wholesale, in KES.`}
      trail={[{ label: 'About us' }]}
      intro={
        <p>
          Fashion for everyday Kenya: from our shop in Nairobi&apos;s CBD to your door, wherever you
          are in the country.
        </p>
      }
    >
      <div className={styles.prose}>
        <h2>Who we are</h2>
        <p>
          {shop.name} (Swahili for &ldquo;style&rdquo;) is a clothing shop in the heart of Nairobi,
          at {shop.address}. We started on the busy streets of the CBD, dressing shoppers who wanted
          good clothes at fair prices, and boutique owners from across the country who came to town
          to restock.
        </p>
        <p>
          Today the same shop sells online, so you can choose from our full range on your phone and
          have it delivered, without a day spent in town.
        </p>

        <h2>Why we do it</h2>
        <p>
          Looking good should not cost a month&apos;s rent or a trip to the city. We choose clothes
          that last, price them honestly in KES, and tell you plainly what is in stock, what
          delivery costs and when it will arrive. If something is not right, we put it right: see
          our <Link to="/refunds-and-returns">refunds and returns</Link>.
        </p>

        <h2>What we sell</h2>
        <p>
          Dresses, tops, jeans and suits for ladies and men; clothes for girls, boys and little
          ones; shoes, bags and accessories; sportswear and outerwear for Nairobi&apos;s cold July
          mornings. Every item shows its sizes, colours and how many are left.
        </p>

        <h2>Retail and wholesale</h2>
        <p>
          Buy one piece at the retail price, or stock your own shop from our{' '}
          <Link to="/wholesale">wholesale section</Link>: boutiques, resellers, schools and churches
          pay a lower price per unit when they order the minimum quantity.
        </p>

        <h2>Delivery across Kenya</h2>
        <ul>
          {deliveryOptions.map((option) => (
            <li key={option.id}>
              {option.label}: {feeText(deliveryFees[option.id])}. {option.detail}
            </li>
          ))}
        </ul>
        <p>
          Pay with Lipa na M-Pesa (Buy Goods till {mpesa.tillNumber}, {mpesa.accountName}), or in
          cash when your parcel arrives in Nairobi or when you pick it up.
        </p>

        <h2>Talk to us</h2>
        <p>
          Call <a href={`tel:+${shop.phoneDigits}`}>{shop.phone}</a>,{' '}
          <a href={whatsappLink(shop.whatsappGreeting)} target="_blank" rel="noopener noreferrer">
            chat on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          , e-mail <a href={`mailto:${shop.email}`}>{shop.email}</a> or{' '}
          <Link to="/contact">send us a message</Link>. Opening hours:
        </p>
        <ul>
          {shop.openingHours.map((hours) => (
            <li key={hours}>{hours}</li>
          ))}
        </ul>
      </div>
    </PageFrame>
  );
}
