import { describe, expect, it } from 'vitest';
import { orderLineRequestSchema, placeOrderRequestSchema } from '@model/order/request';
import { orderLineRequest, placeOrderRequest } from './request';
import { dress, mpesaFields, tokenOf } from '@testing/helpers/checkout-machine';
import type { CheckoutLine } from './types';
import { orderIdOf } from '@testing/fixtures/order-ids';

describe('what Place order sends', () => {
  it('is a request the functions accept: ids, lines and the form as typed', () => {
    const request = placeOrderRequest(
      { checkoutId: orderIdOf(1), accessToken: tokenOf(1) },
      [dress],
      mpesaFields,
    );
    expect(placeOrderRequestSchema.parse(request)).toEqual(request);
    expect(request.details).toEqual(mpesaFields);
  });

  it('sends a wholesale line as wholesale, at the price the shopper saw', () => {
    const jeans: CheckoutLine = {
      ...dress,
      price: '899.5',
      wholesale: { unitPrice: '899.5', minQty: 2 },
    };
    expect(orderLineRequest(jeans)).toMatchObject({ mode: 'wholesale', unitPrice: '899.50' });
    expect(orderLineRequest({ ...dress, price: '3500.00' }).unitPrice).toBe('3500');
  });

  it('sends a chosen size and colour trimmed, and none for anything else stored under them', () => {
    expect(orderLineRequest({ ...dress, size: ' M ', colour: 'Orange' })).toMatchObject({
      size: 'M',
      colour: 'Orange',
    });
    const stored = { ...dress, size: 42, colour: '  ' } as unknown as CheckoutLine;
    const line = orderLineRequest(stored);
    expect(line).toMatchObject({ size: null, colour: null });
    expect(orderLineRequestSchema.safeParse(line).success).toBe(true);
  });
});
