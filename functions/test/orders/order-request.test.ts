import { describe, expect, it } from 'vitest';
import { mpesaPhoneMissing } from '@model/checkout';
import { cashDetails, guestDetails, line, request } from './order-fixtures';
import { readOrderDetails, readPlaceOrderRequest } from '../../src/orders/order-request';

describe('reading a placeOrder request', () => {
  it('takes a request as the contract states it', () => {
    const sent = request([line({ id: 'p-0001', size: '32', colour: 'Black' })]);
    expect(readPlaceOrderRequest(sent)).toEqual(sent);
  });

  it.each([
    ['a short checkout id', { checkoutId: 'abc' }, /checkoutId: Not a checkout id/],
    ['a short token', { accessToken: 'short' }, /accessToken: Not an order access token/],
    ['no lines', { lines: [] }, /lines/],
    ['no request at all', null, /malformed/],
  ])('refuses %s, saying what is wrong', (_case, change, message) => {
    const sent = change === null ? null : { ...request([line({ id: 'p-0001' })]), ...change };
    expect(() => readPlaceOrderRequest(sent)).toThrow(message);
  });

  it('refuses a quantity of 0 or a price with three decimals', () => {
    expect(() => readPlaceOrderRequest(request([line({ id: 'p', quantity: 0 })]))).toThrow(
      /lines\.0\.quantity/,
    );
    expect(() => readPlaceOrderRequest(request([line({ id: 'p', unitPrice: '1.005' })]))).toThrow(
      /lines\.0\.unitPrice/,
    );
  });
});

function without(fields: Record<string, string>, left: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([field]) => field !== left));
}

describe('reading the checkout details', () => {
  it('reads them with the form’s schema: phones in E.164, the M-Pesa number kept', () => {
    expect(readOrderDetails(guestDetails)).toMatchObject({
      phone: '+254712345678',
      email: null,
      paymentMethod: 'mpesa',
      mpesaPhone: '+254722000111',
    });
  });

  it('asks M-Pesa orders for a Kenyan number to prompt, and no M-Pesa code', () => {
    expect(() => readOrderDetails(without(guestDetails, 'mpesaPhone'))).toThrow(
      `mpesaPhone: ${mpesaPhoneMissing}`,
    );
    expect(() => readOrderDetails({ ...guestDetails, mpesaCode: 'SGH7K2LQ9P' })).not.toThrow();
    expect(() => readOrderDetails({ ...guestDetails, mpesaPhone: '0212 345 678' })).toThrow(
      /mpesaPhone: Enter a Kenyan mobile number/,
    );
  });

  it('lets a cash order leave the M-Pesa number out', () => {
    expect(readOrderDetails(without(cashDetails, 'mpesaPhone'))).toMatchObject({
      paymentMethod: 'cash-on-delivery',
      mpesaPhone: null,
    });
  });

  it('refuses cash with the courier, as the form does', () => {
    const courier = { ...cashDetails, county: 'Kisumu', deliveryOption: 'courier-countrywide' };
    expect(() => readOrderDetails(courier)).toThrow(
      /paymentMethod: Cash on delivery is not available with courier/,
    );
  });

  it('names every field to fix at once', () => {
    expect(() => readOrderDetails({ ...guestDetails, fullName: ' ', county: 'Kampala' })).toThrow(
      /fullName: Enter your full name.*county: Choose your county/,
    );
  });
});
