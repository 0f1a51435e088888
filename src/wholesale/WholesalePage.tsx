import { SectionPage } from '@/ui/page-frame/SectionPage';
import { mpesa } from '@/settings/shop-settings';
import { EnquirySection } from './EnquirySection';
import { WholesaleListing } from './WholesaleListing';
import styles from './WholesalePage.module.css';

const description =
  'Wholesale prices per piece for boutiques, market traders and resellers across Kenya: buy the minimum quantity, pay by M-Pesa, delivery countrywide.';

export default function WholesalePage() {
  return (
    <SectionPage
      name="Wholesale"
      title="Wholesale clothes, shoes and bags"
      description={description}
      intro={
        <>
          <p>
            For boutique owners, market traders and online sellers who restock clothes, shoes and
            bags. Buy at least a product’s minimum quantity and you pay its wholesale price for
            every piece.
          </p>
          <p>
            Mixing styles and sizes, or buying more than you see here?{' '}
            <a href="#wholesale-enquiry">Send us a wholesale enquiry</a>.
          </p>
        </>
      }
    >
      <section aria-labelledby="wholesale-steps" className={styles.card}>
        <h2 id="wholesale-steps" className={styles.title}>
          How wholesale buying works
        </h2>
        <ol className={styles.steps}>
          <li>Browse the wholesale prices below: each product shows its price per piece.</li>
          <li>
            Add at least the minimum quantity to your cart at the wholesale price, or{' '}
            <a href="#wholesale-enquiry">send an enquiry</a> for mixed or large orders.
          </li>
          <li>We confirm stock and delivery by phone or WhatsApp within one working day.</li>
          <li>
            Pay by M-Pesa: Buy Goods till <strong>{mpesa.tillNumber}</strong> ({mpesa.accountName}).
          </li>
          <li>We deliver countrywide, or you pick up your goods at our shop in Nairobi CBD.</li>
        </ol>
      </section>

      <section aria-labelledby="wholesale-prices" className={styles.prices}>
        <h2 id="wholesale-prices">Wholesale prices</h2>
        <WholesaleListing />
      </section>

      <section
        aria-labelledby="wholesale-enquiry-title"
        id="wholesale-enquiry"
        className={styles.enquiry}
      >
        <h2 id="wholesale-enquiry-title" className={styles.title}>
          Send a wholesale enquiry
        </h2>
        <EnquirySection />
      </section>
    </SectionPage>
  );
}
