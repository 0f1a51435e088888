import type { InboxKind } from '@model/staff/requests';

export type { InboxKind };

/** A contact message or a wholesale enquiry as the inbox lists it. */
export interface InboxItem {
  kind: InboxKind;
  id: string;
  name: string;
  /** The enquiry's business; null for a contact message. */
  businessName: string | null;
  email: string | null;
  /** E.164 (`+2547…`), or null when the sender gave none. */
  phone: string | null;
  /** What the enquiry asks for, with quantities; null for a contact message. */
  items: string | null;
  message: string;
  /** ISO 8601 instant; null while the server has not stamped it. */
  receivedAt: string | null;
  /** `new` for a document without a status. */
  status: 'new' | 'replied';
  repliedAt: string | null;
  /** Who marked it replied. */
  repliedBy: string | null;
}

/** Where the next page starts: after this item, newest first. Opaque to the machine. */
export interface InboxCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

export interface InboxPage {
  items: InboxItem[];
  /** Null when there is no older item. */
  next: InboxCursor | null;
}

export interface InboxPageRequest {
  kind: InboxKind;
  after: InboxCursor | null;
}

export interface ReplyRequest {
  kind: InboxKind;
  id: string;
}
