import { describe, expect, it } from 'vitest';
import { kenyanPhoneMessage } from '@model/kenyan-phone';
import { wholesaleEnquirySchema, type WholesaleEnquiryFields } from './wholesale-enquiry-form';

const filled: WholesaleEnquiryFields = {
  name: 'Achieng Otieno',
  businessName: 'Achieng Boutique, Kisumu',
  phone: '0712 345 678',
  items: '30 Ankara dresses, sizes M–XL',
  message: 'Can you deliver to Kisumu by Friday?',
};

function errorsOf(fields: Partial<WholesaleEnquiryFields>) {
  const result = wholesaleEnquirySchema.safeParse({ ...filled, ...fields });
  if (result.success) return {};
  // The form shows the first message of each field, as react-hook-form does.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('wholesale enquiry form', () => {
  it('accepts a filled-in enquiry and answers the phone as +254…', () => {
    expect(wholesaleEnquirySchema.parse(filled)).toEqual({ ...filled, phone: '+254712345678' });
  });

  it('trims every field', () => {
    const parsed = wholesaleEnquirySchema.parse({
      name: '  Achieng Otieno ',
      businessName: ' Achieng Boutique ',
      phone: ' +254 110 123 456 ',
      items: '\n30 Ankara dresses\n',
      message: '  ',
    });
    expect(parsed).toEqual({
      name: 'Achieng Otieno',
      businessName: 'Achieng Boutique',
      phone: '+254110123456',
      items: '30 Ankara dresses',
      message: '',
    });
  });

  it('takes the message as optional', () => {
    expect(errorsOf({ message: '' })).toEqual({});
  });

  it('asks for each required field, blank or only spaces', () => {
    expect(errorsOf({ name: '', businessName: ' ', phone: '', items: '  \n ' })).toEqual({
      name: 'Enter your name.',
      businessName: 'Enter the name of your shop, stall or business.',
      phone: 'Enter your phone number',
      items: 'Tell us which items you want and how many.',
    });
  });

  it('refuses a phone number that is not a Kenyan mobile', () => {
    for (const phone of ['0212345678', '+255712345678', '0712 345', 'call me']) {
      expect(errorsOf({ phone })).toEqual({ phone: kenyanPhoneMessage });
    }
  });

  it('holds each field to the lengths the database allows', () => {
    expect(errorsOf({ name: 'a'.repeat(120) })).toEqual({});
    expect(errorsOf({ name: 'a'.repeat(121) })).toEqual({
      name: 'Keep your name to 120 characters or fewer.',
    });
    expect(errorsOf({ businessName: 'b'.repeat(160) })).toEqual({});
    expect(errorsOf({ businessName: 'b'.repeat(161) })).toEqual({
      businessName: 'Keep the business name to 160 characters or fewer.',
    });
    expect(errorsOf({ items: 'i'.repeat(2000) })).toEqual({});
    expect(errorsOf({ items: 'i'.repeat(2001) })).toEqual({
      items: 'Keep the items to 2,000 characters or fewer.',
    });
    expect(errorsOf({ message: 'm'.repeat(2000) })).toEqual({});
    expect(errorsOf({ message: 'm'.repeat(2001) })).toEqual({
      message: 'Keep your message to 2,000 characters or fewer.',
    });
  });

  it('counts the length after trimming', () => {
    expect(errorsOf({ name: `  ${'a'.repeat(120)}  ` })).toEqual({});
  });
});
