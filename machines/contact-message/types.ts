/** A contact-form message as the shopper sent it, already validated and trimmed. */
export interface ContactMessageDetails {
  name: string;
  email: string;
  /** E.164 (`+2547…`), or null when the shopper gave none. */
  phone: string | null;
  message: string;
}

export type ContactMessageEvent =
  /** `id` is a fresh document id: the message's own unless this repeats a failed send. */
  | { type: 'message.send'; details: ContactMessageDetails; id: string }
  | { type: 'message.retry' }
  | { type: 'message.writeAnother' };

export interface ContactMessageContext {
  /** The last message sent: kept through a failure, so Retry sends exactly it again. */
  details: ContactMessageDetails | null;
  /** The id the message is written under: kept through a Retry, so it is never saved twice. */
  messageId: string | null;
  /** The saved message's id, once saved. */
  savedId: string | null;
  failure: unknown;
}
