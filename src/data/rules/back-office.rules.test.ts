/**
 * The back office (/staff) in firestore.rules: staff and the owner, by the custom claim `role` the
 * server gives them, read every order and its history, the stock ledger and (the owner alone) the
 * team; nobody, staff included, writes any of it from a browser: each move goes through the staff
 * callables. Reading orders, messages and enquiries by id and whole is proven with each
 * collection (orders, messages and wholesale-enquiries.rules.test.ts); here are the back office's
 * queries and its own collections, the writes it might be tempted to make, and tokens whose role
 * claim is forged.
 */
import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getCountFromServer,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogSeed } from '../../../mocks/backend/fixtures/products';
import type { OrderQueue } from '@model/order/queue';
import type { FulfilmentStep, OrderStatus } from '@model/order/status';
import { checkoutOrder, contactMessage, wholesaleEnquiry } from './documents';
import { accounts, customers, everyone, hoursAgo, rulesSuite, shopStaff, some } from './personas';
import { baraka } from '@testing/fixtures/staff';
import { orderIdOf } from '@testing/fixtures/order-ids';

const suite = rulesSuite();
const { shopper, staff, owner } = accounts;

const orderId = orderIdOf(1);

/** Where an order stands, as every server write that moves it stores it. */
interface Position {
  status: OrderStatus;
  fulfilment: FulfilmentStep;
  queue: OrderQueue;
}

const toPack: Position = { status: 'paid', fulfilment: 'unfulfilled', queue: 'to-pack' };

/** The shopper's order as the order functions store it, in this position. */
function seedOrder(position: Position = toPack): Promise<void> {
  return suite.seed(`orders/${orderId}`, {
    ...checkoutOrder({ ownerUid: shopper.uid }),
    ...position,
    createdAt: hoursAgo(2),
  });
}

/** The order's history as the server records it: placed and paid by the shop, packed by staff. */
async function seedHistory(): Promise<void> {
  const events = [
    { id: 'placed', by: null, status: 'awaiting-payment', at: hoursAgo(2) },
    { id: 'paid', by: null, status: 'paid', at: hoursAgo(1.9) },
    { id: 'packed', by: baraka, status: 'paid', at: hoursAgo(1) },
  ];
  for (const { id, ...event } of events) {
    await suite.seed(`orders/${orderId}/events/${id}`, {
      type: id,
      ...event,
      fulfilment: id === 'packed' ? 'packed' : 'unfulfilled',
      details: {},
    });
  }
}

const events = (firestore: Firestore) => collection(firestore, 'orders', orderId, 'events');

/** One stock ledger entry per product, as the stock ledger (functions/src/stock) writes it. */
const seededCatalog = catalogSeed();
const [product] = seededCatalog.products!;
const movement = {
  productId: product!.id,
  variant: null,
  size: null,
  colour: null,
  change: -2,
  reason: 'order-placed',
  orderId,
};

async function seedLedger(): Promise<void> {
  await suite.seed('stockMovements/taken', { ...movement, at: hoursAgo(2) });
  await suite.seed('stockMovements/other-product', {
    ...movement,
    productId: 'another-product',
    at: hoursAgo(1),
  });
}

/** The team as the owner's callables record it. */
async function seedTeam(): Promise<void> {
  for (const member of [staff, owner]) {
    await suite.seed(`staffMembers/${member.uid}`, {
      email: member.email,
      role: member.role,
      addedAt: hoursAgo(72),
    });
  }
}

/** A contact message and a wholesale enquiry, sent two days ago: past their senders' hour. */
async function seedInbox(): Promise<void> {
  await suite.seed('messages/old', { ...contactMessage(), createdAt: hoursAgo(48) });
  await suite.seed('wholesaleEnquiries/old', { ...wholesaleEnquiry(), createdAt: hoursAgo(48) });
}

