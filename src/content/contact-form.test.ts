import { describe, expect, it } from 'vitest';
import { kenyanPhoneMessage } from '@model/kenyan-phone';
import { contactSchema, messageCount, plainEmailMessage, type ContactFields } from './contact-form';

const valid: ContactFields = {
  name: ' Achieng Otieno ',
  email: ' achieng@example.com ',
  phone: '0712 345 678',
  message: '  Do you have the Ankara wrap dress in size 14?  ',
};

/** The first message per field, as the form shows them. */
function errorsOf(fields: ContactFields) {
  const result = contactSchema.safeParse(fields);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('contact form rules', () => {
  it('accepts a complete message, trimmed, the phone stored as +254…', () => {
    expect(contactSchema.parse(valid)).toEqual({
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: '+254712345678',
      message: 'Do you have the Ankara wrap dress in size 14?',
    });
  });

  it('takes no phone as null', () => {
    expect(contactSchema.parse({ ...valid, phone: '  ' }).phone).toBeNull();
  });

  it('requires a name, an e-mail and a message', () => {
    expect(errorsOf({ name: ' ', email: '', phone: '', message: '  ' })).toEqual({
      name: 'Enter your name.',
      email: 'Enter your e-mail address, so we can answer you.',
      message: 'Write your message.',
    });
  });

  it.each([
    'a chieng@example.com',
    'achieng@example.com?cc=all@example.com',
    'achieng&bcc=all@example.com',
    'achieng@exa\u0000mple.com',
    'achieng@example.com\nBcc: all@example.com',
  ])('refuses the e-mail %j as not a plain address', (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: plainEmailMessage });
  });

  it.each(['achieng', 'achieng@', '@example.com', 'achieng@example', "o'neil@exa'mple.com"])(
    'refuses the e-mail %j',
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({
        email: 'Enter an e-mail address like name@example.com.',
      });
    },
  );

  it.each(['0712', '0212345678', '+255712345678', 'call me'])('refuses the phone %j', (phone) => {
    expect(errorsOf({ ...valid, phone })).toEqual({ phone: kenyanPhoneMessage });
  });

  it('wants 10 to 2,000 characters of message, counted after trimming', () => {
    expect(errorsOf({ ...valid, message: '  Hello!   ' })).toEqual({
      message: 'Write at least 10 characters, so we can help.',
    });
    expect(errorsOf({ ...valid, message: 'Habari yako' })).toEqual({});
    expect(errorsOf({ ...valid, message: 'x'.repeat(2000) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) })).toEqual({
      message: 'Keep your message to 2,000 characters or fewer.',
    });
  });

  it('keeps names to 120 characters', () => {
    expect(errorsOf({ ...valid, name: 'N'.repeat(121) })).toEqual({
      name: 'Keep your name under 120 characters.',
    });
  });

  it('counts characters as the shopper reads them', () => {
    expect(messageCount('')).toBe('0 of 2,000 characters');
    expect(messageCount('Habari')).toBe('6 of 2,000 characters');
    expect(messageCount('x'.repeat(2105))).toBe('2,105 of 2,000 characters');
  });

  it('counts an emoji as two, as firestore.rules does, so the count and the limit agree', () => {
    expect(messageCount('Asante 😀')).toBe('9 of 2,000 characters');
    expect(errorsOf({ ...valid, message: '😀'.repeat(1000) })).toEqual({});
    expect(errorsOf({ ...valid, message: `${'😀'.repeat(1000)}!` })).toEqual({
      message: 'Keep your message to 2,000 characters or fewer.',
    });
  });
});
