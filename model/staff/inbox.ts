/**
 * The inbox: contact messages (`messages`) and wholesale enquiries (`wholesaleEnquiries`) as the
 * back office reads them (src/staff/data/inbox.ts), and the reading of their stored documents.
 */
import { instantOrNull, trimmedOrNull, type Fields } from '../stored/fields';
import type { InboxKind } from './requests';

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

/** A malformed item still lists, with what can be read of it: it is a customer waiting. */
export function readInboxItem(kind: InboxKind, id: string, data: Fields): InboxItem {
  const repliedBy = data.repliedBy as { name?: unknown } | string | null | undefined;
  return {
    kind,
    id,
    name: trimmedOrNull(data.name) ?? 'Name not given',
    businessName: kind === 'enquiry' ? trimmedOrNull(data.businessName) : null,
    email: trimmedOrNull(data.email),
    phone: trimmedOrNull(data.phone),
    items: kind === 'enquiry' ? trimmedOrNull(data.items) : null,
    message: trimmedOrNull(data.message) ?? '',
    receivedAt: instantOrNull(data.createdAt),
    // A document saved before replies were recorded has no status: it is new.
    status: data.status === 'replied' ? 'replied' : 'new',
    repliedAt: instantOrNull(data.repliedAt),
    repliedBy: trimmedOrNull(typeof repliedBy === 'object' ? repliedBy?.name : repliedBy),
  };
}
