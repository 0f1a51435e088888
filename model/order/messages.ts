/**
 * The text messages a shopper gets about an order (functions/src/sms): each names the shop and
 * the order number and fits one SMS, 160 characters of the GSM 7-bit alphabet (GSM 03.38). One
 * character outside it would send the whole text as UCS-2, 70 characters a part, so what staff
 * typed (a courier's name, a reason) is brought into the alphabet first, and what does not fit is
 * shortened or left out: the closing words, then the reason or courier, never the order number.
 */
import { formatKes } from '../money';
import { shopNameFrom } from '../shop-config';
import { returnDropOffDays, returnNextStep } from '../return/return';
import { orderNumberPattern } from './number';

export const textEvents = [
  'paid',
  'cash-confirmed',
  'dispatched',
  'cancelled',
  'refunded',
  'expired',
  'return-requested',
  'return-approved',
  'return-refused',
  'return-received',
  'exchange-sent',
] as const;
export type TextEvent = (typeof textEvents)[number];

/**
 * What each text says, besides the shop's name. `orderNumber` is the number the shop issued
 * (./number.ts): a text never carries the device's checkout id.
 */
export type OrderTextDetails =
  | {
      event: 'paid';
      orderNumber: string;
      /** KES */ total: number;
      /** KES the order's offers saved (model/offer/cart-offers.ts `savingOf`); 0 or absent: none. */
      saved?: number;
    }
  /** A cash on delivery order placed, or an order switched to cash. */
  | {
      event: 'cash-confirmed';
      orderNumber: string;
      /** KES */ total: number;
      saved?: number;
    }
  | {
      event: 'dispatched';
      orderNumber: string;
      courier?: string | null;
      tracking?: string | null;
    }
  | { event: 'cancelled'; orderNumber: string; reason?: string | null }
  /** Money given back: by M-Pesa's reversal, or by staff outside the shop. */
  | { event: 'refunded'; orderNumber: string; /** KES */ amount: number }
  /** Unpaid, or a cash order never confirmed, at the end of its hold: its units went back. */
  | { event: 'expired'; orderNumber: string }
  /** A return's steps (model/return/return.ts); its refund is told as `refunded`. */
  | { event: 'return-requested' | 'return-approved' | 'return-received'; orderNumber: string }
  | { event: 'return-refused'; orderNumber: string; reason?: string | null }
  /** The exchange goes out as an order of its own, `exchangeNumber`. */
  | { event: 'exchange-sent'; orderNumber: string; exchangeNumber: string };

/** One SMS part in the GSM 7-bit alphabet. */
export const smsLimit = 160;
/** The shop's name is cut to this in a text, so any name leaves room for the rest. */
export const shopNameInText = 30;

const basic = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
// Sent as an escape and the character: two septets each.
const extension = new Set('\f^{}\\[~]|€');

/** The text's length in GSM 7-bit septets; null when it holds a character outside GSM 03.38. */
export function gsmLength(text: string): number | null {
  let length = 0;
  for (const character of text) {
    if (basic.has(character)) length += 1;
    else if (extension.has(character)) length += 2;
    else return null;
  }
  return length;
}

const fits = (text: string, room: number) => (gsmLength(text) ?? Infinity) <= room;

// Characters with a GSM look-alike, as phones and word processors type them (Ngʼang'a).
const lookalikes: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u02BC': "'",
  '\u2032': "'",
  '\u00B4': "'",
  '`': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2033': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
};

/**
 * The text in the GSM 7-bit alphabet, on one line: look-alikes replaced (curly quotes, dashes),
 * accents the alphabet lacks dropped from their letters (ç → c), anything else (emoji, other
 * scripts, controls) left out; runs of spaces become one.
 */
export function toGsmText(text: string): string {
  let gsm = '';
  for (const character of text) {
    if (/\s/.test(character)) gsm += ' ';
    else if (basic.has(character) || extension.has(character)) gsm += character;
    else if (lookalikes[character]) gsm += lookalikes[character];
    else {
      const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
      if (gsmLength(bare) !== null) gsm += bare;
    }
  }
  return gsm.replace(/ {2,}/g, ' ').trim();
}

/** Typed text ready for a sentence: GSM, without the full stop the sentence adds. */
const typed = (text: string | null | undefined) =>
  toGsmText(text ?? '').replace(/[\s.!?,;:]+$/, '');

/** The text ended with one full stop, also after a cut's "...". */
const stop = (text: string) => (text.endsWith('.') ? text : `${text}.`);

// A cut shorter than this says nothing: the part is left out instead.
const shortestCut = 8;

