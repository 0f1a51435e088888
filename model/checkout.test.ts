import { describe, expect, it } from 'vitest';
import { mpesaFields } from '@testing/fixtures/checkout-details';
import { counties } from './counties';
import { allowsCash } from './delivery';
import {
  checkoutSchema,
  deliveryDetailsSchema,
  emptyCheckoutFields,
  payAgainSchema,
  type CheckoutFields,
} from './checkout';

const guest = mpesaFields;

function errorsOf(fields: CheckoutFields): Record<string, string> {
  const result = checkoutSchema.safeParse(fields);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('checkout details', () => {
  it('stores both phones in E.164 and an empty e-mail as none', () => {
    expect(checkoutSchema.parse(guest)).toEqual({
      fullName: 'Wanjiku Kamau',
      phone: '+254712345678',
      email: null,
      county: 'Nairobi',
      town: 'Westlands',
      address: 'Mpaka Road, House 4',
      deliveryOption: 'nairobi-delivery',
      paymentMethod: 'mpesa',
      mpesaPhone: '+254712345678',
    });
  });

  it('asks for every required field of an empty form, each with its own message', () => {
    expect(Object.keys(errorsOf(emptyCheckoutFields)).sort()).toEqual(
      ['address', 'county', 'deliveryOption', 'fullName', 'mpesaPhone', 'phone', 'town'].sort(),
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

describe('the M-Pesa phone number', () => {
  it.each([
    ['0722 000 111', '+254722000111'],
    ['+254 110 123 456', '+254110123456'],
    ['254712345678', '+254712345678'],
    [' 0712-345-678 ', '+254712345678'],
  ])('accepts %j and stores it as %s', (typed, stored) => {
    expect(checkoutSchema.parse({ ...guest, mpesaPhone: typed }).mpesaPhone).toBe(stored);
  });

  it('may differ from the delivery phone: M-Pesa prompts the number given here', () => {
    const details = checkoutSchema.parse({ ...guest, mpesaPhone: '0722 000 111' });
    expect(details.phone).toBe('+254712345678');
    expect(details.mpesaPhone).toBe('+254722000111');
  });

  it.each(['0212 345 678', '12345', '+255712345678', 'my phone'])(
    'refuses %j as the Kenyan phone schema does',
    (typed) => {
      expect(errorsOf({ ...guest, mpesaPhone: typed }).mpesaPhone).toMatch(
        /^Enter a Kenyan mobile number, e.g. 0712 345 678/,
      );
    },
  );

  it('is required with M-Pesa', () => {
    expect(errorsOf({ ...guest, mpesaPhone: '  ' }).mpesaPhone).toBe(
      'Enter the phone number M-Pesa should send the payment prompt to.',
    );
  });

  it('is not asked for, nor kept, with cash on delivery', () => {
    const details = checkoutSchema.parse({
      ...guest,
      paymentMethod: 'cash-on-delivery',
      mpesaPhone: 'half typed',
    });
    expect(details.mpesaPhone).toBeNull();
  });

  it('is what Try again checks after a failed payment', () => {
    expect(payAgainSchema.parse({ mpesaPhone: '0722 000 111' })).toEqual({
      mpesaPhone: '+254722000111',
    });
    expect(payAgainSchema.safeParse({ mpesaPhone: '0212 345 678' }).success).toBe(false);
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
    const cash = { ...guest, paymentMethod: 'cash-on-delivery', mpesaPhone: '' };
    expect(errorsOf({ ...cash, county: 'Kisumu', deliveryOption: 'courier-countrywide' })).toEqual({
      paymentMethod:
        'Cash on delivery is not available with courier to other counties: pay with M-Pesa, or choose another delivery.',
    });
    expect(errorsOf(cash)).toEqual({});
    expect(errorsOf({ ...cash, county: 'Kiambu', deliveryOption: 'pickup-cbd' })).toEqual({});
  });

  it('knows which delivery choices take cash', () => {
    expect(allowsCash('pickup-cbd')).toBe(true);
    expect(allowsCash('nairobi-delivery')).toBe(true);
    expect(allowsCash('courier-countrywide')).toBe(false);
    expect(allowsCash('drone')).toBe(false);
  });

  it('refuses a payment method the shop does not take', () => {
    expect(errorsOf({ ...guest, paymentMethod: 'card' }).paymentMethod).toBe('Choose how you pay.');
  });
});

describe('the delivery details alone (what the server checks)', () => {
  const delivery = Object.fromEntries(
    Object.entries(guest).filter(([field]) => field !== 'mpesaPhone'),
  );

  it('read every field but the M-Pesa phone, as the form stores them', () => {
    expect(deliveryDetailsSchema.parse({ ...delivery, mpesaPhone: 'anything' })).toEqual({
      fullName: 'Wanjiku Kamau',
      phone: '+254712345678',
      email: null,
      county: 'Nairobi',
      town: 'Westlands',
      address: 'Mpaka Road, House 4',
      deliveryOption: 'nairobi-delivery',
      paymentMethod: 'mpesa',
    });
  });

  it('refuse what the form refuses about delivery and cash', () => {
    const result = deliveryDetailsSchema.safeParse({
      ...delivery,
      county: 'Kisumu',
      deliveryOption: 'courier-countrywide',
      paymentMethod: 'cash-on-delivery',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['paymentMethod']);
    expect(
      deliveryDetailsSchema.safeParse({ ...delivery, county: 'Mombasa' }).error?.issues[0]?.path,
    ).toEqual(['deliveryOption']);
  });
});
