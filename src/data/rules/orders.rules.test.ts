import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Timestamp,
} from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { createOnce } from '../create-once';
import { listOrdersByOwner } from '@/account/data/order-history';
import { newCheckoutId } from '@/checkout/data/orders';
import { runAs } from './app-firestore';
import { checkoutOrder, orderDocument, type OrderDocument } from './documents';
import {
  accounts,
  customers,
  everyone,
  hoursAgo,
  rulesSuite,
  shopStaff,
  some,
  type Persona,
} from './personas';

// The app's data code runs as each persona: Firestore Lite's API is the full SDK's.
vi.mock('firebase/firestore/lite', () => import('firebase/firestore'));
vi.mock('../firestore-db', () => import('./app-firestore'));

const suite = rulesSuite();
const { shopper, otherShopper } = accounts;

/** Runs the app's data code as the persona. */
const app = <T>(persona: Persona, work: () => Promise<T>) => runAs(suite.as(persona), work);
const newId = async () => newCheckoutId();

/** An order placed earlier by the order functions, stored past the rules. */
async function seedOrder(ownerUid: string | null, createdAt: Timestamp): Promise<string> {
  const id = await newId();
  await suite.seed(`orders/${id}`, {
    ...checkoutOrder({ ownerUid }),
    status: 'pending',
    createdAt,
  });
  return id;
}

/** Writes the order document directly, as a browser could try. */
async function write(persona: Persona, data: Record<string, unknown>) {
  return setDoc(doc(suite.as(persona), 'orders', await newId()), data);
}

/** The whole order a persona might send: theirs, for a signed-in one. */
const theirOrder = (persona: Persona): OrderDocument =>
  checkoutOrder({ ownerUid: persona === 'anonymous' ? null : accounts[persona].uid });

describe('placing an order (create): the order functions alone write orders', () => {
  it.each(everyone)('%s cannot write an order of their own', async (_who, persona) => {
    await assertFails(write(persona, orderDocument(theirOrder(persona))));
  });

  it.each(everyone)('%s cannot write a guest order', async (_who, persona) => {
    await assertFails(write(persona, orderDocument(checkoutOrder())));
  });

  it('the checkout write of old, read first then created once, is refused too', async () => {
    const id = await newId();
    await assertFails(
      app('shopper', () =>
        createOnce('orders', id, {
          ...checkoutOrder({ ownerUid: shopper.uid }),
          status: 'pending',
        }),
      ),
    );
  });

  it('a shopper cannot write an order already paid, in their name or another’s', async () => {
    const paid = { ...orderDocument(checkoutOrder({ ownerUid: shopper.uid })), status: 'paid' };
    await assertFails(write('shopper', paid));
    await assertFails(
      write('shopper', orderDocument(checkoutOrder({ ownerUid: otherShopper.uid }))),
    );
  });
});

