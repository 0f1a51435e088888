/**
 * Where staff answer an inbox item from: a call, WhatsApp or an e-mail, each opened with the
 * sender's details. WhatsApp's click-to-chat takes the number as digits only, as the shop's own
 * chat link does (src/content/whatsapp.ts).
 */
import type { InboxItem } from '../../../machines/staff-inbox/types';
import { shop } from '@/settings/shop-settings';

/** `+254712345678` as people read it: `+254 712 345 678`. */
export const readablePhone = (phone: string): string =>
  phone.replace(/^\+254(\d{3})(\d{3})(\d{3})$/, '+254 $1 $2 $3');

export const callLink = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The answer's first words, so staff only add what they came to say. */
export function greeting(item: Pick<InboxItem, 'kind' | 'name'>): string {
  const [firstName] = item.name.split(/\s+/);
  const about = item.kind === 'enquiry' ? 'your wholesale enquiry' : 'your message';
  return `Hello ${firstName}, this is ${shop.name} about ${about}.`;
}

export const whatsappLink = (phone: string, text: string): string =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

export function mailLink(email: string, item: Pick<InboxItem, 'kind'>): string {
  const subject = item.kind === 'enquiry' ? 'Your wholesale enquiry' : 'Your message';
  return `mailto:${email}?subject=${encodeURIComponent(`${subject} to ${shop.name}`)}`;
}
