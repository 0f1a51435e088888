/**
 * Who the back office's callables answer: a caller with the `role` claim staff or owner AND a
 * team record (`staffMembers/{uid}`), as firestore.rules asks for reads; the team's only the
 * owner. Everyone else is refused `permission-denied` before anything is read for them or
 * written, whatever they send.
 */
import type { Auth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addStaffCall,
  adjustStockCall,
  markRepliedCall,
  removeStaffCall,
} from '../../src/staff/staff-callables';
import {
  cancelOrderCall,
  confirmOrderCall,
  deliverOrderCall,
  dispatchOrderCall,
  packOrderCall,
} from '../../src/staff/order-steps';
import { listPaymentsCall } from '../../src/mpesa/mpesa-callables';
import { exportOrdersCall, exportPaymentsCall } from '../../src/exports/export-callables';
import { ownerExportsOnly } from '../../src/exports/export-access';
import { getDashboardCall } from '../../src/dashboard/get-dashboard';
import { markRefundedCall, refundByMpesaCall } from '../../src/refunds/refund-callables';
import { type Call } from '../../src/core/call';
import { ownerOnly, staffOnly } from '../../src/staff/staff-member';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, placed } from '../mpesa/harness';
import { cashDetails, jeans, line } from '../orders/order-fixtures';
import { asStaff, itRefusesAnyoneButTheTeam, seedTeam, type StaffCallable } from './staff-fixtures';

const db = emulatorFirestore('demo-functions-staff-claims');
const shop = createShop(db);

/** The team's callables must refuse before they ask Firebase Auth anything. */
const untouchedAuth = new Proxy({} as Auth, {
  get: (_target, name) => {
    throw new Error(`Auth.${String(name)} was used before the caller was checked`);
  },
});
const teamContext = () => ({ db, now: shop.now, auth: untouchedAuth });

let orderId = '';

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await db.collection('products').doc('jeans').set(jeans);
  await db
    .collection('messages')
    .doc('message-1')
    .set({
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: null,
      message: 'Do you have the linen dress in size 12?',
      createdAt: Timestamp.fromDate(shop.now()),
    });
  orderId = placed(
    await shop.place([line({ id: 'jeans', size: '30', colour: 'Black' })], cashDetails),
  ).id;
});

/** Every back-office callable, with a request it would otherwise act on. */
const callables: StaffCallable[] = [
  [
    'confirmOrder',
    (call) => confirmOrderCall(shop.context(), call({ orderId, action: 'confirm' })),
  ],
  ['packOrder', (call) => packOrderCall(shop.context(), call({ orderId, action: 'pack' }))],
  [
    'dispatchOrder',
    (call) =>
      dispatchOrderCall(shop.context(), call({ orderId, action: 'dispatch', courier: 'G4S' })),
  ],
  [
    'deliverOrder',
    (call) => deliverOrderCall(shop.context(), call({ orderId, action: 'deliver' })),
  ],
  [
    'cancelOrder',
    (call) => cancelOrderCall(shop.context(), call({ orderId, action: 'cancel', reason: 'No.' })),
  ],
  [
    'adjustStock',
    (call) =>
      adjustStockCall(
        { db },
        call({ productId: 'jeans', variant: '32|Black', change: -3, reason: 'Stolen' }),
      ),
  ],
  ['markReplied', (call) => markRepliedCall({ db }, call({ kind: 'message', id: 'message-1' }))],
  ['refundByMpesa', (call) => refundByMpesaCall(shop.context(), call({ paymentId: 'ws_CO_owed' }))],
  [
    'markRefunded',
    (call) =>
      markRefundedCall(shop.context(), call({ paymentId: 'ws_CO_owed', reference: 'SBX1' })),
  ],
  ['listPayments', (call) => listPaymentsCall({ db }, call({ day: '2025-03-01', cursor: null }))],
  [
    'exportOrders',
    (call) => exportOrdersCall({ db }, call({ from: '2025-03-01', to: '2025-03-31' })),
  ],
  [
    'exportPayments',
    (call) => exportPaymentsCall({ db }, call({ from: '2025-03-01', to: '2025-03-31' })),
  ],
  ['getDashboard', (call) => getDashboardCall({ db }, call({}))],
  ['addStaff', (call) => addStaffCall(teamContext(), call({ email: 'shopper@example.com' }))],
  ['removeStaff', (call) => removeStaffCall(teamContext(), call({ uid: 'staff-uid' }))],
];

/** The owner's alone, with what each tells staff. */
const ownersOnly = new Map([
  ['addStaff', ownerOnly],
  ['removeStaff', ownerOnly],
  ['exportOrders', ownerExportsOnly],
  ['exportPayments', ownerExportsOnly],
]);

/** Everything a refused call could have touched. */
async function footprint() {
  const read = async (collection: string, id: string) =>
    (await db.collection(collection).doc(id).get()).data();
  const count = async (path: string) => (await db.collection(path).count().get()).data().count;
  return {
    order: await read('orders', orderId),
    events: await count(`orders/${orderId}/events`),
    jeans: await read('products', 'jeans'),
    movements: await count('stockMovements'),
    message: await read('messages', 'message-1'),
    refunds: await count('refunds'),
    reversals: shop.standIn.control.reversals().length,
    team: (await db.collection('staffMembers').get()).docs.map((doc) => [doc.id, doc.data()]),
    users: (await db.collection('Users').get()).docs.map((doc) => [doc.id, doc.data()]),
    texts: shop.texts().length,
  };
}

/** Calls `name` as `who` and expects permission-denied with `message`, nothing changed. */
async function expectRefused(
  run: StaffCallable[1],
  who: (data: unknown) => Call,
  message = staffOnly,
) {
  const before = await footprint();
  const refusal = await run(who).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(HttpsError);
  expect(refusal).toMatchObject({ code: 'permission-denied', message });
  expect(await footprint()).toEqual(before);
}

describe('the back office refuses anyone but staff on the team', () => {
  itRefusesAnyoneButTheTeam(
    db,
    callables,
    expectRefused,
    (name) => ownersOnly.get(name) ?? staffOnly,
  );

  it.each(callables.filter(([name]) => ownersOnly.has(name)))(
    '%s refuses staff: it is the owner’s alone',
    async (name, run) => {
      await expectRefused(run, asStaff, ownersOnly.get(name));
    },
  );

  it('lets staff on the team take a step and change stock', async () => {
    await expect(
      confirmOrderCall(shop.context(), asStaff({ orderId, action: 'confirm' })),
    ).resolves.toEqual({ status: 'pending', fulfilment: 'unfulfilled' });
    const [, pack] = callables[1]!;
    await expect(pack(asStaff)).resolves.toEqual({ status: 'pending', fulfilment: 'packed' });
    const [, adjust] = callables[5]!;
    await expect(adjust(asStaff)).resolves.toMatchObject({ stock: 1 });
  });
});
