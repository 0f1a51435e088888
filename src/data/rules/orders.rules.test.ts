import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Timestamp,
} from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { orderTotals } from '../../../machines/checkout/order';
import type { NewOrder } from '../../../machines/checkout/types';
import { toCartItem } from '../../../machines/shopping-list/items';
import { checkoutSchema } from '../../forms/checkout';
import { maxOrderAmount, maxOrderLines, textLimits } from '../../forms/limits';
import { readCartProducts } from '../cart-products';
import { listOrdersByOwner } from '../order-history';
import { newOrderId, placeOrder } from '../orders';
import { productDocuments } from '../../../mocks/fixtures/products';
import { runAs } from './app-firestore';
import {
  aCart,
  catalog,
  cartOfLines,
  checkoutFields,
  checkoutOrder,
  emojiText,
  orderDocument,
  plainText,
} from './documents';
import { accounts, everyone, hoursAgo, rulesSuite, some, type Persona } from './personas';

// The app's data code runs as each persona: Firestore Lite's API is the full SDK's.
vi.mock('firebase/firestore/lite', () => import('firebase/firestore'));
vi.mock('../firebase-app', () => import('./app-firestore'));

const suite = rulesSuite();
const { shopper, otherShopper, admin } = accounts;

/** Runs the app's data code as the persona. */
const app = <T>(persona: Persona, work: () => Promise<T>) => runAs(suite.as(persona), work);
const newId = () => app('anonymous', async () => newOrderId());

/** An order placed earlier, stored past the rules as the app stored it. */
async function seedOrder(ownerUid: string | null, createdAt: Timestamp): Promise<string> {
  const id = await newId();
  await suite.seed(`orders/${id}`, {
    ...checkoutOrder({ ownerUid }),
    status: 'pending',
    createdAt,
  });
  return id;
}

/** Writes the order document directly, as a browser could. */
async function write(persona: Persona, data: Record<string, unknown>) {
  return setDoc(doc(suite.as(persona), 'orders', await newId()), data);
}

