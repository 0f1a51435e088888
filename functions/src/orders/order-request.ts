/**
 * A placeOrder request read as the server trusts it: the contract's schema, then the details
 * with the checkout form's own schema (delivery, payment method and, for M-Pesa, `mpesaPhone`).
 */
import type { z } from 'zod';
import { checkoutSchema, type CheckoutDetails } from '@model/checkout';
import { placeOrderRequestSchema, type PlaceOrderRequest } from '@model/order/request';
import { Refusal } from '../core/refusal';

function described(error: z.ZodError): string {
  return error.issues
    .map(({ path, message }) => (path.length > 0 ? `${path.join('.')}: ${message}` : message))
    .join('; ');
}

export function readPlaceOrderRequest(input: unknown): PlaceOrderRequest {
  const parsed = placeOrderRequestSchema.safeParse(input);
  if (!parsed.success) {
    throw new Refusal(
      'invalid-argument',
      `This order request is malformed: ${described(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** The checkout details (phones in E.164), or a refusal naming every field to fix. */
export function readOrderDetails(fields: Readonly<Record<string, string>>): CheckoutDetails {
  // A cash order may leave the M-Pesa number out altogether.
  const parsed = checkoutSchema.safeParse({ mpesaPhone: '', ...fields });
  if (!parsed.success) {
    throw new Refusal('invalid-argument', `Check your details: ${described(parsed.error)}`);
  }
  return parsed.data;
}
