/**
 * What a shopper sends the shop, saved once under an id made before the first attempt
 * (src/data/submissions.ts) and read by staff in the inbox (./staff/inbox.ts).
 */

/** A contact-form message as the shopper sent it, already validated and trimmed. */
export interface ContactMessageDetails {
  name: string;
  email: string;
  /** E.164 (`+2547…`), or null when the shopper gave none. */
  phone: string | null;
  message: string;
}

/** What the enquiry form sends, already checked and trimmed; the phone in E.164 (+254…). */
export interface WholesaleEnquiryDetails {
  name: string;
  businessName: string;
  phone: string;
  items: string;
  message: string;
}
