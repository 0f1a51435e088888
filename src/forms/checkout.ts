import { z } from 'zod';
import { counties } from '../settings/counties';
import { deliveryOptions, type DeliveryOption } from '../settings/shop-settings';
import { kenyanPhone } from './kenyan-phone';
import { fitsIn, textLimits } from './limits';

export type PaymentMethod = 'mpesa' | 'cash-on-delivery';
export type DeliveryOptionId = DeliveryOption['id'];

export function deliveryOptionById(id: string): DeliveryOption | undefined {
  return deliveryOptions.find((option) => option.id === id);
}

/** Whether a delivery choice reaches a county: null counties means every county. */
export function servesCounty(option: DeliveryOption, county: string): boolean {
  return option.counties === null || option.counties.includes(county);
}

/** The confirmation code of an M-Pesa SMS: 10 letters and digits, e.g. `SGH7K2LQ9P`. */
const mpesaCodePattern = /^[A-Za-z0-9]{10}$/;

const required = (message: string, max: number, tooLong: string) =>
  z.string().trim().min(1, message).refine(fitsIn(max), tooLong);

const deliveryOptionIds = deliveryOptions.map((option) => option.id) as [
  DeliveryOptionId,
  ...DeliveryOptionId[],
];

/**
 * The checkout form (issue 8). Every field is a string as typed; the output is what the order
 * stores: the phone in E.164, an empty e-mail as null, the M-Pesa code upper-cased (or null).
 */
export const checkoutSchema = z
  .object({
    fullName: required(
      'Enter your full name.',
      textLimits.personName,
      'Keep your name under 120 characters.',
    ),
    phone: kenyanPhone,
    email: z
      .string()
      .trim()
      .refine(fitsIn(textLimits.email), 'This e-mail address is too long.')
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'Enter an e-mail address like name@example.com, or leave it empty.',
      )
      .transform((value) => (value === '' ? null : value)),
    county: z.string().pipe(z.enum(counties, { error: 'Choose your county.' })),
    town: required(
      'Enter your town or area.',
      textLimits.town,
      'Keep the town or area under 80 characters.',
    ),
    address: required(
      'Enter the delivery address: building, street, or a landmark near you.',
      textLimits.address,
      'Keep the address under 200 characters.',
    ),
    deliveryOption: z
      .string()
      .pipe(z.enum(deliveryOptionIds, { error: 'Choose how your order reaches you.' })),
    paymentMethod: z
      .string()
      .pipe(z.enum(['mpesa', 'cash-on-delivery'], { error: 'Choose how you pay.' })),
    mpesaCode: z.string().trim(),
  })
  // Runs even while other fields are wrong, so every error shows at the first Place order.
  .superRefine(
    (fields, context) => {
      const option = deliveryOptionById(fields.deliveryOption);
      const knownCounty = (counties as readonly string[]).includes(fields.county);
      if (option && knownCounty && !servesCounty(option, fields.county)) {
        context.addIssue({
          code: 'custom',
          path: ['deliveryOption'],
          message: `${option.label} is only for ${option.counties?.join(', ')} county. Choose another delivery for ${fields.county}.`,
        });
      }
      if (option && fields.paymentMethod === 'cash-on-delivery' && !option.cashOnDelivery) {
        context.addIssue({
          code: 'custom',
          path: ['paymentMethod'],
          message: `Cash on delivery is not available with ${option.label.toLowerCase()}: pay with M-Pesa, or choose another delivery.`,
        });
      }
      const code = typeof fields.mpesaCode === 'string' ? fields.mpesaCode : '';
      if (fields.paymentMethod === 'mpesa' && code === '') {
        context.addIssue({
          code: 'custom',
          path: ['mpesaCode'],
          message: 'Enter the M-Pesa code from your confirmation SMS.',
        });
      } else if (fields.paymentMethod === 'mpesa' && !mpesaCodePattern.test(code)) {
        context.addIssue({
          code: 'custom',
          path: ['mpesaCode'],
          message: 'The M-Pesa code is 10 letters and digits, e.g. SGH7K2LQ9P.',
        });
      }
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  .transform(({ mpesaCode, paymentMethod, ...details }) => ({
    ...details,
    paymentMethod,
    mpesaCode: paymentMethod === 'mpesa' ? mpesaCode.toUpperCase() : null,
  }));

/** What the shopper types. */
export type CheckoutFields = z.input<typeof checkoutSchema>;
/** What an order is made of. */
export type CheckoutDetails = z.output<typeof checkoutSchema>;

export const emptyCheckoutFields: CheckoutFields = {
  fullName: '',
  phone: '',
  email: '',
  county: '',
  town: '',
  address: '',
  deliveryOption: '',
  paymentMethod: 'mpesa',
  mpesaCode: '',
};
