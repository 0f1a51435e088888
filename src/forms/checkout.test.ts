import { describe, expect, it } from 'vitest';
import { counties } from '../settings/counties';
import { checkoutSchema, emptyCheckoutFields, type CheckoutFields } from './checkout';

const guest: CheckoutFields = {
  fullName: 'Wanjiku Kamau',
  phone: '0712 345 678',
  email: '',
  county: 'Nairobi',
  town: 'Westlands',
  address: 'Mpaka Road, House 4',
  deliveryOption: 'nairobi-delivery',
  paymentMethod: 'mpesa',
  mpesaCode: 'sgh7k2lq9p',
};

function errorsOf(fields: CheckoutFields): Record<string, string> {
  const result = checkoutSchema.safeParse(fields);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('checkout details', () => {
  it('stores the phone in E.164, the M-Pesa code upper-cased and an empty e-mail as none', () => {
    expect(checkoutSchema.parse(guest)).toEqual({
      fullName: 'Wanjiku Kamau',
      phone: '+254712345678',
      email: null,
      county: 'Nairobi',
      town: 'Westlands',
      address: 'Mpaka Road, House 4',
      deliveryOption: 'nairobi-delivery',
      paymentMethod: 'mpesa',
      mpesaCode: 'SGH7K2LQ9P',
    });
  });

  it('asks for every required field of an empty form, each with its own message', () => {
    expect(Object.keys(errorsOf(emptyCheckoutFields)).sort()).toEqual(
      ['address', 'county', 'deliveryOption', 'fullName', 'mpesaCode', 'phone', 'town'].sort(),
    );
  });

  it('refuses a phone number that is not a Kenyan mobile number', () => {
    expect(errorsOf({ ...guest, phone: '0212 345 678' }).phone).toMatch(/Kenyan mobile number/);
  });

  it('keeps a valid e-mail and refuses a malformed one', () => {
    expect(checkoutSchema.parse({ ...guest, email: ' jane@mail.co.ke ' }).email).toBe(
      'jane@mail.co.ke',
    );
    expect(errorsOf({ ...guest, email: 'jane@' }).email).toMatch(/name@example.com/);
  });
});

describe('the M-Pesa code', () => {
  it.each(['SGH7K2LQ9P', 'sgh7k2lq9p', 'SgH7k2Lq9P', '  QWERTY1234  ', '1234567890', 'ABCDEFGHIJ'])(
    'accepts %j and stores it upper-cased',
    (code) => {
      expect(checkoutSchema.parse({ ...guest, mpesaCode: code }).mpesaCode).toBe(
        code.trim().toUpperCase(),
      );
    },
  );

  it.each(['SGH7K2LQ9', 'SGH7K2LQ9PX', 'SGH7K-LQ9P', 'SGH7K 2LQ9', 'SGH7K2LQ9!', 'ŠGH7K2LQ9P'])(
    'refuses %j with the shape it should have',
    (code) => {
      expect(errorsOf({ ...guest, mpesaCode: code }).mpesaCode).toBe(
        'The M-Pesa code is 10 letters and digits, e.g. SGH7K2LQ9P.',
      );
    },
  );

  it('is required with M-Pesa', () => {
    expect(errorsOf({ ...guest, mpesaCode: '  ' }).mpesaCode).toBe(
      'Enter the M-Pesa code from your confirmation SMS.',
    );
  });

  it('is not asked for, nor stored, with cash on delivery', () => {
    const details = checkoutSchema.parse({
      ...guest,
      paymentMethod: 'cash-on-delivery',
      mpesaCode: 'half typed',
    });
    expect(details.mpesaCode).toBeNull();
  });
});

describe('county and delivery', () => {
  it.each(counties)('accepts the county %s with courier delivery', (county) => {
    expect(
      checkoutSchema.safeParse({ ...guest, county, deliveryOption: 'courier-countrywide' }).success,
    ).toBe(true);
  });

  it.each(['', 'Nairobi City', 'nairobi', 'Kampala'])('refuses the county %j', (county) => {
    expect(errorsOf({ ...guest, county }).county).toBe('Choose your county.');
  });

  it('refuses Nairobi delivery to Mombasa with a word why', () => {
    expect(errorsOf({ ...guest, county: 'Mombasa' })).toEqual({
      deliveryOption:
        'Delivery within Nairobi is only for Nairobi county. Choose another delivery for Mombasa.',
    });
  });

  it('refuses a delivery choice the shop does not offer', () => {
    expect(errorsOf({ ...guest, deliveryOption: 'drone' }).deliveryOption).toBe(
      'Choose how your order reaches you.',
    );
  });

  it('refuses cash on delivery for the courier, and allows it for Nairobi delivery and pick-up', () => {
    const cash = { ...guest, paymentMethod: 'cash-on-delivery', mpesaCode: '' };
    expect(errorsOf({ ...cash, county: 'Kisumu', deliveryOption: 'courier-countrywide' })).toEqual({
      paymentMethod:
        'Cash on delivery is not available with courier to other counties: pay with M-Pesa, or choose another delivery.',
    });
    expect(errorsOf(cash)).toEqual({});
    expect(errorsOf({ ...cash, county: 'Kiambu', deliveryOption: 'pickup-cbd' })).toEqual({});
  });

  it('refuses a payment method the shop does not take', () => {
    expect(errorsOf({ ...guest, paymentMethod: 'card' }).paymentMethod).toBe('Choose how you pay.');
  });
});
