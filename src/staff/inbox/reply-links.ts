/**
 * Where staff answer an inbox item from: a call, WhatsApp or an e-mail, each opened with the
 * sender's details. The details are the sender's own typing, so every link is built from parts
 * that cannot change what it does: phones as digits only (WhatsApp's click-to-chat takes them so,
 * as the shop's own chat link does, src/content/whatsapp.ts), and the e-mail address and subject
 * percent-encoded, so an address like `a@b.co?cc=x@y.z` stays one address and adds no recipient.
 */
import type { InboxItem } from '../../../machines/staff-inbox/types';
import { shop } from '@/settings/shop-settings';

/** `+254712345678` as people read it: `+254 712 345 678`. */
export const readablePhone = (phone: string): string =>
  phone.replace(/^\+254(\d{3})(\d{3})(\d{3})$/, '+254 $1 $2 $3');

/** A phone's digits, the most any number has (E.164: 15); null when it has none to dial. */
function dialDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 0 && digits.length <= 15 ? digits : null;
}

/** A call to the phone: `tel:` and its digits, after a `+` when it is written in full. */
export function callLink(phone: string): string | null {
  const digits = dialDigits(phone);
  if (!digits) return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The answer's first words, so staff only add what they came to say. */
export function greeting(item: Pick<InboxItem, 'kind' | 'name'>): string {
  const [firstName] = item.name.trim().split(/\s+/);
  const about = item.kind === 'enquiry' ? 'your wholesale enquiry' : 'your message';
  return `Hello ${firstName}, this is ${shop.name} about ${about}.`;
}

export function whatsappLink(phone: string, text: string): string | null {
  const digits = dialDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

/**
 * An e-mail to the address, or null for text that is not one plain address: a comma or semicolon
 * would be read as a second recipient by some mail apps even when encoded.
 */
export function mailLink(email: string, item: Pick<InboxItem, 'kind'>): string | null {
  const address = email.trim();
  if (!/^[^\s,;@]+@[^\s,;@]+$/.test(address)) return null;
  const subject = item.kind === 'enquiry' ? 'Your wholesale enquiry' : 'Your message';
  return `mailto:${encodeURIComponent(address)}?subject=${encodeURIComponent(`${subject} to ${shop.name}`)}`;
}