describe('placing an order (create)', () => {
  it('a guest places the order checkout builds, and its Retry finds it placed', async () => {
    const id = await newId();
    const order = checkoutOrder();
    expect(await assertSucceeds(app('anonymous', () => placeOrder(id, order)))).toBe('placed');
    expect(await assertSucceeds(app('anonymous', () => placeOrder(id, order)))).toBe(
      'already-placed',
    );
  });

  it('a shopper places their own order from the catalog as it is now, and its Retry finds it placed', async () => {
    for (const product of [catalog.retail, catalog.wholesale]) {
      const seeded = productDocuments().find((document) => document.id === product.id)!;
      await suite.seed(`products/${product.id}`, seeded.data);
    }
    const cart = aCart();
    const current = await assertSucceeds(
      app('shopper', () => readCartProducts(cart.map((line) => line.id))),
    );
    const order = checkoutOrder({ ownerUid: shopper.uid, cart, current });
    const id = await newId();
    expect(await assertSucceeds(app('shopper', () => placeOrder(id, order)))).toBe('placed');
    expect(await assertSucceeds(app('shopper', () => placeOrder(id, order)))).toBe(
      'already-placed',
    );
  });

  it('the admin account places its own order like any shopper', async () => {
    const id = await newId();
    const order = checkoutOrder({ ownerUid: admin.uid });
    expect(await assertSucceeds(app('admin', () => placeOrder(id, order)))).toBe('placed');
  });

  it('a signed-in shopper may place a guest order', async () => {
    await assertSucceeds(write('shopper', orderDocument(checkoutOrder())));
  });

  it('a guest cannot place an order in a shopper’s name', async () => {
    await assertFails(write('anonymous', orderDocument(checkoutOrder({ ownerUid: shopper.uid }))));
  });

  it('a shopper cannot place an order in another shopper’s name', async () => {
    await assertFails(
      write('otherShopper', orderDocument(checkoutOrder({ ownerUid: shopper.uid }))),
    );
  });

  it(`an order of ${maxOrderLines} lines, the most the cart holds, is placed`, async () => {
    const order = checkoutOrder({ cart: cartOfLines(maxOrderLines) });
    expect(order.lines).toHaveLength(maxOrderLines);
    await assertSucceeds(write('anonymous', orderDocument(order)));
  });

  it(`an order of ${maxOrderLines + 1} lines is refused`, async () => {
    const order = checkoutOrder({ cart: cartOfLines(maxOrderLines + 1) });
    await assertFails(write('anonymous', orderDocument(order)));
  });

  it('an order with no lines is refused', async () => {
    const order = checkoutOrder();
    await assertFails(write('anonymous', orderDocument({ ...order, lines: [] })));
  });

  describe('the most an order may come to', () => {
    const deliveryFee = orderTotals([], checkoutFields.deliveryOption).deliveryFee;
    /** One line priced so that, with delivery, the order comes to `total`. */
    const orderComingTo = (total: number) => {
      const line = {
        ...toCartItem(catalog.retail),
        id: 'made-to-order-coat',
        price: String(total - deliveryFee),
      };
      return checkoutOrder({ cart: [line] });
    };

    it('an order one shilling under the maximum amount is placed', async () => {
      const order = orderComingTo(maxOrderAmount - 1);
      expect(order.total).toBe(maxOrderAmount - 1);
      await assertSucceeds(write('anonymous', orderDocument(order)));
    });

    it('an order of the maximum amount is refused (checkout refuses it first)', async () => {
      const order = orderComingTo(maxOrderAmount);
      expect(order.total).toBe(maxOrderAmount);
      await assertFails(write('anonymous', orderDocument(order)));
    });
  });

  it('an order whose total does not add up is refused', async () => {
    const order = checkoutOrder();
    await assertFails(write('anonymous', orderDocument({ ...order, total: order.total + 1 })));
  });

  it('an order that is not pending is refused', async () => {
    const data = { ...orderDocument(checkoutOrder()), status: 'paid' };
    await assertFails(write('anonymous', data));
  });

  it('a back-dated order is refused', async () => {
    const data = { ...orderDocument(checkoutOrder()), createdAt: hoursAgo(1 / 60) };
    await assertFails(write('anonymous', data));
  });

  it.each([
    'lines',
    'subtotal',
    'deliveryFee',
    'total',
    'delivery',
    'payment',
    'ownerUid',
    'status',
    'createdAt',
  ])('an order without its field %s is refused', async (field) => {
    const data = orderDocument(checkoutOrder());
    delete data[field];
    await assertFails(write('anonymous', data));
  });

  it.each<[string, (order: NewOrder) => Record<string, unknown>]>([
    ['a field of its own', (order) => ({ ...order, discount: 500 })],
    [
      'a delivery field of its own',
      (order) => ({ ...order, delivery: { ...order.delivery, gate: 'B' } }),
    ],
    [
      'a payment field of its own',
      (order) => ({ ...order, payment: { ...order.payment, paid: true } }),
    ],
  ])('an order with %s is refused', async (_case, change) => {
    await assertFails(write('anonymous', orderDocument(change(checkoutOrder()))));
  });

  it.each<[string, (order: NewOrder) => Record<string, unknown>]>([
    ['a total written as text', (order) => ({ ...order, total: String(order.total) })],
    [
      'a negative delivery fee',
      (order) => ({ ...order, deliveryFee: -300, total: order.subtotal - 300 }),
    ],
    ['lines that are not a list', (order) => ({ ...order, lines: { 0: order.lines[0] } })],
    ['delivery details as text', (order) => ({ ...order, delivery: 'Westlands' })],
    ['an owner that is a number', (order) => ({ ...order, ownerUid: 42 })],
    [
      'a phone that is not a Kenyan mobile',
      (order) => ({ ...order, delivery: { ...order.delivery, phone: '+255712345678' } }),
    ],
    [
      'a delivery choice the shop does not offer',
      (order) => ({ ...order, delivery: { ...order.delivery, option: 'drone' } }),
    ],
    [
      'an M-Pesa code that is not 10 capitals and digits',
      (order) => ({ ...order, payment: { method: 'mpesa', mpesaCode: 'sgh7k2lq9p' } }),
    ],
    [
      'cash on delivery with an M-Pesa code',
      (order) => ({ ...order, payment: { method: 'cash-on-delivery', mpesaCode: 'SGH7K2LQ9P' } }),
    ],
  ])('an order with %s is refused', async (_case, change) => {
    await assertFails(write('anonymous', orderDocument(change(checkoutOrder()))));
  });

  describe.each([
    ['full name', 'fullName', textLimits.personName],
    ['town or area', 'town', textLimits.town],
    ['address', 'address', textLimits.address],
  ] as const)('the delivery %s', (_name, field, max) => {
    it(`of ${max} plain characters is accepted by checkout and by the rules`, async () => {
      const order = checkoutOrder({ fields: { [field]: plainText(max) } });
      await assertSucceeds(write('anonymous', orderDocument(order)));
    });

    it(`of ${max} UTF-16 units in emoji is accepted by checkout and by the rules`, async () => {
      const order = checkoutOrder({ fields: { [field]: emojiText(max) } });
      await assertSucceeds(write('anonymous', orderDocument(order)));
    });

    it(`of ${max + 1} UTF-16 units in emoji is refused by checkout and by the rules`, async () => {
      const text = emojiText(max + 1);
      expect(checkoutSchema.safeParse({ ...checkoutFields, [field]: text }).success).toBe(false);
      const order = checkoutOrder();
      const delivery = { ...order.delivery, [field]: text };
      await assertFails(write('anonymous', orderDocument({ ...order, delivery })));
    });
  });

  it('a delivery e-mail over 254 characters is refused by checkout and by the rules', async () => {
    const email = `${plainText(243)}@example.com`;
    expect(checkoutSchema.safeParse({ ...checkoutFields, email }).success).toBe(false);
    const order = checkoutOrder();
    const delivery = { ...order.delivery, email };
    await assertFails(write('anonymous', orderDocument({ ...order, delivery })));
  });
});

