import { useEffect, useRef } from 'react';
import type { WholesaleEnquiryDetails } from '../../machines/wholesale-enquiry/wholesale-enquiry.machine';
import { mpesa, shop } from '@/settings/shop-settings';
import { enquiryMessage, whatsappLink } from './whatsapp-handoff';
import styles from './Enquiry.module.css';

export interface EnquirySentProps {
  details: WholesaleEnquiryDetails;
  enquiryId: string | null;
  onStartAgain: () => void;
}

/** +254712345678 as people read it: +254 712 345 678. */
function spacedPhone(phone: string): string {
  return phone.replace(/^\+254(\d{3})(\d{3})(\d{3})$/, '+254 $1 $2 $3');
}

/** The thank-you: what happens next, and the same enquiry handed to WhatsApp. */
export function EnquirySent({ details, enquiryId, onStartAgain }: EnquirySentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the reseller was in is gone: a screen reader lands on the news instead.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={styles.sent}>
      <h3 ref={heading} tabIndex={-1} className={styles.thanks}>
        Thank you, {details.name}!
      </h3>
      <p>
        We have your enquiry for {details.businessName}. Within one working day we will call or
        WhatsApp you on {spacedPhone(details.phone)} to confirm stock, prices and delivery. You then
        pay by M-Pesa to Buy Goods till {mpesa.tillNumber} ({mpesa.accountName}) and we send your
        order, or have it ready at our Nairobi CBD shop.
      </p>
      {enquiryId ? <p className={styles.reference}>Your reference: {enquiryId}</p> : null}
      <p>Need an answer sooner? Send the same enquiry to us on WhatsApp.</p>
      <div className={styles.nextSteps}>
        <a
          className={styles.primary}
          href={whatsappLink(shop.phoneDigits, enquiryMessage(shop.name, details))}
          target="_blank"
          rel="noopener noreferrer"
        >
          Continue on WhatsApp
        </a>
        <button type="button" className={styles.secondary} onClick={onStartAgain}>
          Send another enquiry
        </button>
      </div>
    </div>
  );
}
