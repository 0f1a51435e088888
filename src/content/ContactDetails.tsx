import { shop } from '@/settings/shop-settings';
import { whatsappLink } from './whatsapp';
import { CardSection } from '@/ui/card-section/CardSection';
import styles from './ContactPage.module.css';

/** How to reach the shop: every detail from the shop settings. */
export function ContactDetails() {
  return (
    <CardSection id="contact-ways-heading" title="Call, chat or visit">
      <dl className={styles.details}>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:+${shop.phoneDigits}`} className={styles.link}>
              {shop.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${shop.email}`} className={styles.link}>
              {shop.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>WhatsApp</dt>
          <dd>
            <a
              href={whatsappLink(shop.whatsappGreeting)}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
            >
              Message us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>Our shop</dt>
          <dd>
            <address className={styles.address}>{shop.address}</address>
          </dd>
        </div>
        <div>
          <dt>Opening hours</dt>
          <dd>
            <ul className={styles.hours}>
              {shop.openingHours.map((hours) => (
                <li key={hours}>{hours}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </CardSection>
  );
}
