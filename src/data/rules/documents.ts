/**
 * Documents for the rules suite, made by the app's own code: checkout's schema, repricing and
 * order builder, the contact and wholesale schemas. A test that writes one of these proves that
 * what the app writes is what the rules accept; a test that changes one field proves the rule
 * on that field.
 */
import { serverTimestamp } from 'firebase/firestore';
import { buildOrder, reprice } from '../../../machines/checkout/order';
import type { CheckoutLine, CurrentProducts, NewOrder } from '../../../machines/checkout/types';
import { toCartItem } from '../../../machines/shopping-list/items';
import { products } from '../../../mocks/fixtures/products';
import type { Product } from '../../catalog/product';
import { checkoutSchema, type CheckoutFields } from '../../forms/checkout';
import { contactSchema, type ContactFields, type ContactValues } from '../../forms/contact';
import { textLength } from '../../forms/limits';
import {
  wholesaleEnquirySchema,
  type WholesaleEnquiryFields,
  type WholesaleEnquiryValues,
} from '../../forms/wholesale-enquiry';

/** Two seeded catalog products in stock, one with wholesale terms. */
export const catalog: { retail: Product; wholesale: Product } = (() => {
  const inStock = products().filter((product) => product.stock >= 20);
  const wholesale = inStock.find((product) => product.wholesale !== undefined);
  const retail = inStock.find((product) => product.wholesale === undefined);
  if (!wholesale || !retail) throw new Error('The seeded catalog lacks products for the suite');
  return { retail, wholesale };
})();

/** The cart a shopper fills on the product pages: a retail line and a wholesale one. */
export function aCart(): CheckoutLine[] {
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

/** A cart of `count` distinct lines of one KES 500 product. */
export function cartOfLines(count: number): CheckoutLine[] {
  return Array.from({ length: count }, (_, index) => ({
    ...toCartItem(catalog.retail),
    id: `line-${index}`,
    price: '500',
  }));
}

/** The catalog as checkout reads it again: unchanged since the lines were added, in stock. */
export function catalogFor(cart: readonly CheckoutLine[]): CurrentProducts {
  const seeded = new Map(
    [catalog.retail, catalog.wholesale].map((product) => [product.id, product]),
  );
  return Object.fromEntries(
    cart.map((line) => [
      line.id,
      {
        id: line.id,
        productName: line.productName,
        price: seeded.get(line.id)?.price ?? line.price,
        stock: 1000,
        ...(line.wholesale ? { wholesale: line.wholesale } : {}),
      },
    ]),
  );
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
  mpesaCode: 'sgh7k2lq9p',
};

/**
 * The order checkout writes for this cart and form: the form checked by checkout's schema, the
 * cart repriced, the order built by checkout's own code.
 */
export function checkoutOrder({
  ownerUid = null,
  cart = aCart(),
  current = catalogFor(cart),
  fields = {},
}: {
  ownerUid?: string | null;
  cart?: CheckoutLine[];
  current?: CurrentProducts;
  fields?: Partial<CheckoutFields>;
} = {}): NewOrder {
  const details = checkoutSchema.parse({ ...checkoutFields, ...fields });
  const { lines } = reprice(cart, current);
  return buildOrder(lines, details, ownerUid);
}

/** The order document as placeOrder writes it, for a test that writes it directly. */
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