describe('the back office’s order queries', () => {
  const { phone } = checkoutOrder().delivery;

  beforeEach(async () => {
    await seedOrder();
    await suite.seed('orders/Mt1ndoGuestOrder0001', {
      ...checkoutOrder(),
      status: 'awaiting-payment',
      fulfilment: 'unfulfilled',
      queue: 'awaiting-payment',
      createdAt: hoursAgo(1),
    });
  });

  const queueTab = (firestore: Firestore) =>
    query(
      collection(firestore, 'orders'),
      where('queue', '==', 'to-pack'),
      orderBy('createdAt', 'desc'),
      limit(20),
    );
  const byPhone = (firestore: Firestore) =>
    query(collection(firestore, 'orders'), where('delivery.phone', '==', phone));

  it.each(shopStaff)('%s pages through a queue, newest first', async (_who, persona) => {
    expect((await assertSucceeds(getDocs(queueTab(suite.as(persona))))).size).toBe(1);
  });

  it.each(shopStaff)('%s counts the orders waiting in a queue', async (_who, persona) => {
    const counted = await assertSucceeds(getCountFromServer(queueTab(suite.as(persona))));
    expect(counted.data().count).toBe(1);
  });

  it.each(shopStaff)('%s finds a customer’s orders by their phone', async (_who, persona) => {
    expect((await assertSucceeds(getDocs(byPhone(suite.as(persona))))).size).toBe(2);
  });

  it.each(customers)(
    '%s cannot page through a queue, count it or find orders by phone, the shopper included',
    async (_who, persona) => {
      const firestore = suite.as(persona);
      await assertFails(getDocs(queueTab(firestore)));
      await assertFails(getCountFromServer(queueTab(firestore)));
      await assertFails(getDocs(byPhone(firestore)));
    },
  );
});

describe('moving an order: only the staff callables do, which check the move and record it', () => {
  const forgedMoves: Array<[string, Position, Record<string, unknown>]> = [
    [
      'mark an order paid',
      { status: 'awaiting-payment', fulfilment: 'unfulfilled', queue: 'awaiting-payment' },
      { status: 'paid', queue: 'to-pack' },
    ],
    ['cancel an order', toPack, { status: 'cancelled', queue: 'cancelled' }],
    ['refund an order', toPack, { status: 'refunded', queue: 'closed' }],
    ['pack an order', toPack, { fulfilment: 'packed', queue: 'packed' }],
    [
      'dispatch an order',
      { ...toPack, fulfilment: 'packed', queue: 'packed' },
      { fulfilment: 'dispatched', queue: 'dispatched' },
    ],
    ['skip an order to delivered', toPack, { fulfilment: 'delivered', queue: 'delivered' }],
    ['move an order to another queue', toPack, { queue: 'delivered' }],
  ];

  describe.each(forgedMoves)('no one may %s from a browser', (_move, from, change) => {
    it.each(everyone)('%s is refused', async (_who, persona) => {
      await seedOrder(from);
      await assertFails(updateDoc(doc(suite.as(persona), 'orders', orderId), change));
    });
  });

  it.each(shopStaff)(
    '%s cannot move an order and record its event in one batch, as the callables do',
    async (_who, persona) => {
      await seedOrder();
      const firestore = suite.as(persona);
      const batch = writeBatch(firestore);
      batch.update(doc(firestore, 'orders', orderId), { fulfilment: 'packed', queue: 'packed' });
      batch.set(doc(events(firestore), 'packed'), {
        type: 'packed',
        at: serverTimestamp(),
        by: baraka,
        status: 'paid',
        fulfilment: 'packed',
        details: {},
      });
      await assertFails(batch.commit());
    },
  );

  it.each(shopStaff)('%s cannot place an order for a shopper', async (_who, persona) => {
    const order = { ...checkoutOrder({ ownerUid: shopper.uid }), ...toPack };
    await assertFails(setDoc(doc(suite.as(persona), 'orders', 'Mt1ndoPhoneOrder0001'), order));
  });

  it.each(shopStaff)('%s cannot remove an order', async (_who, persona) => {
    await seedOrder();
    await assertFails(deleteDoc(doc(suite.as(persona), 'orders', orderId)));
  });
});

