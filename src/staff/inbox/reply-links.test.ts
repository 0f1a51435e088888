import { describe, expect, it } from 'vitest';
import { shop } from '@/settings/shop-settings';
import { callLink, greeting, mailLink, readablePhone, whatsappLink } from './reply-links';

const message = { kind: 'message', name: 'Wanjiku Kamau' } as const;

describe('the inbox’s reply links', () => {
  it('calls and chats on WhatsApp with the phone’s digits', () => {
    expect(callLink('+254712345678')).toBe('tel:+254712345678');
    expect(whatsappLink('+254712345678', 'Habari')).toBe('https://wa.me/254712345678?text=Habari');
    expect(readablePhone('+254712345678')).toBe('+254 712 345 678');
  });

  it('writes an e-mail to the address with the subject, both encoded', () => {
    expect(mailLink('wanjiku@example.com', message)).toBe(
      `mailto:wanjiku%40example.com?subject=${encodeURIComponent(`Your message to ${shop.name}`)}`,
    );
    expect(mailLink(' duka@example.co.ke ', { kind: 'enquiry' })).toMatch(
      /^mailto:duka%40example\.co\.ke\?subject=Your%20wholesale%20enquiry%20to%20/,
    );
  });

  it.each([
    ['a copy to someone else', 'a@b.co?cc=x%40y.z'],
    ['a blind copy', 'a@b.co?bcc=x%40y.z'],
    ['a body of its own', 'a@b.co?body=Pay%20here&subject=Hi'],
    ['a fragment', 'a@b.co#x'],
  ])('keeps an address with %s one address, adding no recipient or field', (_, address) => {
    const link = mailLink(address, message)!;
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe(address);
    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(url.hash).toBe('');
  });

  it.each([
    ['a second recipient after a comma', 'a@b.co,x@y.z'],
    ['a second recipient after a semicolon', 'a@b.co;x@y.z'],
    ['a second @', 'a@b.co?cc=x@y.z'],
    ['a space', 'a@b.co x@y.z'],
    ['a new line', 'a@b.co\nBcc: x@y.z'],
    ['no @', 'not an address'],
  ])('links no e-mail to text with %s', (_, address) => {
    expect(mailLink(address, message)).toBeNull();
  });

  it.each([
    ['a script', 'javascript:alert(1)//+254712345678'],
    ['a query of its own', '+254712345678?body=Pay%20here'],
    ['words around it', 'call me on +254 712 345 678 please'],
  ])('builds call and WhatsApp links from the digits alone of a phone with %s', (_, phone) => {
    expect(callLink(phone)).toMatch(/^tel:\+?\d+$/);
    const whatsapp = new URL(whatsappLink(phone, 'Habari')!);
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.pathname).toMatch(/^\/\d+$/);
    expect([...whatsapp.searchParams.keys()]).toEqual(['text']);
  });

  it('links no call or WhatsApp to a phone without digits, or with more than a phone has', () => {
    expect(callLink('none')).toBeNull();
    expect(whatsappLink('none', 'Habari')).toBeNull();
    expect(callLink('1'.repeat(16))).toBeNull();
  });

  it('keeps the greeting inside WhatsApp’s text, whatever the name', () => {
    const hostile = { kind: 'message', name: 'Amina&phone=0700000000 #x' } as const;
    const whatsapp = new URL(whatsappLink('+254712345678', greeting(hostile))!);
    expect([...whatsapp.searchParams.keys()]).toEqual(['text']);
    expect(whatsapp.searchParams.get('text')).toBe(
      `Hello Amina&phone=0700000000, this is ${shop.name} about your message.`,
    );
    expect(whatsapp.hash).toBe('');
  });
});
