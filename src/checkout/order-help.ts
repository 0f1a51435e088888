import { shop } from '@/settings/shop-settings';

/** The shop's order-number address for an order, as /checkout/order/{id}. */
export const orderPath = (orderId: string) => `/checkout/order/${encodeURIComponent(orderId)}`;

/** A WhatsApp chat with the shop, its first message written. */
function chatWithShop(text: string) {
  const message = `Hello ${shop.name}! ${text}`;
  return `https://wa.me/${shop.phoneDigits}?text=${encodeURIComponent(message)}`;
}

/**
 * A WhatsApp chat with the shop about an order, the number the shop issued for it in the message
 * (never its id, which only the address carries).
 */
export const askAboutOrder = (
  orderNumber: string,
  text = `I have a question about order ${orderNumber}.`,
) => chatWithShop(text);

/**
 * A chat about an order this device cannot show, so its number is unknown here: staff find it by
 * the phone it was placed with, which the shopper adds.
 */
export const askAboutUnseenOrder = () =>
  chatWithShop('I cannot see an order I placed. The phone number I ordered with is: ');