describe('an order’s history (orders/{id}/events)', () => {
  beforeEach(async () => {
    await seedOrder({ ...toPack, fulfilment: 'packed', queue: 'packed' });
    await seedHistory();
  });

  it.each(shopStaff)('%s reads an event by its id', async (_who, persona) => {
    const snapshot = await assertSucceeds(getDoc(doc(events(suite.as(persona)), 'packed')));
    expect(snapshot.get('by')).toEqual(baraka);
  });

  it.each(shopStaff)('%s lists an order’s history, oldest first', async (_who, persona) => {
    const history = query(events(suite.as(persona)), orderBy('at'));
    const snapshot = await assertSucceeds(getDocs(history));
    expect(snapshot.docs.map((event) => event.id)).toEqual(['placed', 'paid', 'packed']);
  });

  it.each(customers)(
    '%s cannot read an event, the shopper of the order included: it names the staff',
    async (_who, persona) => {
      await assertFails(getDoc(doc(events(suite.as(persona)), 'packed')));
    },
  );

  it.each(customers)(
    '%s cannot list an order’s history, the shopper of the order included',
    async (_who, persona) => {
      await assertFails(getDocs(events(suite.as(persona))));
    },
  );

  it.each(everyone)(
    '%s cannot read histories across orders (a collection-group query): no rule opens one',
    async (_who, persona) => {
      await assertFails(getDocs(collectionGroup(suite.as(persona), 'events')));
    },
  );

  it.each(everyone)('%s cannot record an event', async (_who, persona) => {
    const forged = doc(events(suite.as(persona)), 'delivered');
    await assertFails(
      setDoc(forged, {
        type: 'delivered',
        at: serverTimestamp(),
        by: baraka,
        status: 'paid',
        fulfilment: 'delivered',
        details: {},
      }),
    );
  });

  it.each(everyone)('%s cannot change or remove an event', async (_who, persona) => {
    const packed = doc(events(suite.as(persona)), 'packed');
    await assertFails(updateDoc(packed, { by: { uid: owner.uid, name: 'Amina Hassan' } }));
    await assertFails(deleteDoc(packed));
  });
});

/** A product's History as the product callables record it: created, then hidden by staff. */
const productEvents = (firestore: Firestore) =>
  collection(firestore, 'products', product!.id, 'events');

async function seedProductHistory(): Promise<void> {
  await suite.seed(`products/${product!.id}`, product!.data);
  await suite.seed(`products/${product!.id}/events/created`, {
    kind: 'created',
    at: hoursAgo(3),
    by: baraka,
    changes: { productName: { from: null, to: 'Ankara Wrap Dress' } },
  });
  await suite.seed(`products/${product!.id}/events/hidden`, {
    kind: 'hidden',
    at: hoursAgo(1),
    by: baraka,
    changes: { hidden: { from: false, to: true } },
  });
}

describe('a product’s History (products/{id}/events)', () => {
  beforeEach(seedProductHistory);

  it.each(shopStaff)('%s reads an event by its id', async (_who, persona) => {
    const snapshot = await assertSucceeds(getDoc(doc(productEvents(suite.as(persona)), 'hidden')));
    expect(snapshot.get('by')).toEqual(baraka);
  });

  it.each(shopStaff)('%s lists a product’s History, newest first', async (_who, persona) => {
    const history = query(productEvents(suite.as(persona)), orderBy('at', 'desc'), limit(50));
    const snapshot = await assertSucceeds(getDocs(history));
    expect(snapshot.docs.map((event) => event.id)).toEqual(['hidden', 'created']);
  });

  it.each(customers)(
    '%s cannot read or list it, though the product is public: it names the staff',
    async (_who, persona) => {
      const firestore = suite.as(persona);
      await assertSucceeds(getDoc(doc(firestore, 'products', product!.id)));
      await assertFails(getDoc(doc(productEvents(firestore), 'hidden')));
      await assertFails(getDocs(productEvents(firestore)));
    },
  );

  it.each(everyone)('%s cannot record an event', async (_who, persona) => {
    await assertFails(
      setDoc(doc(productEvents(suite.as(persona)), 'shown'), {
        kind: 'shown',
        at: serverTimestamp(),
        by: baraka,
        changes: { hidden: { from: true, to: false } },
      }),
    );
  });

  it.each(everyone)('%s cannot change or remove an event', async (_who, persona) => {
    const hidden = doc(productEvents(suite.as(persona)), 'hidden');
    await assertFails(updateDoc(hidden, { by: { uid: owner.uid, name: 'Amina Hassan' } }));
    await assertFails(deleteDoc(hidden));
  });

  it.each(shopStaff)(
    '%s cannot hide a product and record it from a browser: the product and its event at once',
    async (_who, persona) => {
      const firestore = suite.as(persona);
      const batch = writeBatch(firestore);
      batch.update(doc(firestore, 'products', product!.id), { hidden: true });
      batch.set(doc(productEvents(firestore), 'forged'), {
        kind: 'hidden',
        at: serverTimestamp(),
        by: baraka,
        changes: { hidden: { from: false, to: true } },
      });
      await assertFails(batch.commit());
    },
  );
});

