import { describe, expect, it } from 'vitest';
import { maxOrderAmount, textLimits } from '../limits';
import {
  gsmLength,
  orderText,
  shopNameInText,
  smsLimit,
  toGsmText,
  type OrderTextDetails,
} from './messages';

const orderNumber = 'MT-4K7Q2P';
/** The most an order may come to (firestore.rules' `isAmount`), in cents. */
const largestTotal = maxOrderAmount - 0.01;
const longestShopName = `${'Mtindo Fashion House of Nairobi '.repeat(8)}Limited`;
const longText = (length: number) =>
  'Ngʼang’a Express Couriers — Nairobi 🚚 '.repeat(40).slice(0, length);

/** Whether a text goes as one GSM 7-bit SMS part. */
const oneGsmPart = (text: string) => {
  const length = gsmLength(text);
  return length !== null && length <= smsLimit;
};

describe('gsmLength', () => {
  it('counts the basic alphabet as one each', () => {
    expect(gsmLength('Mtindo: KES 4,700 @ Ngong Rd')).toBe(28);
    const accented = 'èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà£$¥\n\r';
    expect(gsmLength(accented)).toBe([...accented].length);
  });

  it('counts each extension character as two', () => {
    expect(gsmLength('^{}\\[~]|€')).toBe(18);
    expect(gsmLength('a€b')).toBe(4);
  });

  it('says a text with any character outside GSM 03.38 is not GSM', () => {
    for (const text of ['Ngʼang’a', 'ç', '`', 'order 🚚', 'Ünïcode', '–', '\t']) {
      expect(gsmLength(text), text).toBeNull();
    }
  });

  it('counts the empty text as nothing', () => {
    expect(gsmLength('')).toBe(0);
  });
});

describe('toGsmText', () => {
  it('replaces look-alikes typed on phones and in word processors', () => {
    expect(toGsmText('Ngʼang’a “Fast” Couriers – Nakuru…')).toBe(
      'Ng\'ang\'a "Fast" Couriers - Nakuru...',
    );
  });

  it('keeps the letters of accented names, without accents GSM lacks', () => {
    expect(toGsmText('Françoise Kīmani Ōtieno')).toBe('Francoise Kimani Otieno');
    expect(toGsmText('Müller Ñandú Éva')).toBe('Müller Ñandu Éva');
  });

  it('drops emoji and other scripts, and keeps one line', () => {
    expect(toGsmText('Out of stock 😢🙏🏽\n\nsorry\u200b  ❤️ 商店')).toBe('Out of stock sorry');
  });

  it('keeps what is already GSM as it is', () => {
    const gsm = 'Order #A1, {KES} 100€ [50%] ~ ok | ^_^';
    expect(toGsmText(gsm)).toBe(gsm);
  });
});