/** The text within `room` septets: whole, else cut at a word with "...", else '' if too short. */
function cutText(text: string, room: number, ellipsis = '...'): string {
  if (fits(text, room)) return text;
  const keep = room - ellipsis.length;
  if (keep < shortestCut) return '';
  let cut = '';
  let length = 0;
  for (const character of text) {
    length += gsmLength(character) ?? Infinity;
    if (length > keep) break;
    cut += character;
  }
  const space = cut.lastIndexOf(' ');
  if (space >= keep / 2) cut = cut.slice(0, space);
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}${ellipsis}`;
}

/** The text with `part` cut only as much as it must be for the whole to fit, or left out. */
function cutToFit(part: string, render: (part: string) => string): string {
  for (let room = Math.min(gsmLength(part) ?? 0, smsLimit); room > 0; room -= 1) {
    const text = render(cutText(part, room));
    if (fits(text, smsLimit)) return text;
  }
  return render('');
}

/** The first text that fits one SMS, fullest first. The last choice of each text always fits. */
function firstFitting(choices: readonly string[]): string {
  const text = choices.find((choice) => fits(choice, smsLimit));
  if (text === undefined) throw new RangeError(`No text fits ${smsLimit} GSM characters`);
  return text;
}

/** The choices that tell what offers saved, fullest first; none when they saved nothing. */
const savedBy = (saved: number | undefined, render: (saved: string) => string[]): string[] =>
  saved !== undefined && saved > 0 ? render(toGsmText(formatKes(saved))) : [];

/** The SMS for an order's event, from the shop named `shopName`. */
export function orderText(shopName: string, details: OrderTextDetails): string {
  if (!orderNumberPattern.test(details.orderNumber)) {
    throw new RangeError(`Not an order number: ${JSON.stringify(details.orderNumber)}`);
  }
  // A name with nothing GSM in it reads as the shop's default name.
  const shop = cutText(toGsmText(shopName), shopNameInText, '') || shopNameFrom({});
  const order = details.orderNumber;
  switch (details.event) {
    case 'paid': {
      const amount = toGsmText(formatKes(details.total));
      return firstFitting([
        ...savedBy(details.saved, (saved) => [
          `${shop}: thank you! We have your payment of ${amount} for order ${order}. You saved ${saved}. We will call you to arrange delivery.`,
        ]),
        `${shop}: thank you! We have your payment of ${amount} for order ${order}. We will call you to arrange delivery.`,
        `${shop}: thank you! We have your payment for order ${order}. We will call you to arrange delivery.`,
      ]);
    }
    case 'cash-confirmed': {
      const amount = toGsmText(formatKes(details.total));
      return firstFitting([
        ...savedBy(details.saved, (saved) => [
          `${shop}: thank you for order ${order}. You saved ${saved}. Pay ${amount} in cash on delivery. We will call you to confirm.`,
        ]),
        `${shop}: thank you for order ${order}. Pay ${amount} in cash on delivery. We will call you to confirm.`,
        `${shop}: thank you for order ${order}. Pay in cash on delivery. We will call you to confirm.`,
      ]);
    }
    case 'dispatched': {
      const courier = typed(details.courier);
      const tracking = typed(details.tracking);
      const render = (by: string, reference: string, closing: string) =>
        `${shop}: good news! Order ${order} is on its way${by ? ` with ${by}` : ''}` +
        `${reference ? `, tracking number ${reference}` : ''}.${closing}`;
      const thanks = ' Thank you for shopping with us.';
      // A tracking number is sent whole or not at all: a cut one finds no parcel.
      return firstFitting([
        render(courier, tracking, thanks),
        render(courier, tracking, ''),
        cutToFit(courier, (by) => render(by, tracking, '')),
        render(courier, '', thanks),
        cutToFit(courier, (by) => render(by, '', '')),
      ]);
    }
    case 'cancelled': {
      const reason = typed(details.reason);
      const render = (why: string, closing: string) =>
        `${shop}: sorry, order ${order} has been cancelled.${why ? ` Reason: ${stop(why)}` : ''}${closing}`;
      const questions = ' Please contact us if you have any questions.';
      return firstFitting([
        render(reason, questions),
        render(reason, ''),
        cutToFit(reason, (why) => render(why, '')),
      ]);
    }
    case 'refunded': {
      const amount = toGsmText(formatKes(details.amount));
      return firstFitting([
        `${shop}: we have refunded ${amount} for order ${order}. Please contact us if you have any questions.`,
        `${shop}: we have refunded ${amount} for order ${order}.`,
      ]);
    }
    case 'expired':
      return firstFitting([
        `${shop}: order ${order} has expired and its items went back on sale. You are welcome to order again.`,
        `${shop}: order ${order} has expired and its items went back on sale.`,
      ]);
    case 'return-requested':
      return firstFitting([
        `${shop}: we have your return request for order ${order}. We will text you once we have looked at it.`,
        `${shop}: we have your return request for order ${order}.`,
      ]);
    case 'return-approved':
      return firstFitting([
        `${shop}: your return for order ${order} is approved. ${returnNextStep}`,
        `${shop}: your return for order ${order} is approved. Bring the items to us within ${returnDropOffDays} days.`,
      ]);
    case 'return-refused': {
      const reason = typed(details.reason);
      const render = (why: string) =>
        `${shop}: sorry, we cannot take back the items of order ${order}.${why ? ` Reason: ${stop(why)}` : ''}`;
      return firstFitting([render(reason), cutToFit(reason, render)]);
    }
    case 'return-received':
      return firstFitting([
        `${shop}: we have received the items you returned from order ${order}. We will text you when your refund or exchange is on its way.`,
        `${shop}: we have received the items you returned from order ${order}.`,
      ]);
    case 'exchange-sent': {
      if (!orderNumberPattern.test(details.exchangeNumber)) {
        throw new RangeError(`Not an order number: ${JSON.stringify(details.exchangeNumber)}`);
      }
      const exchange = details.exchangeNumber;
      return firstFitting([
        `${shop}: we are sending your exchange for order ${order} as order ${exchange}. We will text you when it is dispatched.`,
        `${shop}: we are sending your exchange for order ${order} as order ${exchange}.`,
      ]);
    }
  }
}
