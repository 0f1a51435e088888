import type { Timestamp } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../src/core/refusal';
import { shopBusyMessage } from '@model/order/refusals';
import { placeOrderCall } from '../../src/orders/order-callables';
import {
  callerAddress,
  callerKey,
  countCall,
  rateLimitsCollection,
  tooManyCalls,
} from '../../src/limits/rate-limit';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop } from '../mpesa/harness';
import { cashDetails, line, request, scarf } from '../orders/order-fixtures';

const db = emulatorFirestore('demo-functions-rate-limit');

const guest = { uid: null, ip: '197.232.1.10' };
const minute = 60_000;
/** 06:00:00 UTC on a day, the start of a minute's window. */
const startOfMinute = new Date('2025-03-01T06:00:00Z');
const at = (ms: number) => new Date(startOfMinute.getTime() + ms);

async function counters() {
  const found = await db.collection(rateLimitsCollection).get();
  return found.docs.map((doc) => ({
    id: doc.id,
    count: doc.get('count') as number,
    expiresAt: doc.get('expiresAt') as Timestamp,
  }));
}

describe('the caller key', () => {
  it('is a hash: the counters hold no address or uid in the clear', () => {
    const key = callerKey(guest);
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    expect(key).toBe(
      createHash('sha256').update('ip:197.232.1.10', 'utf8').digest('hex').slice(0, 40),
    );
    expect(key).not.toContain('197');
  });

  it('names a signed-in caller by uid wherever they call from', () => {
    const shopper = (ip: string) => callerKey({ uid: 'shopper-uid', ip });
    expect(shopper('197.232.1.10')).toBe(shopper('41.90.7.7'));
    expect(shopper('197.232.1.10')).not.toBe(callerKey(guest));
  });

  it('keeps a uid and an address that read alike apart', () => {
    expect(callerKey({ uid: '41.90.7.7', ip: null })).not.toBe(
      callerKey({ uid: null, ip: '41.90.7.7' }),
    );
  });

  it('counts callers of no known address together', () => {
    expect(callerKey({ uid: null, ip: null })).toBe(callerKey({ uid: null, ip: null }));
    expect(callerKey({ uid: null, ip: null })).not.toBe(callerKey(guest));
  });
});

describe('counting calls', () => {
  it('lets the minute’s allowance through, then refuses with resource-exhausted', async () => {
    for (let call = 0; call < 3; call++) await countCall(db, guest, 3, at(call * 1000));
    const refusal = countCall(db, guest, 3, at(5000));
    await expect(refusal).rejects.toBeInstanceOf(Refusal);
    await expect(countCall(db, guest, 3, at(6000))).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: tooManyCalls,
    });
  });

  it('keeps one counter per caller and minute, which expires after it', async () => {
    await countCall(db, guest, 10, at(0));
    await countCall(db, guest, 10, at(59_999));
    const window = startOfMinute.getTime() / minute;
    const [counter, ...others] = await counters();
    expect(others).toEqual([]);
    expect(counter?.id).toBe(`${callerKey(guest)}-${window}`);
    expect(counter?.count).toBe(2);
    expect(counter?.expiresAt.toMillis()).toBe(startOfMinute.getTime() + 2 * minute);
  });

  it('starts afresh when the minute rolls over', async () => {
    await countCall(db, guest, 1, at(59_999));
    await expect(countCall(db, guest, 1, at(59_999))).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    await countCall(db, guest, 1, at(minute));
    expect(await counters()).toHaveLength(2);
  });

  it('counts each caller alone: one refused leaves the others their allowance', async () => {
    await countCall(db, guest, 1, at(0));
    await expect(countCall(db, guest, 1, at(0))).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    await countCall(db, { uid: null, ip: '41.90.7.7' }, 1, at(0));
    await countCall(db, { uid: 'shopper-uid', ip: guest.ip }, 1, at(0));
  });

  it('answers a burst from one address at once, letting no more than the allowance through', async () => {
    // Shoppers behind a mobile network's shared address call together: every call is answered,
    // none aborted by contention on the one counter.
    const burst = await Promise.allSettled(
      Array.from({ length: 60 }, () => countCall(db, guest, 40, at(0))),
    );
    const refused = burst.flatMap((call) => (call.status === 'rejected' ? [call.reason] : []));
    for (const reason of refused) expect(reason).toMatchObject({ code: 'resource-exhausted' });
    expect(burst.length - refused.length).toBeLessThanOrEqual(40);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    expect((await counters())[0]?.count).toBe(60);
  });
});

describe('who is calling', () => {
  it('is the address Google’s front end appended, never the caller’s own claim', () => {
    const forwarded = (header: string | string[], ip = '6.6.6.6') =>
      callerAddress({ ip, headers: { 'x-forwarded-for': header } });
    expect(forwarded('6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(forwarded('1.1.1.1,2.2.2.2 ,  203.0.113.9 ')).toBe('203.0.113.9');
    expect(forwarded(['6.6.6.6', '203.0.113.9'])).toBe('203.0.113.9');
    expect(forwarded('203.0.113.9')).toBe('203.0.113.9');
    // Without the header, the connection's own address.
    expect(callerAddress({ ip: '197.232.1.10', headers: {} })).toBe('197.232.1.10');
    expect(callerAddress(undefined)).toBeNull();
  });
});

describe('placing orders from one address that claims to be many', () => {
  const shop = createShop(db);

  it('is throttled like any one address: a forged X-Forwarded-For changes nothing', async () => {
    shop.reset();
    await db
      .collection('products')
      .doc('scarf')
      .set({ ...scarf, stock: 100 });
    const call = (claimed: number) =>
      placeOrderCall(shop.context({ callsPerMinute: 20 }), {
        data: request([line({ id: 'scarf', unitPrice: scarf.price })], {
          ...cashDetails,
          phone: `0711 000 ${100 + claimed}`,
        }),
        rawRequest: {
          ip: `6.6.6.${claimed}`,
          headers: { 'x-forwarded-for': `6.6.6.${claimed}, 203.0.113.9` },
        },
      });
    const answers = [];
    for (let claimed = 0; claimed < 25; claimed++) {
      answers.push(
        await call(claimed).then(
          () => null,
          (error: unknown) => error,
        ),
      );
    }
    const refused = answers.filter((answer) => answer !== null);
    expect(refused).toHaveLength(5);
    for (const refusal of refused) {
      expect(refusal).toMatchObject({ code: 'resource-exhausted', message: tooManyCalls });
    }
  }, 60_000);

  it('meets the shop-wide ceiling, however many callers there are', async () => {
    shop.reset();
    await db
      .collection('products')
      .doc('scarf')
      .set({ ...scarf, stock: 100 });
    const call = (caller: number) =>
      placeOrderCall(shop.context({ shopCallsPerMinute: 4 }), {
        data: request([line({ id: 'scarf', unitPrice: scarf.price })], {
          ...cashDetails,
          phone: `0711 000 ${100 + caller}`,
        }),
        rawRequest: { headers: { 'x-forwarded-for': `41.90.7.${caller}` } },
      });
    for (let caller = 0; caller < 4; caller++) await call(caller);
    await expect(call(5)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: shopBusyMessage,
    });
  }, 60_000);
});