describe.each(['messages', 'wholesaleEnquiries'])(
  'answering the inbox (%s): a reply is recorded by the staff callables',
  (collectionId) => {
    beforeEach(seedInbox);

    it.each(everyone)('%s cannot mark one replied from a browser', async (_who, persona) => {
      const answered = doc(suite.as(persona), collectionId, 'old');
      await assertFails(
        updateDoc(answered, {
          status: 'replied',
          repliedAt: serverTimestamp(),
          repliedBy: staff.uid,
        }),
      );
    });

    it.each(everyone)(
      '%s cannot mark one replied by writing it again with its status',
      async (_who, persona) => {
        const answered = doc(suite.as(persona), collectionId, 'old');
        await assertFails(setDoc(answered, { status: 'replied' }, { merge: true }));
      },
    );
  },
);

describe('the stock ledger (stockMovements)', () => {
  beforeEach(seedLedger);

  it.each(shopStaff)('%s reads a movement by its id', async (_who, persona) => {
    const snapshot = await assertSucceeds(
      getDoc(doc(suite.as(persona), 'stockMovements', 'taken')),
    );
    expect(snapshot.get('change')).toBe(-2);
  });

  it.each(shopStaff)('%s lists a product’s stock history, newest first', async (_who, persona) => {
    const history = query(
      collection(suite.as(persona), 'stockMovements'),
      where('productId', '==', product!.id),
      orderBy('at', 'desc'),
    );
    expect((await assertSucceeds(getDocs(history))).size).toBe(1);
  });

  it.each(customers)('%s cannot read a movement', async (_who, persona) => {
    await assertFails(getDoc(doc(suite.as(persona), 'stockMovements', 'taken')));
  });

  it.each(customers)(
    '%s cannot list the ledger, or a product’s part of it',
    async (_who, persona) => {
      const ledger = collection(suite.as(persona), 'stockMovements');
      await assertFails(getDocs(ledger));
      await assertFails(getDocs(query(ledger, where('productId', '==', product!.id))));
    },
  );

  it.each(everyone)('%s cannot record a movement', async (_who, persona) => {
    const received = { ...movement, change: 10, reason: 'received', at: serverTimestamp() };
    await assertFails(setDoc(doc(suite.as(persona), 'stockMovements', 'forged'), received));
  });

  it.each(everyone)('%s cannot change or remove a movement', async (_who, persona) => {
    const taken = doc(suite.as(persona), 'stockMovements', 'taken');
    await assertFails(updateDoc(taken, { change: -1 }));
    await assertFails(deleteDoc(taken));
  });
});

describe('the team (staffMembers): the owner’s alone to read', () => {
  beforeEach(seedTeam);

  it('the owner reads a member by their uid', async () => {
    const snapshot = await assertSucceeds(
      getDoc(doc(suite.as('owner'), 'staffMembers', staff.uid)),
    );
    expect(snapshot.get('role')).toBe('staff');
  });

  it('the owner lists the team', async () => {
    expect(
      (await assertSucceeds(getDocs(collection(suite.as('owner'), 'staffMembers')))).size,
    ).toBe(2);
  });

  it.each(some('anonymous', 'shopper', 'otherShopper', 'staff', 'newcomer'))(
    '%s cannot read a member, a member of staff their own record included',
    async (_who, persona) => {
      await assertFails(getDoc(doc(suite.as(persona), 'staffMembers', staff.uid)));
    },
  );

  it.each(some('anonymous', 'shopper', 'otherShopper', 'staff', 'newcomer'))(
    '%s cannot list the team',
    async (_who, persona) => {
      await assertFails(getDocs(collection(suite.as(persona), 'staffMembers')));
    },
  );

  it.each(everyone)(
    '%s cannot add a member, the owner included: they add one through the staff callables',
    async (_who, persona) => {
      const added = doc(suite.as(persona), 'staffMembers', shopper.uid);
      await assertFails(
        setDoc(added, { email: shopper.email, role: 'staff', addedAt: serverTimestamp() }),
      );
    },
  );

  it.each(everyone)('%s cannot change a member’s role', async (_who, persona) => {
    const member = doc(suite.as(persona), 'staffMembers', staff.uid);
    await assertFails(updateDoc(member, { role: 'owner' }));
  });

  it.each(everyone)('%s cannot remove a member', async (_who, persona) => {
    await assertFails(deleteDoc(doc(suite.as(persona), 'staffMembers', staff.uid)));
  });
});

