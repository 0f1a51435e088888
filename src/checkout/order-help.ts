import { shop } from '@/settings/shop-settings';

/** The shop's order-number address for an order, as /checkout/order/{id}. */
export const orderPath = (orderId: string) => `/checkout/order/${encodeURIComponent(orderId)}`;

/** A WhatsApp chat with the shop about this order, its number in the message. */
export function askAboutOrder(orderId: string, text = `I have a question about order ${orderId}.`) {
  const message = `Hello ${shop.name}! ${text}`;
  return `https://wa.me/${shop.phoneDigits}?text=${encodeURIComponent(message)}`;
}
