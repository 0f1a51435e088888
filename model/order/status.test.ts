import { describe, expect, it } from 'vitest';
import {
  afterAction,
  allowedActions,
  allows,
  canMoveStatus,
  fulfilmentSteps,
  orderStatuses,
  orderStep,
  orderStepLabel,
  readFulfilment,
  readOrderStatus,
  type OrderPosition,
} from './status';

const position = (
  status: OrderPosition['status'],
  fulfilment: OrderPosition['fulfilment'] = 'unfulfilled',
): OrderPosition => ({ status, fulfilment });

describe('reading a stored order', () => {
  it('knows every status and step of the vocabulary', () => {
    for (const status of orderStatuses) expect(readOrderStatus(status)).toBe(status);
    for (const step of fulfilmentSteps) expect(readFulfilment(step)).toBe(step);
  });

  it('reads anything else as unknown, never as another status', () => {
    for (const value of ['confirmed', 'PAID', '', null, 3, {}]) {
      expect(readOrderStatus(value)).toBe('unknown');
    }
    expect(readOrderStatus(undefined)).toBe('unknown');
    expect(readFulfilment('shipped')).toBe('unknown');
    expect(readFulfilment(null)).toBe('unknown');
  });

  it('reads an order stored before fulfilment was kept as unfulfilled', () => {
    expect(readFulfilment(undefined)).toBe('unfulfilled');
  });
});

describe('the moves of the money', () => {
  it('lets a payment succeed, fail, expire or be cancelled while awaited', () => {
    for (const to of ['paid', 'payment-failed', 'expired', 'cancelled'] as const) {
      expect(canMoveStatus('awaiting-payment', to)).toBe(true);
    }
    expect(canMoveStatus('awaiting-payment', 'refunded')).toBe(false);
  });

  it('lets a failed payment be tried again or turned to cash', () => {
    expect(canMoveStatus('payment-failed', 'awaiting-payment')).toBe(true);
    expect(canMoveStatus('payment-failed', 'pending')).toBe(true);
  });

  it('lets a prompt that may never have reached the phone be sent again, or cash take over', () => {
    expect(canMoveStatus('awaiting-payment', 'awaiting-payment')).toBe(true);
    expect(canMoveStatus('awaiting-payment', 'pending')).toBe(true);
  });

  it('gives back money that came for an expired, failed or cancelled order, and only that', () => {
    for (const from of ['expired', 'payment-failed', 'cancelled', 'paid'] as const) {
      expect(canMoveStatus(from, 'refunded')).toBe(true);
    }
    for (const to of orderStatuses.filter((status) => status !== 'refunded')) {
      expect(canMoveStatus('expired', to)).toBe(false);
    }
  });

  it('ends a refunded order for good, and moves nothing unknown', () => {
    for (const to of orderStatuses) {
      expect(canMoveStatus('refunded', to)).toBe(false);
      expect(canMoveStatus('unknown', to)).toBe(false);
    }
  });
});

describe('what staff may do to an order', () => {
  it('packs, dispatches and delivers a paid order, one step after another', () => {
    expect(allowedActions(position('paid'))).toEqual(['pack', 'cancel']);
    expect(allowedActions(position('paid', 'packed'))).toEqual(['dispatch', 'cancel']);
    expect(allowedActions(position('paid', 'dispatched'))).toEqual(['deliver']);
    expect(allowedActions(position('paid', 'delivered'))).toEqual([]);
  });

  it('has a cash order confirmed with the shopper before it is packed', () => {
    expect(allowedActions(position('pending'))).toEqual(['confirm', 'cancel']);
    expect(allows(position('pending'), 'pack')).toBe(false);
    expect(afterAction(position('pending'), 'confirm')).toEqual({
      status: 'pending',
      fulfilment: 'unfulfilled',
    });
    expect(allowedActions({ ...position('pending'), confirmed: true })).toEqual(['pack', 'cancel']);
    for (const status of ['paid', 'awaiting-payment', 'cancelled'] as const) {
      expect(allows(position(status), 'confirm')).toBe(false);
    }
    expect(allows({ ...position('pending'), confirmed: true }, 'confirm')).toBe(false);
  });

  it('shows a shopper a cash order to be confirmed, then confirmed', () => {
    expect(orderStepLabel(position('pending'))).toBe('To be confirmed');
    expect(orderStepLabel({ ...position('pending'), confirmed: true })).toBe('Confirmed');
  });

  it('lets a cash order never confirmed expire', () => {
    expect(canMoveStatus('pending', 'expired')).toBe(true);
  });

  it('sends out a confirmed cash order before it is paid, and it is paid on delivery', () => {
    expect(afterAction(position('pending', 'dispatched'), 'deliver')).toEqual({
      status: 'paid',
      fulfilment: 'delivered',
    });
    expect(afterAction(position('paid', 'dispatched'), 'deliver')).toEqual({
      status: 'paid',
      fulfilment: 'delivered',
    });
  });

  it('packs nothing that is not paid or cash', () => {
    for (const status of ['awaiting-payment', 'payment-failed', 'expired', 'cancelled'] as const) {
      expect(allows(position(status), 'pack')).toBe(false);
    }
  });

  it('cancels until the parcel is dispatched, and never an order already over', () => {
    expect(afterAction(position('awaiting-payment'), 'cancel')).toEqual({
      status: 'cancelled',
      fulfilment: 'unfulfilled',
    });
    expect(allows(position('paid', 'packed'), 'cancel')).toBe(true);
    expect(allows(position('paid', 'dispatched'), 'cancel')).toBe(false);
    expect(allows(position('expired'), 'cancel')).toBe(false);
    expect(allows(position('cancelled'), 'cancel')).toBe(false);
    expect(afterAction(position('paid', 'delivered'), 'cancel')).toBeNull();
  });

  it('allows nothing on an order it cannot read', () => {
    expect(allowedActions(position('unknown'))).toEqual([]);
    expect(allowedActions(position('paid', 'unknown'))).toEqual([]);
  });
});

describe('the step a shopper reads', () => {
  it.each([
    [position('awaiting-payment'), 'Awaiting payment'],
    [position('paid'), 'Paid'],
    [position('payment-failed'), 'Payment failed'],
    [position('pending'), 'To be confirmed'],
    [position('pending', 'packed'), 'Packed'],
    [position('paid', 'dispatched'), 'Dispatched'],
    [position('paid', 'delivered'), 'Delivered'],
    [position('cancelled', 'packed'), 'Cancelled'],
    [position('expired'), 'Expired'],
    [position('refunded', 'delivered'), 'Refunded'],
    [position('unknown'), 'Status unknown'],
    [position('paid', 'unknown'), 'Status unknown'],
  ])('%o reads %s', (order, label) => {
    expect(orderStepLabel(order)).toBe(label);
  });

  it('names a cash order that is not yet confirmed apart from a paid one', () => {
    expect(orderStep(position('pending'))).toBe('to-be-confirmed');
  });
});
