import { useEffect, useRef } from 'react';
import { shop } from '@/settings/shop-settings';
import styles from './ContactPage.module.css';

export interface ContactSentProps {
  sender: string | null;
  onWriteAnother: () => void;
}

/** The confirmation: focus moves to its heading so a screen reader reads it at once. */
export function ContactSent({ sender, onWriteAnother }: ContactSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.sent}>
      <h2 id="contact-form-heading" ref={heading} tabIndex={-1} className={styles.title}>
        {sender ? `Thank you, ${sender}!` : 'Thank you!'}
      </h2>
      <div className={styles.body}>
        <p>
          We have your message and will answer by e-mail within one working day. For anything
          urgent, call us on <a href={`tel:+${shop.phoneDigits}`}>{shop.phone}</a>.
        </p>
        <button type="button" className={styles.secondary} onClick={onWriteAnother}>
          Send another message
        </button>
      </div>
    </div>
  );
}
