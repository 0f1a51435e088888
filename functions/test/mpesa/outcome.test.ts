import { describe, expect, it } from 'vitest';
import { outcomeOf, parseStkCallback } from '../../src/mpesa/outcome';

describe('outcomeOf', () => {
  it.each([
    [0, { paid: true }],
    [1, { paid: false, failure: 'insufficient-funds' }],
    [1032, { paid: false, failure: 'cancelled' }],
    [1037, { paid: false, failure: 'unreachable' }],
    [2001, { paid: false, failure: 'wrong-pin' }],
    [1019, { paid: false, failure: 'failed' }],
    [1025, { paid: false, failure: 'failed' }],
    [17, { paid: false, failure: 'failed' }],
    [9999, { paid: false, failure: 'failed' }],
  ])('reads ResultCode %i', (code, outcome) => {
    expect(outcomeOf(code)).toEqual(outcome);
  });
});

const paid = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1.0 },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20191219102115 },
          { Name: 'PhoneNumber', Value: 254708374149 },
        ],
      },
    },
  },
};

const cancelled = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 1032,
      ResultDesc: 'Request cancelled by user',
    },
  },
};

const withItems = (items: object[]) => ({
  Body: {
    stkCallback: { ...paid.Body.stkCallback, CallbackMetadata: { Item: items } },
  },
});

describe('parseStkCallback', () => {
  it("reads a success with Safaricom's metadata, a valueless item included", () => {
    expect(parseStkCallback(paid)).toEqual({
      ok: true,
      callback: {
        merchantRequestId: '29115-34620561-1',
        checkoutRequestId: 'ws_CO_191220191020363925',
        resultCode: 0,
        resultDesc: 'The service request is processed successfully.',
        payment: {
          amount: 1,
          receipt: 'NLJ7RT61SV',
          transactionDate: '20191219102115',
          phone: '254708374149',
        },
      },
    });
  });

  it('reads a failure, which has no metadata', () => {
    expect(parseStkCallback(cancelled)).toEqual({
      ok: true,
      callback: {
        merchantRequestId: '29115-34620561-1',
        checkoutRequestId: 'ws_CO_191220191020363925',
        resultCode: 1032,
        resultDesc: 'Request cancelled by user',
        payment: null,
      },
    });
  });

  it('reads a ResultCode sent as a string', () => {
    const asText = {
      Body: { stkCallback: { ...cancelled.Body.stkCallback, ResultCode: '1032' } },
    };
    const parsed = parseStkCallback(asText);
    expect(parsed.ok && parsed.callback.resultCode).toBe(1032);
  });

  it('reads an amount sent as a string', () => {
    const parsed = parseStkCallback(
      withItems([
        { Name: 'Amount', Value: '2300.00' },
        { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
      ]),
    );
    expect(parsed.ok && parsed.callback.payment).toEqual({
      amount: 2300,
      receipt: 'NLJ7RT61SV',
      transactionDate: null,
      phone: null,
    });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'Body'],
    ['an array', [paid]],
    ['no stkCallback', { Body: {} }],
    [
      'no CheckoutRequestID',
      { Body: { stkCallback: { ...cancelled.Body.stkCallback, CheckoutRequestID: undefined } } },
    ],
    [
      'an empty CheckoutRequestID',
      { Body: { stkCallback: { ...cancelled.Body.stkCallback, CheckoutRequestID: '' } } },
    ],
    [
      'a ResultCode in words',
      { Body: { stkCallback: { ...cancelled.Body.stkCallback, ResultCode: 'cancelled' } } },
    ],
    [
      'a negative ResultCode',
      { Body: { stkCallback: { ...cancelled.Body.stkCallback, ResultCode: -1 } } },
    ],
    [
      'a success without metadata',
      { Body: { stkCallback: { ...cancelled.Body.stkCallback, ResultCode: 0 } } },
    ],
    ['a success without a receipt', withItems([{ Name: 'Amount', Value: 1 }])],
    [
      'a success without an amount',
      withItems([{ Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' }]),
    ],
    [
      'a success with a zero amount',
      withItems([
        { Name: 'Amount', Value: 0 },
        { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
      ]),
    ],
    [
      'a success with a receipt of markup',
      withItems([
        { Name: 'Amount', Value: 1 },
        { Name: 'MpesaReceiptNumber', Value: '<b>x</b>' },
      ]),
    ],
    ['metadata items of the wrong shape', withItems([{ Name: 'Amount', Value: { nested: 1 } }])],
  ])('rejects %s', (_what, body) => {
    expect(parseStkCallback(body).ok).toBe(false);
  });
});