describe('stock from the back office: staff change products only through the server', () => {
  const card = seededCatalog.productCards!.find((written) => written.id === product!.id)!;

  beforeEach(async () => {
    await suite.seed(`products/${product!.id}`, product!.data);
    await suite.seed(`productCards/${card.id}`, card.data);
  });

  it.each(shopStaff)('%s cannot receive units into a product', async (_who, persona) => {
    const received = doc(suite.as(persona), 'products', product!.id);
    await assertFails(updateDoc(received, { stock: increment(10) }));
  });

  it.each(shopStaff)(
    '%s cannot adjust stock as the server does: the product, its card and a ledger entry at once',
    async (_who, persona) => {
      const firestore = suite.as(persona);
      const batch = writeBatch(firestore);
      batch.update(doc(firestore, 'products', product!.id), { stock: increment(10) });
      batch.update(doc(firestore, 'productCards', card.id), { stock: increment(10) });
      batch.set(doc(firestore, 'stockMovements', 'received'), {
        ...movement,
        change: 10,
        reason: 'received',
        orderId: null,
        at: serverTimestamp(),
      });
      await assertFails(batch.commit());
    },
  );
});

/** What the back office reads, each as a request on a Firestore. */
const staffReads: Array<[string, (firestore: Firestore) => Promise<unknown>]> = [
  ['read a shopper’s order', (firestore) => getDoc(doc(firestore, 'orders', orderId))],
  ['list every order', (firestore) => getDocs(collection(firestore, 'orders'))],
  ['read an order’s history', (firestore) => getDocs(events(firestore))],
  ['read a message past its hour', (firestore) => getDoc(doc(firestore, 'messages', 'old'))],
  ['list the messages', (firestore) => getDocs(collection(firestore, 'messages'))],
  [
    'read an enquiry past its hour',
    (firestore) => getDoc(doc(firestore, 'wholesaleEnquiries', 'old')),
  ],
  ['list the enquiries', (firestore) => getDocs(collection(firestore, 'wholesaleEnquiries'))],
  ['list the stock ledger', (firestore) => getDocs(collection(firestore, 'stockMovements'))],
  ['read a product’s History', (firestore) => getDocs(productEvents(firestore))],
];
const listTheTeam = (firestore: Firestore) => getDocs(collection(firestore, 'staffMembers'));

/**
 * Tokens that say staff or owner in some way other than the claim the server gives: a role
 * misspelt, another value, another claim, or a seeded member's account without its claim (taken
 * away; their Users record still says staff, which proves nothing).
 */
const impostor = { uid: 'impostor-uid', email: 'impostor@example.com' };
const forgedTokens: Array<[string, string, TokenOptions]> = [
  ['role admin', impostor.uid, { email: impostor.email, role: 'admin' }],
  ['role Staff', impostor.uid, { email: impostor.email, role: 'Staff' }],
  ['role OWNER', impostor.uid, { email: impostor.email, role: 'OWNER' }],
  ['role "owner " (a trailing space)', impostor.uid, { email: impostor.email, role: 'owner ' }],
  ['role as a list of both', impostor.uid, { email: impostor.email, role: ['staff', 'owner'] }],
  ['admin, staff and owner flags', impostor.uid, { admin: true, staff: true, owner: true }],
  ['roles: [owner] (another claim)', impostor.uid, { email: impostor.email, roles: ['owner'] }],
  ['the staff account without its claim', staff.uid, { email: staff.email }],
  ['the owner’s account without its claim', owner.uid, { email: owner.email }],
  // Removed from the team: the claim outlives the record for up to an hour, until the token ends.
  [
    'the claim but no team record (removed)',
    'removed-uid',
    { email: 'ex@example.com', role: 'staff' },
  ],
  ['the owner claim but no team record', 'removed-owner-uid', { role: 'owner' }],
];

describe('the role claim: exactly staff or owner, as the server gives it', () => {
  beforeEach(async () => {
    await seedOrder();
    await seedHistory();
    await seedInbox();
    await seedLedger();
    await seedTeam();
    await seedProductHistory();
  });

  it.each(staffReads)(
    'a member of staff and the owner may %s with the claim the server gives',
    async (_read, read) => {
      await assertSucceeds(read(suite.as('staff')));
      await assertSucceeds(read(suite.as('owner')));
    },
  );

  describe.each(forgedTokens)('a token with %s', (_token, uid, claims) => {
    it.each(staffReads)('cannot %s', async (_read, read) => {
      await assertFails(read(suite.signedInWith(uid, claims)));
    });

    it('cannot list the team', async () => {
      await assertFails(listTheTeam(suite.signedInWith(uid, claims)));
    });
  });
});
