import { z } from '@model/zod';
import { optionalKenyanPhone } from '@model/kenyan-phone';
import { fitsIn, minContactMessage, reaches, textLength, textLimits } from '@model/limits';

export const messageMinLength = minContactMessage;
export const messageMaxLength = textLimits.message;

const thousands = new Intl.NumberFormat('en-KE');

/** "N of 2,000 characters", the count shown under the message, counted as the rules count. */
export function messageCount(message: string): string {
  return `${thousands.format(textLength(message))} of ${thousands.format(messageMaxLength)} characters`;
}

/**
 * Characters no plain e-mail address has: whitespace, `?` and `&` (which would add fields to a
 * `mailto:` link staff answer from) and control characters.
 */
const notInPlainEmail = /[\s?&\p{Cc}]/u;
export const plainEmailMessage =
  'Enter a plain e-mail address like name@example.com, without spaces, ? or &.';

/** The contact form; limits as firestore.rules checks them on `messages`. */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name.')
    .refine(fitsIn(textLimits.personName), 'Keep your name under 120 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address, so we can answer you.')
    .refine(fitsIn(textLimits.email), 'This e-mail address is too long.')
    .refine((value) => !notInPlainEmail.test(value), { error: plainEmailMessage, abort: true })
    .pipe(z.email('Enter an e-mail address like name@example.com.')),
  phone: optionalKenyanPhone,
  message: z
    .string()
    .trim()
    .min(1, 'Write your message.')
    .refine(
      reaches(messageMinLength),
      `Write at least ${messageMinLength} characters, so we can help.`,
    )
    .refine(
      fitsIn(messageMaxLength),
      `Keep your message to ${thousands.format(messageMaxLength)} characters or fewer.`,
    ),
});

export type ContactFields = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
