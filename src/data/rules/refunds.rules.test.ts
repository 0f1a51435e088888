/**
 * Refunds (`refunds/{paymentId}`) in firestore.rules: money that came in and goes back, written by
 * the server alone. Staff and the owner read them, one by one and as the back office queries them
 * (the Refunds tab's open refunds, an order's refunds); nobody else does, the shopper whose money
 * it is included, nor a member the owner removed; and nobody, staff included, writes one from a
 * browser: they act through the refund callables, which record who.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { refundsCollection } from '@model/payment/refunds';
import { customers, everyone, hoursAgo, rulesSuite, shopStaff } from './personas';
import { orderIdOf } from '@testing/fixtures/order-ids';

const suite = rulesSuite();

const orderId = orderIdOf(1);
const paymentId = 'ws_CO_030320250900001';

/** A refund as the server writes it: due for a paid order that was cancelled. */
const due = {
  paymentId,
  orderId,
  amount: 12500,
  receipt: 'SGH0000001',
  payerPhone: '254712345678',
  reason: 'The order was cancelled after it was paid.',
  state: 'due',
  open: true,
  failure: null,
  reversal: null,
  refunded: null,
};

beforeEach(async () => {
  await suite.seed(`${refundsCollection}/${paymentId}`, {
    ...due,
    createdAt: hoursAgo(2),
    updatedAt: hoursAgo(2),
  });
});

const refund = (firestore: Firestore) => doc(firestore, refundsCollection, paymentId);
const openRefunds = (firestore: Firestore) =>
  query(
    collection(firestore, refundsCollection),
    where('open', '==', true),
    orderBy('createdAt', 'desc'),
  );
const orderRefunds = (firestore: Firestore) =>
  query(
    collection(firestore, refundsCollection),
    where('orderId', '==', orderId),
    orderBy('createdAt', 'desc'),
  );

/** What the back office reads of refunds, each as a request on a Firestore. */
const staffReads: Array<[string, (firestore: Firestore) => Promise<unknown>]> = [
  ['read a refund by its payment', (firestore) => getDoc(refund(firestore))],
  ['list the open refunds', (firestore) => getDocs(openRefunds(firestore))],
  ['count the open refunds', (firestore) => getCountFromServer(openRefunds(firestore))],
  ['list an order’s refunds', (firestore) => getDocs(orderRefunds(firestore))],
];

describe('refunds: staff read them to give the money back', () => {
  it.each(shopStaff)('%s reads a refund by its payment', async (_who, persona) => {
    const snapshot = await assertSucceeds(getDoc(refund(suite.as(persona))));
    expect(snapshot.get('amount')).toBe(12500);
  });

  it.each(shopStaff)('%s lists the open refunds, newest first', async (_who, persona) => {
    expect((await assertSucceeds(getDocs(openRefunds(suite.as(persona))))).size).toBe(1);
  });

  it.each(shopStaff)('%s counts the open refunds', async (_who, persona) => {
    const counted = await assertSucceeds(getCountFromServer(openRefunds(suite.as(persona))));
    expect(counted.data().count).toBe(1);
  });

  it.each(shopStaff)('%s lists an order’s refunds', async (_who, persona) => {
    expect((await assertSucceeds(getDocs(orderRefunds(suite.as(persona))))).size).toBe(1);
  });

  describe.each(customers)('%s', (_who, persona) => {
    it.each(staffReads)('cannot %s, the shopper who paid included', async (_read, read) => {
      await assertFails(read(suite.as(persona)));
    });
  });

  describe('a member the owner removed, whose token still carries the claim', () => {
    it.each(staffReads)('cannot %s', async (_read, read) => {
      await assertFails(
        read(suite.signedInWith('removed-uid', { email: 'ex@example.com', role: 'staff' })),
      );
    });
  });
});

describe('refunds: only the server writes them', () => {
  it.each(everyone)('%s cannot record a refund', async (_who, persona) => {
    const forged = doc(suite.as(persona), refundsCollection, 'ws_CO_forged');
    await assertFails(
      setDoc(forged, {
        ...due,
        paymentId: 'ws_CO_forged',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it.each(everyone)('%s cannot mark a refund refunded', async (_who, persona) => {
    await assertFails(
      updateDoc(refund(suite.as(persona)), {
        state: 'refunded',
        open: false,
        refunded: {
          method: 'by-hand',
          reference: 'Cash at the shop',
          by: null,
          at: serverTimestamp(),
        },
      }),
    );
  });

  it.each(everyone)('%s cannot change the amount or remove a refund', async (_who, persona) => {
    await assertFails(updateDoc(refund(suite.as(persona)), { amount: 99_000 }));
    await assertFails(deleteDoc(refund(suite.as(persona))));
  });
});