describe('reading an order by its id (get)', () => {
  it('a shopper reads their own order, however old', async () => {
    const id = await seedOrder(shopper.uid, hoursAgo(48));
    await assertSucceeds(getDoc(doc(suite.as('shopper'), 'orders', id)));
  });

  it.each(some('anonymous', 'otherShopper', 'newcomer'))(
    'a shopper’s order cannot be read by %s, even within the hour',
    async (_who, persona) => {
      const id = await seedOrder(shopper.uid, hoursAgo(0.1));
      await assertFails(getDoc(doc(suite.as(persona), 'orders', id)));
    },
  );

  it.each(customers)(
    'a guest order cannot be read by %s, even within the hour: guests use getOrder and its token',
    async (_who, persona) => {
      const id = await seedOrder(null, hoursAgo(0.1));
      await assertFails(getDoc(doc(suite.as(persona), 'orders', id)));
    },
  );

  it.each(customers)('%s cannot probe an order id', async (_who, persona) => {
    await assertFails(getDoc(doc(suite.as(persona), 'orders', await newId())));
  });

  it.each(shopStaff)(
    '%s reads any order, a shopper’s or a guest’s, however old, to pack, send and answer for it',
    async (_who, persona) => {
      const shoppers = await seedOrder(shopper.uid, hoursAgo(48));
      const guests = await seedOrder(null, hoursAgo(48));
      for (const id of [shoppers, guests]) {
        const snapshot = await assertSucceeds(getDoc(doc(suite.as(persona), 'orders', id)));
        expect(snapshot.exists()).toBe(true);
      }
    },
  );

  it.each(shopStaff)(
    '%s may look up an order id that is free: staff read every order anyway',
    async (_who, persona) => {
      const snapshot = await assertSucceeds(
        getDoc(doc(suite.as(persona), 'orders', await newId())),
      );
      expect(snapshot.exists()).toBe(false);
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

  it.each(customers)('%s cannot list guest orders', async (_who, persona) => {
    await seedOrder(null, hoursAgo(0.1));
    const guests = query(collection(suite.as(persona), 'orders'), where('ownerUid', '==', null));
    await assertFails(getDocs(guests));
  });

  it.each(shopStaff)('%s lists guest orders', async (_who, persona) => {
    await seedOrder(null, hoursAgo(0.1));
    await seedOrder(shopper.uid, hoursAgo(0.1));
    const guests = query(collection(suite.as(persona), 'orders'), where('ownerUid', '==', null));
    expect((await assertSucceeds(getDocs(guests))).size).toBe(1);
  });

  it.each(shopStaff)(
    '%s lists every order, the shoppers’ and the guests’',
    async (_who, persona) => {
      await seedOrder(shopper.uid, hoursAgo(1));
      await seedOrder(otherShopper.uid, hoursAgo(1));
      await seedOrder(null, hoursAgo(0.1));
      expect((await assertSucceeds(getDocs(collection(suite.as(persona), 'orders')))).size).toBe(3);
    },
  );
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

  it.each(shopStaff)(
    '%s cannot change or remove a shopper’s order: only the staff callables move it',
    async (_who, persona) => {
      const id = await seedOrder(shopper.uid, hoursAgo(0.1));
      const order = doc(suite.as(persona), 'orders', id);
      await assertFails(updateDoc(order, { status: 'paid' }));
      await assertFails(deleteDoc(order));
    },
  );
});

describe('an order’s returns', () => {
  /** A return the return callables wrote under the shopper's order. */
  async function seedReturn(): Promise<{ orderId: string; returnId: string }> {
    const orderId = await seedOrder(shopper.uid, hoursAgo(48));
    const returnId = await newId();
    await suite.seed(`orders/${orderId}/returns/${returnId}`, {
      orderId,
      step: 'requested',
      open: true,
      requestedAt: hoursAgo(1),
    });
    return { orderId, returnId };
  }

  const openReturns = (persona: Persona) =>
    query(
      collectionGroup(suite.as(persona), 'returns'),
      where('open', '==', true),
      orderBy('requestedAt', 'desc'),
    );

  it.each(shopStaff)(
    '%s reads a return, and lists every open one for the Returns tab',
    async (_who, persona) => {
      const { orderId, returnId } = await seedReturn();
      await assertSucceeds(getDoc(doc(suite.as(persona), 'orders', orderId, 'returns', returnId)));
      const listed = await assertSucceeds(getDocs(openReturns(persona)));
      expect(listed.docs.map((found) => found.id)).toContain(returnId);
    },
  );

  it.each(customers)(
    '%s reads no return, not even of their own order: getOrder shows the shopper theirs',
    async (_who, persona) => {
      const { orderId, returnId } = await seedReturn();
      await assertFails(getDoc(doc(suite.as(persona), 'orders', orderId, 'returns', returnId)));
      await assertFails(getDocs(openReturns(persona)));
    },
  );

  it.each(everyone)(
    '%s cannot write a return: only the return callables do',
    async (_who, persona) => {
      const { orderId, returnId } = await seedReturn();
      const stored = doc(suite.as(persona), 'orders', orderId, 'returns', returnId);
      await assertFails(updateDoc(stored, { step: 'refunded' }));
      await assertFails(
        setDoc(doc(suite.as(persona), 'orders', orderId, 'returns', await newId()), {}),
      );
      await assertFails(deleteDoc(stored));
    },
  );
});
