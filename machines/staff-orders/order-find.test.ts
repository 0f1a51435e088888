import { describe, expect, it } from 'vitest';
import { readOrderFind } from './order-find';

describe('Find an order', () => {
  it.each(['MT-4K7Q2P', 'mt 4k7q2p', 'MT4K7Q2P', ' mt-4k7q2p ', '#MT-4K7Q2P', '4K7Q2P'])(
    'reads %j as the order number MT-4K7Q2P',
    (text) => {
      expect(readOrderFind(text)).toEqual({ by: 'number', number: 'MT-4K7Q2P' });
    },
  );

  it('reads 20 letters or digits as the id an older order shows, with or without a #', () => {
    expect(readOrderFind(' Ab3dEfGh1jKlMn0pQrSt ')).toEqual({
      by: 'id',
      orderId: 'Ab3dEfGh1jKlMn0pQrSt',
    });
    expect(readOrderFind('#Ab3dEfGh1jKlMn0pQrSt')).toEqual({
      by: 'id',
      orderId: 'Ab3dEfGh1jKlMn0pQrSt',
    });
  });

  it.each(['0712 345 678', '+254 712 345 678', '254712345678', '712345678', '0712-345-678'])(
    'reads %s as the phone +254712345678',
    (text) => {
      expect(readOrderFind(text)).toEqual({ by: 'phone', phone: '+254712345678' });
    },
  );

  it.each([
    '',
    '   ',
    'Wanjiku',
    '0712',
    // 0, 1, O, I and L are never in an order number: they read alike.
    'MT-4K7Q2O',
    'MT-4K7Q2',
    'MT-4K7Q2PP',
    'Ab3dEfGh1jKlMn0pQrS',
    'Ab3dEfGh1jKlMn0pQrSt!',
  ])('finds nothing to look for in %j', (text) => {
    expect(readOrderFind(text)).toBeNull();
  });
});
