import { describe, expect, it } from 'vitest';
import { loginSchema, signupSchema, type SignupFields } from './account-forms';

const valid: SignupFields = {
  firstName: ' Amani ',
  lastName: 'Njoroge',
  email: ' amani@example.com ',
  password: 'Karibu2024',
  confirmPassword: 'Karibu2024',
};

/** The first message per field, as the form shows them. */
function errorsOf(fields: SignupFields) {
  const result = signupSchema.safeParse(fields);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('signup form rules', () => {
  it('accepts a complete form, trimming names and e-mail', () => {
    expect(signupSchema.parse(valid)).toEqual({
      firstName: 'Amani',
      lastName: 'Njoroge',
      email: 'amani@example.com',
      password: 'Karibu2024',
      confirmPassword: 'Karibu2024',
    });
  });

  it('requires every field', () => {
    expect(
      errorsOf({ firstName: ' ', lastName: '', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter your e-mail address.',
      password: 'Enter a password.',
      confirmPassword: 'Enter your password again.',
    });
  });

  it.each(['amani', 'amani@', '@example.com', 'amani@example', 'amani example@example.com'])(
    'refuses the e-mail %j',
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({
        email: 'Enter an e-mail address like name@example.com.',
      });
    },
  );

  it('wants a password of at least 8 characters', () => {
    expect(errorsOf({ ...valid, password: 'Kar1bu', confirmPassword: 'Kar1bu' })).toEqual({
      password: 'Use at least 8 characters.',
    });
  });

  it('wants a digit in the password', () => {
    expect(errorsOf({ ...valid, password: 'KaribuSana', confirmPassword: 'KaribuSana' })).toEqual({
      password: 'Include at least one digit.',
    });
  });

  it('wants the confirmation to match', () => {
    expect(errorsOf({ ...valid, confirmPassword: 'Karibu2025' })).toEqual({
      confirmPassword: 'The passwords do not match.',
    });
  });

  it('says a mismatch even while another field is missing', () => {
    expect(errorsOf({ ...valid, firstName: '', confirmPassword: 'other' })).toEqual({
      firstName: 'Enter your first name.',
      confirmPassword: 'The passwords do not match.',
    });
  });

  it('caps names at 80 characters, as the rules do', () => {
    expect(errorsOf({ ...valid, lastName: 'N'.repeat(81) })).toEqual({
      lastName: 'Keep your last name under 80 characters.',
    });
  });
});

describe('login form rules', () => {
  it('requires the e-mail and the password', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Enter your e-mail address.',
      'Enter your password.',
    ]);
  });

  it('takes any password for an existing account, the e-mail trimmed', () => {
    expect(loginSchema.parse({ email: ' shopper@example.com', password: 'x' })).toEqual({
      email: 'shopper@example.com',
      password: 'x',
    });
  });
});
