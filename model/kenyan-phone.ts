import { z } from './zod';

/**
 * Kenyan mobile numbers as shoppers type them: `0712 345 678`, `0110-123-456`, `+254 712 345 678`,
 * `254712345678` or `712345678`; spaces, dashes, dots and brackets are ignored. Mobile numbers
 * start with 7 or 1 after the country code (Safaricom, Airtel, Telkom and the newer 01x ranges).
 */
export function normaliseKenyanPhone(text: string): string | null {
  const compact = text.trim().replace(/[\s\-.()]/g, '');
  const match = /^(?:\+254|254|0)?([71]\d{8})$/.exec(compact);
  return match ? `+254${match[1]}` : null;
}

export const kenyanPhoneMessage =
  'Enter a Kenyan mobile number, e.g. 0712 345 678 or +254 712 345 678';

/** A required Kenyan mobile number, answered in E.164 (`+2547…` or `+2541…`). */
export const kenyanPhone = z
  .string()
  .trim()
  .min(1, 'Enter your phone number')
  .refine((value) => normaliseKenyanPhone(value) !== null, kenyanPhoneMessage)
  .transform((value) => normaliseKenyanPhone(value) ?? value);

/** An optional Kenyan mobile number: empty means none (null). */
export const optionalKenyanPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || normaliseKenyanPhone(value) !== null, kenyanPhoneMessage)
  .transform((value) => (value === '' ? null : normaliseKenyanPhone(value)));
