import { PageFrame } from '../../components/page-frame/PageFrame';
import { shop } from '../../settings/shop-settings';
import styles from './content.module.css';

/** The content group: about, contact, refunds and returns, privacy policy. */
export function AboutPage() {
  return (
    <PageFrame
      heading={`About ${shop.name}`}
      title="About us"
      description={`${shop.name} is a Nairobi clothing shop selling online across Kenya, retail and wholesale.`}
      trail={[{ label: 'About us' }]}
    >
      <div className={styles.prose}>
        <p>
          {shop.name} is a convenient ecommerce platform for clothes shopping in Kenya. From our
          shop in Nairobi we sell clothes, shoes, bags and accessories for ladies, men and children,
          at prices in KES that make sense for everyday life.
        </p>
        <p>
          Boutiques and resellers buy from our wholesale section at lower unit prices when they
          order in bulk.
        </p>
      </div>
    </PageFrame>
  );
}

export function ContactPage() {
  return (
    <PageFrame
      heading="Contact us"
      title="Contact us"
      description={`Call, e-mail or visit ${shop.name} in Nairobi.`}
      trail={[{ label: 'Contact' }]}
    >
      <address className={styles.prose}>
        <p>{shop.address}</p>
        <p>
          Phone: <a href={`tel:+${shop.phoneDigits}`}>{shop.phone}</a>
        </p>
        <p>
          E-mail: <a href={`mailto:${shop.email}`}>{shop.email}</a>
        </p>
      </address>
    </PageFrame>
  );
}

export function RefundsPage() {
  return (
    <PageFrame
      heading="Refunds and Returns"
      title="Refunds and returns"
      description="How to return an item and how refunds are paid."
      trail={[{ label: 'Refunds and Returns' }]}
    >
      <div className={styles.prose}>
        <p>
          You may return an item within 7 days of delivery if it is unworn, unwashed and has its
          tags. Contact us with your order number and we will arrange the return.
        </p>
        <p>Refunds are paid to the M-Pesa number used for the order once we receive the item.</p>
      </div>
    </PageFrame>
  );
}

export function PrivacyPage() {
  return (
    <PageFrame
      heading="Privacy Policy"
      title="Privacy policy"
      description="What personal data the shop keeps and why."
      trail={[{ label: 'Privacy Policy' }]}
    >
      <div className={styles.prose}>
        <p>
          We keep only what we need to serve you: your name, e-mail and phone number, and your
          delivery address and orders. We use them to deliver your orders and to answer your
          messages, as Kenya&apos;s Data Protection Act 2019 requires, and we never sell them.
        </p>
        <p>Your cart and wishlist stay in your own browser until you check out.</p>
      </div>
    </PageFrame>
  );
}
