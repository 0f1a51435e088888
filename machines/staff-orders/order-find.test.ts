import { describe, expect, it } from 'vitest';
import { readOrderFind } from './order-find';

describe('Find an order', () => {
  it('reads 20 letters or digits as an order number, with or without a #', () => {
    expect(readOrderFind(' Ab3dEfGh1jKlMn0pQrSt ')).toEqual({
      by: 'number',
      orderId: 'Ab3dEfGh1jKlMn0pQrSt',
    });
    expect(readOrderFind('#Ab3dEfGh1jKlMn0pQrSt')).toEqual({
      by: 'number',
      orderId: 'Ab3dEfGh1jKlMn0pQrSt',
    });
  });

  it.each(['0712 345 678', '+254 712 345 678', '254712345678', '712345678', '0712-345-678'])(
    'reads %s as the phone +254712345678',
    (text) => {
      expect(readOrderFind(text)).toEqual({ by: 'phone', phone: '+254712345678' });
    },
  );

  it.each(['', '   ', 'Wanjiku', '0712', 'Ab3dEfGh1jKlMn0pQrS', 'Ab3dEfGh1jKlMn0pQrSt!'])(
    'finds nothing to look for in %j',
    (text) => {
      expect(readOrderFind(text)).toBeNull();
    },
  );
});