describe('reading an order by its id (get)', () => {
  it.each(everyone)('%s may probe a free order id', async (_who, persona) => {
    await assertSucceeds(getDoc(doc(suite.as(persona), 'orders', await newId())));
  });

  it('a guest reads a guest order back by its id within the hour it was placed', async () => {
    const id = await seedOrder(null, hoursAgo(0.5));
    await assertSucceeds(getDoc(doc(suite.as('anonymous'), 'orders', id)));
  });

  it('a guest cannot read another guest’s order once the hour is over', async () => {
    const id = await seedOrder(null, hoursAgo(2));
    await assertFails(getDoc(doc(suite.as('anonymous'), 'orders', id)));
  });

  it.each(some('shopper', 'otherShopper', 'admin', 'newcomer'))(
    'a guest order cannot be read by %s once the hour is over either',
    async (_who, persona) => {
      const id = await seedOrder(null, hoursAgo(2));
      await assertFails(getDoc(doc(suite.as(persona), 'orders', id)));
    },
  );

  it('a shopper reads their own order, however old', async () => {
    const id = await seedOrder(shopper.uid, hoursAgo(48));
    await assertSucceeds(getDoc(doc(suite.as('shopper'), 'orders', id)));
  });

  it.each(some('anonymous', 'otherShopper', 'admin', 'newcomer'))(
    'a shopper’s order cannot be read by %s, even within the hour',
    async (_who, persona) => {
      const id = await seedOrder(shopper.uid, hoursAgo(0.1));
      await assertFails(getDoc(doc(suite.as(persona), 'orders', id)));
    },
  );
});

describe('listing orders (list)', () => {
  it('a shopper lists their own orders with the account page’s query', async () => {
    await seedOrder(shopper.uid, hoursAgo(3));
    await seedOrder(shopper.uid, hoursAgo(1));
    await seedOrder(otherShopper.uid, hoursAgo(1));
    await seedOrder(null, hoursAgo(0.1));
    const orders = await assertSucceeds(app('shopper', () => listOrdersByOwner(shopper.uid)));
    expect(orders).toHaveLength(2);
  });

  it('a shopper cannot list orders without asking for their own', async () => {
    await seedOrder(shopper.uid, hoursAgo(1));
    await assertFails(getDocs(collection(suite.as('shopper'), 'orders')));
  });

  it('a shopper cannot list another shopper’s orders', async () => {
    await seedOrder(otherShopper.uid, hoursAgo(1));
    const theirs = query(
      collection(suite.as('shopper'), 'orders'),
      where('ownerUid', '==', otherShopper.uid),
    );
    await assertFails(getDocs(theirs));
  });

  it.each(everyone)('%s cannot list guest orders', async (_who, persona) => {
    await seedOrder(null, hoursAgo(0.1));
    const guests = query(collection(suite.as(persona), 'orders'), where('ownerUid', '==', null));
    await assertFails(getDocs(guests));
  });

  it('the admin account cannot list every order', async () => {
    await seedOrder(shopper.uid, hoursAgo(1));
    await assertFails(getDocs(collection(suite.as('admin'), 'orders')));
  });
});

describe('changing or removing an order (update, delete)', () => {
  it('a shopper cannot change their own order', async () => {
    const id = await seedOrder(shopper.uid, hoursAgo(0.1));
    await assertFails(updateDoc(doc(suite.as('shopper'), 'orders', id), { status: 'paid' }));
  });

  it('a shopper cannot remove their own order', async () => {
    const id = await seedOrder(shopper.uid, hoursAgo(0.1));
    await assertFails(deleteDoc(doc(suite.as('shopper'), 'orders', id)));
  });

  it('a guest cannot change or remove a guest order, even within the hour', async () => {
    const id = await seedOrder(null, hoursAgo(0.1));
    const order = doc(suite.as('anonymous'), 'orders', id);
    await assertFails(updateDoc(order, { total: 1 }));
    await assertFails(deleteDoc(order));
  });

  it('the admin account cannot change or remove a shopper’s order', async () => {
    const id = await seedOrder(shopper.uid, hoursAgo(0.1));
    const order = doc(suite.as('admin'), 'orders', id);
    await assertFails(updateDoc(order, { status: 'paid' }));
    await assertFails(deleteDoc(order));
  });
});
