import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, paymentsOf, placed, stored, unitsOf } from '../mpesa/harness';
import { jeans, line } from '../orders/order-fixtures';
import { sweep } from '../../src/mpesa/sweep';

const db = emulatorFirestore('demo-functions-money-smoke');
const shop = createShop(db);
beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('jeans').set(jeans);
});

const twoJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 });

describe('smoke', () => {
  it('pays', async () => {
    const order = placed(await shop.place([twoJeans]));
    expect(order.status).toBe('awaiting-payment');
    expect((await unitsOf(db, 'jeans')).stock).toBe(3);
    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded']);
    expect((await stored(db, order.id)).status).toBe('paid');
    const [payment] = await paymentsOf(db, order.id);
    expect(payment).toMatchObject({ state: 'paid', receipt: expect.any(String) });
  });

  it('fails and gives back', async () => {
    shop.mpesa('wrong-pin');
    const order = placed(await shop.place([twoJeans]));
    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded']);
    expect(await stored(db, order.id)).toMatchObject({
      status: 'payment-failed',
      stockHeld: false,
    });
    expect((await unitsOf(db, 'jeans')).stock).toBe(5);
    const moves = await db.collection('stockMovements').get();
    expect(moves.docs.map((d) => [d.get('reason'), d.get('change')]).sort()).toEqual([
      ['order-placed', -2],
      ['payment-failed', 2],
    ]);
  });

  it('settles by sweep and expires', async () => {
    shop.mpesa('no-callback');
    const paid = placed(await shop.place([twoJeans]));
    shop.answerPrompts();
    shop.advance(61_000);
    const report = await sweep(shop.context());
    expect(report.queried).toEqual({ recorded: 1 });
    expect((await stored(db, paid.id)).status).toBe('paid');

    shop.mpesa('busy');
    const refused = placed(await shop.place([line({ id: 'jeans', size: '30', colour: 'Black' })]));
    expect(refused).toMatchObject({ status: 'payment-failed', payment: { failure: 'busy' } });
    shop.advance(31 * 60_000);
    expect((await sweep(shop.context())).expired).toBe(1);
    expect((await stored(db, refused.id)).status).toBe('expired');
    expect((await unitsOf(db, 'jeans')).stock).toBe(3);
  });
});
