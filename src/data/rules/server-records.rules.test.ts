import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { everyone, rulesSuite } from './personas';
import { orderIdOf } from '@testing/fixtures/order-ids';

const suite = rulesSuite();

/**
 * The server's own records (firestore.rules), each with a document as the functions write it in
 * its main fields: no persona reads, lists or writes any of them. The stock ledger, which staff
 * read, is proven with the back office (back-office.rules.test.ts).
 */
const records = {
  orderSecrets: { accessTokenHash: 'a'.repeat(64), push: { checkoutRequestId: 'ws_CO_1' } },
  payments: { orderId: orderIdOf(1), phone: '254712345678', amount: 2300 },
  mpesaCallbacks: { body: '{"Body":{}}', keyValid: false },
  receipts: { orderId: orderIdOf(1), checkoutRequestId: 'ws_CO_1' },
  rateLimits: { count: 3 },
  orderNumbers: { orderId: orderIdOf(1) },
  phoneLimits: { day: '2026-11-28', count: 4 },
  notifications: { orderId: orderIdOf(1), event: 'paid', state: 'queued' },
  offerCodes: { offerId: 'BlackFriday000000001' },
  // The receipt sequence (functions/src/receipts): a forged `last` would skip or repeat numbers.
  counters: { last: 41 },
  // The dashboard's day totals (functions/src/dashboard): a forged day would show false sales.
  dailyTotals: { placed: 3, paidOrders: 2, paid: 4600, refunded: 0, products: {}, sizes: {} },
} as const;

const cases = Object.entries(records) as Array<[keyof typeof records, Record<string, unknown>]>;

beforeEach(async () => {
  for (const [name, data] of cases) await suite.seed(`${name}/seeded`, data);
});

describe.each(cases)('the server’s %s', (name, data) => {
  it.each(everyone)('%s cannot read one', async (_who, persona) => {
    await assertFails(getDoc(doc(suite.as(persona), name, 'seeded')));
  });

  it.each(everyone)('%s cannot list them', async (_who, persona) => {
    await assertFails(getDocs(collection(suite.as(persona), name)));
  });

  it.each(everyone)('%s cannot write one', async (_who, persona) => {
    await assertFails(setDoc(doc(suite.as(persona), name, 'forged'), data));
  });

  it.each(everyone)('%s cannot change or remove one', async (_who, persona) => {
    await assertFails(updateDoc(doc(suite.as(persona), name, 'seeded'), { forged: true }));
    await assertFails(deleteDoc(doc(suite.as(persona), name, 'seeded')));
  });
});
