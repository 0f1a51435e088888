import { describe, expect, it } from 'vitest';
import { enquiryMessage, whatsappLink } from './whatsapp-handoff';

const details = {
  name: 'Achieng Otieno',
  businessName: 'Achieng Boutique & Co',
  phone: '+254712345678',
  items: '30 Ankara dresses, sizes M–XL',
  message: 'Delivery to Kisumu, please.',
};

describe('WhatsApp handoff', () => {
  it('writes every field of the enquiry, one a line', () => {
    expect(enquiryMessage('Mtindo', details)).toBe(
      [
        'Hello Mtindo! I have sent a wholesale enquiry.',
        'Name: Achieng Otieno',
        'Business: Achieng Boutique & Co',
        'Phone: +254712345678',
        'Items and quantities: 30 Ankara dresses, sizes M–XL',
        'Message: Delivery to Kisumu, please.',
      ].join('\n'),
    );
  });

  it('leaves out an empty message', () => {
    expect(enquiryMessage('Mtindo', { ...details, message: '' })).not.toContain('Message:');
  });

  it('encodes the text so &, + and new lines survive the address', () => {
    const link = whatsappLink('254712345678', 'A & B\n+254');
    expect(link).toBe('https://wa.me/254712345678?text=A%20%26%20B%0A%2B254');
    expect(new URL(link).searchParams.get('text')).toBe('A & B\n+254');
  });
});
