import { useState } from 'react';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { shop } from '@/settings/shop-settings';
import { useContactMessage } from './use-contact-message';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { ContactSent } from './ContactSent';
import styles from './ContactPage.module.css';

/**
 * /contact: how to reach the shop, and a message form saved to `messages` (docs/shop-rules.md,
 * Contact).
 */
export function ContactPage() {
  const contact = useContactMessage();
  const [anotherMessage, setAnotherMessage] = useState(false);
  return (
    <PageFrame
      heading="Contact us"
      title="Contact us"
      description={`Call, WhatsApp, e-mail or visit ${shop.name} in Nairobi CBD, or send us a message: we answer within one working day.`}
      trail={[{ label: 'Contact' }]}
      intro={
        <p>
          Questions about sizes, stock, delivery, wholesale or an order? Reach us the way that suits
          you; we answer messages within one working day.
        </p>
      }
    >
      <div className={styles.layout}>
        <section aria-labelledby="contact-form-heading" className={styles.card}>
          {contact.status === 'sent' ? (
            <ContactSent
              sender={contact.sender}
              onWriteAnother={() => {
                setAnotherMessage(true);
                contact.writeAnother();
              }}
            />
          ) : (
            <>
              <h2 id="contact-form-heading" className={styles.title}>
                Send us a message
              </h2>
              <ContactForm
                status={contact.status}
                failureMessage={contact.failureMessage}
                onSend={contact.send}
                onRetry={contact.retry}
                focusName={anotherMessage}
              />
            </>
          )}
        </section>
        <ContactDetails />
      </div>
    </PageFrame>
  );
}
