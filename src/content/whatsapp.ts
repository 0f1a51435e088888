import { shop } from '@/settings/shop-settings';

/** A WhatsApp chat with the shop's number, the text prefilled (as the chat button builds it). */
export function whatsappLink(text: string): string {
  return `https://wa.me/${shop.phoneDigits}?text=${encodeURIComponent(text)}`;
}
