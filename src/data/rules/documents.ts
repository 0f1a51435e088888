/**
 * Documents for the rules suite, made with the app's own schemas: checkout's, the contact and
 * wholesale forms'. A test that writes one of these proves that what the app writes is what the
 * rules accept; a test that changes one field proves the rule on that field.
 */
import { serverTimestamp } from 'firebase/firestore';
import { orderTotals } from '@model/order/totals';
import { deliveryFees } from '@/settings/shop-settings';
import { toCartItem, type CartItem } from '@model/cart/lines';
import { products } from '../../../mocks/backend/fixtures/products';
import type { Product } from '@model/catalog/product';
import { checkoutSchema, type CheckoutFields } from '@model/checkout';
import { contactSchema, type ContactFields, type ContactValues } from '@/content/contact-form';
import { textLength } from '@model/limits';
import { orderDelivery, type OrderDelivery } from '@model/order/view';
import {
  wholesaleEnquirySchema,
  type WholesaleEnquiryFields,
  type WholesaleEnquiryValues,
} from '@/wholesale/wholesale-enquiry-form';

/** Two seeded catalog products in stock, one with wholesale terms. */
export const catalog: { retail: Product; wholesale: Product } = (() => {
  const inStock = products().filter((product) => product.stock >= 20);
  const wholesale = inStock.find((product) => product.wholesale !== undefined);
  const retail = inStock.find((product) => product.wholesale === undefined);
  if (!wholesale || !retail) throw new Error('The seeded catalog lacks products for the suite');
  return { retail, wholesale };
})();

/** The cart a shopper fills on the product pages: a retail line and a wholesale one. */
export function aCart(): CartItem[] {
  const terms = catalog.wholesale.wholesale!;
  return [
    { ...toCartItem(catalog.retail), quantity: 2, size: 'M', colour: 'Navy' },
    {
      ...toCartItem(catalog.wholesale),
      price: terms.unitPrice,
      quantity: terms.minQty,
      wholesale: { ...terms },
    },
  ];
}

/** Checkout's form as a guest in Nairobi fills it, paying by M-Pesa. */
export const checkoutFields: CheckoutFields = {
  fullName: 'Otieno Odhiambo',
  phone: '0712 345 678',
  email: 'otieno@example.com',
  county: 'Nairobi',
  town: 'Westlands',
  address: 'Mpaka Road, House 4',
  deliveryOption: 'nairobi-delivery',
  paymentMethod: 'mpesa',
  mpesaPhone: '0712 345 678',
};

/**
 * An order document: for orders seeded past the rules (as the Cloud Functions write them), and
 * for writes the rules refuse, whatever they hold. Its shape is the one checkout wrote before
 * orders moved to the server; the rules no longer look inside.
 */
export interface OrderDocument {
  lines: {
    id: string;
    productName: string;
    unitPrice: string;
    quantity: number;
    size?: string;
    colour?: string;
    wholesale?: { unitPrice: string; minQty: number };
  }[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  delivery: OrderDelivery;
  payment: { method: 'mpesa' | 'cash-on-delivery'; mpesaCode: string | null };
  ownerUid: string | null;
}

/** The order document for this cart and form, the form checked by checkout's schema. */
export function checkoutOrder({
  ownerUid = null,
  cart = aCart(),
  fields = {},
}: {
  ownerUid?: string | null;
  cart?: CartItem[];
  fields?: Partial<CheckoutFields>;
} = {}): OrderDocument {
  const details = checkoutSchema.parse({ ...checkoutFields, ...fields });
  const lines = cart.map((line) => ({
    id: line.id,
    productName: line.productName,
    unitPrice: line.price,
    quantity: line.quantity,
    ...(line.size ? { size: line.size } : {}),
    ...(line.colour ? { colour: line.colour } : {}),
    ...(line.wholesale ? { wholesale: { ...line.wholesale } } : {}),
  }));
  return {
    lines,
    ...orderTotals(lines, details.deliveryOption, deliveryFees),
    delivery: orderDelivery(details),
    payment:
      details.paymentMethod === 'mpesa'
        ? { method: 'mpesa', mpesaCode: 'SGH7K2LQ9P' }
        : { method: 'cash-on-delivery', mpesaCode: null },
    ownerUid,
  };
}

/** The order document as a browser would write it, pending and stamped now. */
export function orderDocument(order: object): Record<string, unknown> {
  return { ...order, status: 'pending', createdAt: serverTimestamp() };
}

/** The contact form as a shopper fills it. */
export const contactFields: ContactFields = {
  name: 'Achieng Otieno',
  email: 'achieng@example.com',
  phone: '0712 345 678',
  message: 'Do you have the Ankara wrap dress in size 14?',
};

/** A contact message as the contact form hands it to the app: checked by its schema. */
export function contactMessage(fields: Partial<ContactFields> = {}): ContactValues {
  return contactSchema.parse({ ...contactFields, ...fields });
}

/** The wholesale form as a shop owner fills it. */
export const enquiryFields: WholesaleEnquiryFields = {
  name: 'Mwangi Kariuki',
  businessName: 'Mwangi Fashions, Gikomba',
  phone: '0110 123 456',
  items: '24 plain T-shirts in mixed sizes, 12 pairs of slim jeans',
  message: 'Delivery to Gikomba market, please.',
};

/** A wholesale enquiry as the wholesale form hands it to the app: checked by its schema. */
export function wholesaleEnquiry(
  fields: Partial<WholesaleEnquiryFields> = {},
): WholesaleEnquiryValues {
  return wholesaleEnquirySchema.parse({ ...enquiryFields, ...fields });
}

/** A document as createOnce writes it: the fields and the server's time. */
export function stamped(data: object): Record<string, unknown> {
  return { ...data, createdAt: serverTimestamp() };
}

/** 😀: one character to a reader, two UTF-16 units to the rules' `size()` and to the forms. */
export const emoji = '😀';

/** A text that measures exactly `length` as the rules count it, mostly emoji. */
export function emojiText(length: number): string {
  const text = emoji.repeat(Math.floor(length / 2)) + 'a'.repeat(length % 2);
  if (textLength(text) !== length) throw new Error(`emojiText(${length}) measures otherwise`);
  return text;
}

/** A text of plain letters, exactly `length` long. */
export function plainText(length: number): string {
  return 'a'.repeat(length);
}
