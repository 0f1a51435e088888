import { z } from './zod';
import { counties } from './counties';
import { deliveryOptionById, deliveryOptionIds, servesCounty } from './delivery';
import { kenyanPhone, kenyanPhoneMessage, normaliseKenyanPhone } from './kenyan-phone';
import { fitsIn, textLimits } from './limits';

const required = (message: string, max: number, tooLong: string) =>
  z.string().trim().min(1, message).refine(fitsIn(max), tooLong);

const deliveryFields = {
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
};

/** Refinements run even while other fields are wrong, so every error shows at once. */
const evenWithOtherErrors = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};

/** A delivery that reaches the county, and cash only where the delivery takes it. */
function checkDeliveryAndCash(
  fields: { county: string; deliveryOption: string; paymentMethod: string },
  context: z.RefinementCtx,
) {
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
}

/**
 * Who receives the order, where, and how they pay: every checkout field but the M-Pesa phone,
 * checked as the form checks them. The server reads an order's details with it.
 */
export const deliveryDetailsSchema = z
  .object(deliveryFields)
  .superRefine(checkDeliveryAndCash, evenWithOtherErrors);

export const mpesaPhoneMissing = 'Enter the phone number M-Pesa should send the payment prompt to.';

/** The number M-Pesa prompts for the PIN: a Kenyan mobile, answered in E.164. */
export const mpesaPhoneSchema = z
  .string()
  .trim()
  .min(1, mpesaPhoneMissing)
  .refine((value) => normaliseKenyanPhone(value) !== null, kenyanPhoneMessage)
  .transform((value) => normaliseKenyanPhone(value) ?? value);

/**
 * The checkout form: the delivery details and, with M-Pesa, the number to prompt. The server
 * parses the same fields with it. Every field is a string as typed; the output is what an order
 * is made of: the phones in E.164, an empty e-mail as null, the M-Pesa phone only with M-Pesa.
 */
export const checkoutSchema = z
  .object({ ...deliveryFields, mpesaPhone: z.string() })
  .superRefine((fields, context) => {
    checkDeliveryAndCash(fields, context);
    if (fields.paymentMethod !== 'mpesa') return;
    const phone = mpesaPhoneSchema.safeParse(fields.mpesaPhone);
    if (!phone.success) {
      context.addIssue({
        code: 'custom',
        path: ['mpesaPhone'],
        message: phone.error.issues[0]?.message ?? kenyanPhoneMessage,
      });
    }
  }, evenWithOtherErrors)
  .transform(({ mpesaPhone, paymentMethod, ...details }) => ({
    ...details,
    paymentMethod,
    mpesaPhone: paymentMethod === 'mpesa' ? (normaliseKenyanPhone(mpesaPhone) ?? null) : null,
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
  mpesaPhone: '',
};

/** Try again after a failed M-Pesa payment: the number to prompt, as typed. */
export const payAgainSchema = z.object({ mpesaPhone: mpesaPhoneSchema });
export type PayAgainFields = z.input<typeof payAgainSchema>;
