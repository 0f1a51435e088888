// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  keptOrders,
  orderAccessKey,
  readOrderAccess,
  releaseCartHold,
  rememberOrderAccess,
  type OrderAccess,
} from './order-access-storage';

const access = (n: number, cartHeld = true): OrderAccess => ({
  orderId: `Order${String(n).padStart(15, '0')}`,
  accessToken: `token-${n}`.padEnd(43, 'x'),
  cartHeld,
});

/** A Storage whose every call fails as browsers fail them (Safari private mode, a full quota). */
function failingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

afterEach(() => localStorage.clear());

describe('order access kept on this device', () => {
  it('keeps an order’s token under orderAccess, newest first, and finds it by order id', () => {
    expect(rememberOrderAccess(access(1))).toBe(true);
    expect(rememberOrderAccess(access(2))).toBe(true);
    expect(JSON.parse(localStorage.getItem(orderAccessKey)!)).toEqual([access(2), access(1)]);
    expect(readOrderAccess(access(1).orderId)).toEqual(access(1));
    expect(readOrderAccess(access(3).orderId)).toBeNull();
  });

  it('keeps one entry per order: remembering it again moves it first', () => {
    rememberOrderAccess(access(1));
    rememberOrderAccess(access(2));
    rememberOrderAccess(access(1));
    expect(JSON.parse(localStorage.getItem(orderAccessKey)!)).toEqual([access(1), access(2)]);
  });

  it(`keeps the ${keptOrders} newest orders only`, () => {
    for (let n = 1; n <= keptOrders + 2; n += 1) rememberOrderAccess(access(n));
    const kept = JSON.parse(localStorage.getItem(orderAccessKey)!) as OrderAccess[];
    expect(kept).toHaveLength(keptOrders);
    expect(readOrderAccess(access(1).orderId)).toBeNull();
    expect(readOrderAccess(access(keptOrders + 2).orderId)).not.toBeNull();
  });

  it('notes when the cart no longer holds an order’s lines', () => {
    rememberOrderAccess(access(1));
    releaseCartHold(access(1).orderId);
    expect(readOrderAccess(access(1).orderId)?.cartHeld).toBe(false);
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"orderId":"x"}'],
    ['entries of the wrong shape', '[1, null, {"orderId": 5}]'],
    ['an id that is no checkout id', JSON.stringify([{ ...access(1), orderId: '../x' }])],
    ['a token too short', JSON.stringify([{ ...access(1), accessToken: 'short' }])],
  ])('drops what it cannot read (%s), and keeps working', (_case, stored) => {
    localStorage.setItem(orderAccessKey, stored);
    expect(readOrderAccess(access(1).orderId)).toBeNull();
    expect(rememberOrderAccess(access(2))).toBe(true);
    expect(JSON.parse(localStorage.getItem(orderAccessKey)!)).toEqual([access(2)]);
  });

  it('keeps good entries next to a bad one', () => {
    localStorage.setItem(orderAccessKey, JSON.stringify([{ nonsense: true }, access(1)]));
    expect(readOrderAccess(access(1).orderId)).toEqual(access(1));
  });

  it('never throws when storage is refused', () => {
    const refused = failingStorage();
    expect(rememberOrderAccess(access(1), refused)).toBe(false);
    expect(readOrderAccess(access(1).orderId, refused)).toBeNull();
    expect(() => releaseCartHold(access(1).orderId, refused)).not.toThrow();
  });
});