describe('orderText', () => {
  it('thanks a shopper who paid, with the amount and order number', () => {
    const text = orderText('Mtindo', { event: 'paid', orderNumber, total: 4700 });
    expect(text).toBe(
      'Mtindo: thank you! We have your payment of KES 4,700 for order MT-4K7Q2P. We will call you to arrange delivery.',
    );
    expect(gsmLength(text)).toBe(111);
  });

  it('says what the order’s offers saved, where they did', () => {
    expect(orderText('Mtindo', { event: 'paid', orderNumber, total: 4500, saved: 800 })).toBe(
      'Mtindo: thank you! We have your payment of KES 4,500 for order MT-4K7Q2P. You saved KES 800. We will call you to arrange delivery.',
    );
    expect(
      orderText('Mtindo', { event: 'cash-confirmed', orderNumber, total: 4500, saved: 800 }),
    ).toBe(
      'Mtindo: thank you for order MT-4K7Q2P. You saved KES 800. Pay KES 4,500 in cash on delivery. We will call you to confirm.',
    );
    expect(orderText('Mtindo', { event: 'paid', orderNumber, total: 4700, saved: 0 })).not.toMatch(
      /saved/,
    );
  });

  it('tells a cash on delivery shopper what to have ready', () => {
    const text = orderText('Mtindo', { event: 'cash-confirmed', orderNumber, total: 2350.5 });
    expect(text).toBe(
      'Mtindo: thank you for order MT-4K7Q2P. Pay KES 2,350.50 in cash on delivery. We will call you to confirm.',
    );
  });

  it('names the courier and tracking number of a dispatched order, when given', () => {
    const details = { event: 'dispatched', orderNumber } as const;
    expect(orderText('Mtindo', { ...details, courier: 'G4S', tracking: 'G4S-7781-2290' })).toBe(
      'Mtindo: good news! Order MT-4K7Q2P is on its way with G4S, tracking number G4S-7781-2290. Thank you for shopping with us.',
    );
    expect(orderText('Mtindo', { ...details, courier: 'Wells Fargo' })).toBe(
      'Mtindo: good news! Order MT-4K7Q2P is on its way with Wells Fargo. Thank you for shopping with us.',
    );
    expect(orderText('Mtindo', { ...details, courier: null, tracking: '  ' })).toBe(
      'Mtindo: good news! Order MT-4K7Q2P is on its way. Thank you for shopping with us.',
    );
  });

  it('says why an order was cancelled, in one sentence', () => {
    expect(orderText('Mtindo', { event: 'cancelled', orderNumber, reason: 'Out of stock.' })).toBe(
      'Mtindo: sorry, order MT-4K7Q2P has been cancelled. Reason: Out of stock. Please contact us if you have any questions.',
    );
    expect(orderText('Mtindo', { event: 'cancelled', orderNumber })).toBe(
      'Mtindo: sorry, order MT-4K7Q2P has been cancelled. Please contact us if you have any questions.',
    );
  });

  it('tells a shopper their order expired and its items went back on sale', () => {
    expect(orderText('Mtindo', { event: 'expired', orderNumber })).toBe(
      'Mtindo: order MT-4K7Q2P has expired and its items went back on sale. You are welcome to order again.',
    );
  });

  it('names the shop it is given', () => {
    const text = orderText('Duka la Wanjiku', { event: 'paid', orderNumber, total: 100 });
    expect(text.startsWith('Duka la Wanjiku: thank you!')).toBe(true);
  });

  it('cuts a long shop name at a word, and falls back to Mtindo for one with no GSM in it', () => {
    const text = orderText(longestShopName, { event: 'cancelled', orderNumber });
    expect(text.startsWith('Mtindo Fashion House of: sorry')).toBe(true);
    expect(text.indexOf(':')).toBeLessThanOrEqual(shopNameInText);
    expect(orderText('🛍️商店', { event: 'cancelled', orderNumber }).startsWith('Mtindo: ')).toBe(
      true,
    );
  });

  it('replaces or drops what GSM lacks in a courier name or reason, never sending UCS-2', () => {
    const dispatched = orderText('Mtindo', {
      event: 'dispatched',
      orderNumber,
      courier: 'Ngʼang’a Couriers 🚚',
      tracking: 'NG–0042',
    });
    expect(dispatched).toContain("with Ng'ang'a Couriers, tracking number NG-0042.");
    const cancelled = orderText('Mtindo', {
      event: 'cancelled',
      orderNumber,
      reason: 'Mteja ameomba — sorry 😢',
    });
    expect(cancelled).toContain('Reason: Mteja ameomba - sorry.');
    expect(oneGsmPart(dispatched) && oneGsmPart(cancelled)).toBe(true);
  });

  it('drops the closing words before cutting a reason, then cuts it at a word', () => {
    const reason = 'The shopper asked us to cancel because the dress came in the wrong size twice';
    const fitted = orderText('Mtindo', { event: 'cancelled', orderNumber, reason });
    expect(fitted).toBe(
      `Mtindo: sorry, order ${orderNumber} has been cancelled. Reason: ${reason}.`,
    );
    const cut = orderText(longestShopName, {
      event: 'cancelled',
      orderNumber,
      reason: `${reason}, and then the shoes were out of stock`,
    });
    expect(cut).toMatch(/ has been cancelled\. Reason: The shopper asked us .+ [a-z]+\.\.\.$/);
    expect(gsmLength(cut)).toBeLessThanOrEqual(smsLimit);
  });

  it('keeps a tracking number whole or leaves it out, cutting the courier name first', () => {
    const tracking = 'KE-2024-00000123456';
    const text = orderText(longestShopName, {
      event: 'dispatched',
      orderNumber,
      courier: 'Ngʼang’a Express Couriers and Logistics of East Africa',
      tracking,
    });
    expect(text).toContain(`, tracking number ${tracking}.`);
    expect(text).toMatch(/ with Ng'ang'a Express .+\.\.\., tracking/);
    const tooLong = orderText('Mtindo', {
      event: 'dispatched',
      orderNumber,
      courier: 'G4S',
      tracking: 'X'.repeat(150),
    });
    expect(tooLong).toBe(
      `Mtindo: good news! Order ${orderNumber} is on its way with G4S. Thank you for shopping with us.`,
    );
  });

  it('always names the order and fits one GSM part, at the longest values allowed', () => {
    const extremes: OrderTextDetails[] = [
      { event: 'paid', orderNumber, total: largestTotal, saved: largestTotal },
      { event: 'cash-confirmed', orderNumber, total: largestTotal, saved: largestTotal },
      {
        event: 'dispatched',
        orderNumber,
        courier: longText(textLimits.personName),
        tracking: longText(textLimits.lineOption),
      },
      { event: 'dispatched', orderNumber, courier: '€'.repeat(200), tracking: '{}'.repeat(30) },
      { event: 'cancelled', orderNumber, reason: longText(textLimits.message) },
      { event: 'cancelled', orderNumber, reason: '[€]'.repeat(700) },
      { event: 'return-requested', orderNumber },
      { event: 'return-approved', orderNumber },
      { event: 'return-received', orderNumber },
      { event: 'return-refused', orderNumber, reason: longText(300) },
      { event: 'return-refused', orderNumber, reason: '[€]'.repeat(300) },
      { event: 'exchange-sent', orderNumber, exchangeNumber: 'MT-9Z8Y7X' },
    ];
    for (const details of extremes) {
      for (const shop of [longestShopName, '€'.repeat(100), 'Mtindo']) {
        const text = orderText(shop, details);
        expect(oneGsmPart(text), text).toBe(true);
        expect(text).toContain(` ${orderNumber}`);
      }
    }
  });

  it('fits one GSM part whatever mix of characters staff type', () => {
    const pool = ['a', ' ', '€', '{', 'é', 'ç', 'ʼ', '—', '😢', '\n', '.', 'Ω', '商', '\u0301'];
    let seed = 20240601;
    const draw = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const typed = () =>
      Array.from({ length: draw() % 220 }, () => pool[draw() % pool.length]).join('');
    for (let run = 0; run < 300; run += 1) {
      for (const text of [
        orderText(typed(), {
          event: 'dispatched',
          orderNumber,
          courier: typed(),
          tracking: typed(),
        }),
        orderText(typed(), { event: 'cancelled', orderNumber, reason: typed() }),
      ]) {
        expect(oneGsmPart(text), text).toBe(true);
        expect(text).toContain(orderNumber);
      }
    }
  });

  it('tells a shopper each step of their return, and where the exchange goes as', () => {
    expect(orderText('Mtindo', { event: 'return-approved', orderNumber })).toBe(
      'Mtindo: your return for order MT-4K7Q2P is approved. Bring the items to our pickup point or hand them to our courier within 5 days.',
    );
    expect(
      orderText('Mtindo', { event: 'return-refused', orderNumber, reason: 'Tags removed' }),
    ).toBe(
      'Mtindo: sorry, we cannot take back the items of order MT-4K7Q2P. Reason: Tags removed.',
    );
    expect(
      orderText('Mtindo', { event: 'exchange-sent', orderNumber, exchangeNumber: 'MT-9Z8Y7X' }),
    ).toBe(
      'Mtindo: we are sending your exchange for order MT-4K7Q2P as order MT-9Z8Y7X. We will text you when it is dispatched.',
    );
    expect(() =>
      orderText('Mtindo', { event: 'exchange-sent', orderNumber, exchangeNumber: 'x' }),
    ).toThrow(RangeError);
  });

  it('refuses an order id that is not one, rather than text a shopper no order number', () => {
    // A checkout id is refused too: a text never carries the device's id.
    for (const bad of ['', 'short', `${orderNumber}X`, 'MT-4K7Q2 ', 'Hq3kT0rDeR2024xYz91A']) {
      expect(() => orderText('Mtindo', { event: 'cancelled', orderNumber: bad })).toThrow(
        RangeError,
      );
    }
  });
});
