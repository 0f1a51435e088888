/** A contact-form message as the shopper sent it, already validated and trimmed. */
export interface ContactMessageDetails {
  name: string;
  email: string;
  /** E.164 (`+2547…`), or null when the shopper gave none. */
  phone: string | null;
  message: string;
}
