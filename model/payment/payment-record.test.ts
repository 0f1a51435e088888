import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { paymentRecordSchema } from './payment-record';

/** The server's own timestamps, as the strict reading is given them. */
class ServerTime {
  constructor(readonly iso: string) {}
}

const payment = paymentRecordSchema(z.instanceof(ServerTime));

const pending = {
  orderId: 'Ord3r',
  attempt: 1,
  phone: '254712345678',
  amount: 5300,
  state: 'pending',
  resultCode: null,
  resultDesc: null,
  receipt: null,
  callback: null,
  requestedAt: new ServerTime('2026-03-01T09:30:00Z'),
  settledAt: null,
  queries: 0,
  nextQueryAt: new ServerTime('2026-03-01T09:30:15Z'),
  disputeQueries: 0,
  refundDue: false,
  refundReason: null,
  refundState: null,
};

describe('a payment record as the server reads it', () => {
  it('reads a push and its callback', () => {
    const callback = {
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      receipt: 'QK12ABC3DE',
      amount: 5300,
      payerPhone: '254712345678',
      raw: '{}',
      at: new ServerTime('2026-03-01T09:31:00Z'),
    };
    expect(payment.parse({ ...pending, callback })).toEqual({ ...pending, callback });
  });

  it('reads an older record’s missing fields by their defaults', () => {
    const older = {
      ...pending,
      attempt: undefined,
      disputeQueries: undefined,
      refundState: undefined,
    };
    expect(payment.parse(older)).toMatchObject({
      attempt: 0,
      disputeQueries: 0,
      refundState: null,
    });
  });

  it('leaves alone a record it does not understand', () => {
    expect(payment.safeParse({ ...pending, state: 'lost' }).success).toBe(false);
    expect(payment.safeParse({ ...pending, amount: '5300' }).success).toBe(false);
    expect(payment.safeParse({ ...pending, requestedAt: '2026-03-01T09:30:00Z' }).success).toBe(
      false,
    );
    expect(payment.safeParse({ ...pending, callback: { resultCode: 0 } }).success).toBe(false);
  });
});
