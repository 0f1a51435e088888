import { describe, expect, it } from 'vitest';
import { queueOf } from './queue';
import type { OrderPosition } from './status';

const at = (
  status: OrderPosition['status'],
  fulfilment: OrderPosition['fulfilment'] = 'unfulfilled',
) => queueOf({ status, fulfilment });

describe('the queue an order waits in for staff', () => {
  it('puts cash orders staff have not confirmed in To confirm', () => {
    expect(at('pending')).toBe('to-confirm');
  });

  it('puts paid orders and confirmed cash orders not yet packed in To pack', () => {
    expect(at('paid')).toBe('to-pack');
    expect(queueOf({ status: 'pending', fulfilment: 'unfulfilled', confirmed: true })).toBe(
      'to-pack',
    );
  });

  it('follows the parcel once it moves', () => {
    expect(at('paid', 'packed')).toBe('packed');
    expect(at('pending', 'dispatched')).toBe('dispatched');
    expect(at('paid', 'delivered')).toBe('delivered');
  });

  it('keeps awaiting payment and cancelled apart, and closes orders that ended unpaid', () => {
    expect(at('awaiting-payment')).toBe('awaiting-payment');
    expect(at('cancelled', 'packed')).toBe('cancelled');
    expect(at('payment-failed')).toBe('closed');
    expect(at('expired')).toBe('closed');
    expect(at('refunded', 'delivered')).toBe('closed');
  });

  it('has no queue for an order it cannot read', () => {
    expect(at('unknown')).toBeNull();
    expect(at('paid', 'unknown')).toBeNull();
  });
});
