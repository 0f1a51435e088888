import { Link } from 'react-router-dom';
import { redactionNotice } from '@/shell/analytics/redact';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { shop } from '@/settings/shop-settings';
import styles from './content.module.css';

/** /privacy-policy: what the shop keeps and why, in the terms of Kenya's Data Protection Act. */
export function PrivacyPage() {
  const email = <a href={`mailto:${shop.email}`}>{shop.email}</a>;
  return (
    <PageFrame
      heading="Privacy Policy"
      title="Privacy policy"
      description={`What personal data ${shop.name} keeps, why, for how long and who sees it, and your rights under Kenya's Data Protection Act 2019.`}
      trail={[{ label: 'Privacy Policy' }]}
      intro={
        <p>
          We keep only what we need to serve you, we never sell it, and you can ask us to see,
          correct or delete it at any time.
        </p>
      }
    >
      <div className={styles.prose}>
        <h2>Who is responsible</h2>
        <p>
          {shop.name}, {shop.address}, is the data controller for the personal data described here,
          under Kenya&apos;s Data Protection Act 2019. Write to {email} or call{' '}
          <a href={`tel:+${shop.phoneDigits}`}>{shop.phone}</a> about anything on this page.
        </p>

        <h2>What we keep and why</h2>
        <ul>
          <li>
            <strong>Orders:</strong> your name, phone number, e-mail if you give it, county, town
            and delivery address, the items, amounts and your M-Pesa confirmation code. We need them
            to deliver your order, confirm your payment, handle returns and keep our accounts.
          </li>
          <li>
            <strong>Your account:</strong> your name, e-mail and role, so you can sign in and see
            your orders. Passwords are handled by our sign-in provider; we never see them.
          </li>
          <li>
            <strong>Messages and wholesale enquiries:</strong> your name, e-mail, phone number and
            what you wrote, to answer you.
          </li>
          <li>
            <strong>Visits:</strong> which pages are viewed, with their address and title, to learn
            what shoppers look for and improve the shop. Any e-mail address in a page address or
            title (for example one typed into the search box) is replaced with &ldquo;
            {redactionNotice}&rdquo; before anything is sent.
          </li>
        </ul>

        <h2>Our lawful basis</h2>
        <ul>
          <li>Performing our contract with you: your orders, deliveries, returns and account.</li>
          <li>
            Legal obligation: order and payment records that Kenyan tax law requires us to keep.
          </li>
          <li>
            Legitimate interests: answering your messages, preventing fraud and counting visits
            without identifying you.
          </li>
          <li>Consent, where we ask for it; you may withdraw it at any time.</li>
        </ul>

        <h2>How long we keep it</h2>
        <ul>
          <li>Orders and payment records: 5 years, as Kenyan tax law requires.</li>
          <li>Messages and enquiries: 12 months after our last reply.</li>
          <li>Accounts: until you ask us to close yours.</li>
          <li>Visit statistics: 14 months.</li>
        </ul>

        <h2>Who we share it with</h2>
        <ul>
          <li>
            Couriers and riders: your name, phone number and delivery address, only to deliver your
            parcel.
          </li>
          <li>
            Safaricom (M-Pesa): payments and refunds go through M-Pesa, under Safaricom&apos;s own
            privacy terms.
          </li>
          <li>
            Google Firebase: our database, sign-in and visit statistics run on Google&apos;s
            servers, which may be outside Kenya; Google processes the data only on our instructions
            and with the safeguards the Act requires.
          </li>
          <li>Authorities, only where the law obliges us to.</li>
        </ul>
        <p>We never sell or rent your personal data, and we send no marketing without consent.</p>

        <h2>Cookies and storage in your browser</h2>
        <p>
          Your cart and wishlist are kept in your browser&apos;s local storage (under
          &ldquo;cart&rdquo; and &ldquo;wishlist&rdquo;) so they are still there when you come back;
          they never leave your phone until you check out. When you sign in, the sign-in provider
          keeps your session in the browser, and we keep a note of your first name to greet you.
          Visit statistics use Google Analytics cookies. We use no advertising cookies. Clearing
          your browser&apos;s data removes all of this.
        </p>

        <h2>Your rights</h2>
        <p>Under the Data Protection Act 2019 you have the right:</p>
        <ul>
          <li>to be told how your personal data is used (this page);</li>
          <li>to access the personal data we hold about you;</li>
          <li>to have wrong or incomplete data corrected;</li>
          <li>to have your data deleted, where we no longer need to keep it;</li>
          <li>to object to our use of it, including for statistics;</li>
          <li>to receive your data in a common format, or have it sent to someone else.</li>
        </ul>
        <p>
          To use any of these rights, write to {email} or{' '}
          <Link to="/contact">send us a message</Link>. We may ask you to confirm who you are, and
          we answer within 7 days.
        </p>

        <h2>Complaints</h2>
        <p>
          If you are unhappy with how we handle your data, please tell us first so we can put it
          right. You may also complain to the Office of the Data Protection Commissioner (ODPC) at{' '}
          <a href="https://www.odpc.go.ke" target="_blank" rel="noopener noreferrer">
            www.odpc.go.ke<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </p>

        <h2>Keeping it safe</h2>
        <p>
          Your data travels encrypted, and only the staff who handle your order can see it. Our shop
          is for adults; children shop with a parent or guardian, who places the order.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          When we change this policy we update this page, and tell account holders by e-mail of any
          change that affects them.
        </p>
      </div>
    </PageFrame>
  );
}
