import { z } from '@model/zod';
import { fitsIn, textLimits } from '@model/limits';

/** The rules both forms share: rules firestore.rules holds too (names up to 80 characters). */
const email = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .refine(fitsIn(textLimits.email), 'This e-mail address is too long.')
  .pipe(z.email('Enter an e-mail address like name@example.com.'));

const name = (which: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${which}.`)
    .refine(fitsIn(textLimits.userName), `Keep your ${which} under 80 characters.`);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.'),
});

export type LoginFields = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

/** Signup: required fields, an e-mail, 8+ characters with a digit, matching twice. */
export const signupSchema = z
  .object({
    firstName: name('first name'),
    lastName: name('last name'),
    email,
    password: z
      .string()
      .min(1, 'Enter a password.')
      .min(8, 'Use at least 8 characters.')
      .max(128, 'Keep your password under 128 characters.')
      .regex(/\d/, 'Include at least one digit.'),
    confirmPassword: z.string().min(1, 'Enter your password again.'),
  })
  .refine((fields) => fields.password === fields.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });

export type SignupFields = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;
