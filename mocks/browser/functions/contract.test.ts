/**
 * Contract tests: the order functions' fake (./fake-orders.ts behind ./callables.ts, what
 * Storybook, `dev:mocks` and the checkout's component tests run on) held to the functions
 * themselves. Each case's call sequence runs once against the fake, through its MSW handlers as
 * the browser calls it, and once against the Cloud Functions exported by functions/src/index.ts
 * on this worker's Firestore emulator, their M-Pesa prompts sent to the local Daraja stand-in
 * (mocks/backend/daraja, prompts answered by hand) and Safaricom's callbacks posted to
 * `mpesaCallback`, as functions/test/mpesa/harness.ts runs them. Both must answer the same, and
 * leave the products' stock the same. Both run on one clock (Date faked, moved on by the cases),
 * so holds end and rate-limit minutes turn at the same moments. The functions' params are set as
 * the Firebase CLI would set them, and the QA front's scenario is answered here for their write
 * gate.
 */
import { isDeepStrictEqual } from 'node:util';
import { deleteApp, getApp, getApps } from 'firebase-admin/app';
import { HttpsError, type CallableRequest, type Request } from 'firebase-functions/https';
import { getResponse, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxCashUnitsPerVariant, maxMpesaAmount, promptWindowMs } from '@model/limits';
import { orderNumberPattern } from '@model/order/number';
import type { OrderView, PlaceOrderResponse } from '@model/order/view';
import { cashOrderLimit, deliveryFees } from '@/settings/shop-settings';
import { emulatorFirestore } from '../../../functions/test/emulator-firestore';
import {
  accessToken,
  cashDetails,
  guestDetails,
  jeans,
  line,
  loafers,
  request,
  scarf,
} from '../../../functions/test/orders/order-fixtures';
import { createDarajaStandIn, sandboxPasskey } from '../../backend/daraja/stand-in';
import { Timestamp } from 'firebase-admin/firestore';
import type { CartOffers } from '@model/offer/cart-offers';
import type { OfferInUse } from '@model/offer/pricing';
import { anOfferInUse } from '@testing/fixtures/offers';
import { createFakeFunctions, type CallableName, type FakeProduct } from './callables';

const projectId = 'demo-functions-contract';
// The functions make their default app from the environment, as on Cloud Functions, and read
// M-Pesa's params from it (functions/src/mpesa/config.ts).
vi.stubEnv('GCLOUD_PROJECT', projectId);
vi.stubEnv('FIREBASE_CONFIG', JSON.stringify({ projectId }));
vi.stubEnv('DARAJA_BASE_URL', 'https://daraja.test/daraja');
vi.stubEnv('MPESA_CONSUMER_KEY', 'test-consumer-key');
vi.stubEnv('MPESA_CONSUMER_SECRET', 'test-consumer-secret');
vi.stubEnv('MPESA_PASSKEY', sandboxPasskey);
vi.stubEnv('MPESA_SHORTCODE', '174379');
vi.stubEnv('MPESA_CALLBACK_URL', 'https://functions.test/mpesaCallback');
vi.stubEnv('MPESA_CALLBACK_SECRET', 'contract-callback-secret');
// Params the Firebase CLI fills with their defaults (functions/src/runtime.ts, mpesa/config.ts):
// unset, they would read 0 here.
const holdMs = 30 * 60_000;
vi.stubEnv('ORDER_HOLD_SECONDS', String(holdMs / 1000));
vi.stubEnv('MPESA_QUERY_AFTER_SECONDS', '60');
const scenarioUrl = 'https://qa.test/__qa/scenario';
vi.stubEnv('QA_SCENARIO_URL', scenarioUrl);
/** placeOrder and payAgain calls a minute, as the local backend allows them, unless a case says. */
const localCallsPerMinute = 600;
// A default app left by an earlier file in this worker may belong to another project.
await Promise.all(getApps().map((app) => (app.name === '[DEFAULT]' ? deleteApp(app) : null)));
const db = emulatorFirestore(projectId);
const functions = await import('../../../functions/src/index');

/** The shopper's answers, released by hand, and the callbacks they post, oldest first. */
const answers: (() => void)[] = [];
const callbacks: { url: string; body: unknown }[] = [];
const daraja = createDarajaStandIn({
  send: async (url, init) => {
    callbacks.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return new Response(null, { status: 200 });
  },
  schedule: (answer) => void answers.push(answer),
});
/** Calls the QA front answers the `write-error` scenario for, one each (./fake-orders.ts `failNextWrite`). */
let writeErrors = 0;
const qaFront = http.get(scenarioUrl, () => {
  const name = writeErrors > 0 ? 'write-error' : 'default';
  writeErrors = Math.max(0, writeErrors - 1);
  return HttpResponse.json({ name });
});
/**
 * While set, a push reaches the Daraja stand-in, which takes it, but its answer never reaches the
 * functions: the connection drops on the way back.
 */
let losingAnswers = false;
const lostAnswers = http.post(/\/mpesa\/stkpush\/v1\/processrequest$/, async ({ request }) => {
  if (!losingAnswers) return undefined;
  await getResponse(daraja.handlers, request);
  return HttpResponse.error();
});
const server = setupServer(lostAnswers, ...daraja.handlers, qaFront);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  answers.length = 0;
  callbacks.length = 0;
  writeErrors = 0;
  losingAnswers = false;
  daraja.control.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  server.close();
  vi.unstubAllEnvs();
  await deleteApp(getApp());
});

/** Sold by the carton of 12 at 950, and in stock for one. */
const kitenge = {
  ...scarf,
  productName: 'Kitenge Fabric, 6 yards',
  price: '1200',
  stock: 30,
  wholesale: { unitPrice: '950', minQty: 12 },
};
/** Over what M-Pesa takes in one payment, and four of them over what the shop takes online. */
const goldChain = { ...scarf, productName: '18k Gold Chain', price: '2500000', stock: 5 };

/** With delivery within Nairobi, exactly what M-Pesa takes in one payment. */
const mpesaMax = String(maxMpesaAmount - deliveryFees['nairobi-delivery']);
const radio = { ...scarf, productName: 'Solar Radio', price: mpesaMax, stock: 5 };
/** One shilling: a radio and a pin come to one more than M-Pesa takes. */
const pin = { ...scarf, productName: 'Safety Pin', price: '1', stock: 50 };
/** With delivery within Nairobi, exactly what cash on delivery takes. */
const cashMax = String(cashOrderLimit - deliveryFees['nairobi-delivery']);
const fridge = { ...scarf, productName: 'Fridge', price: cashMax, stock: 5 };

const catalog: FakeProduct[] = [
  { id: 'jeans', ...jeans },
  { id: 'loafers', ...loafers },
  { id: 'scarf', ...scarf },
  { id: 'kitenge', ...kitenge },
  { id: 'gold-chain', ...goldChain },
  { id: 'radio', ...radio },
  { id: 'pin', ...pin },
  { id: 'fridge', ...fridge },
];

/** Checkout ids of a case's orders: the first is the one steps name unless they say. */
const idOf = (n: number) => `ContractCheckout${String(n).padStart(4, '0')}`;
const checkoutId = idOf(1);
const otherCheckoutId = idOf(2);
const strangersToken = 'strangers-own-token-0123456789abcdef';
const shopper = 'wanjiku-uid';
const stranger = 'otieno-uid';
const courierDetails = { ...guestDetails, deliveryOption: 'courier-countrywide' };

/**
 * M-Pesa's answers that both the fake and the Daraja stand-in give: the shopper's answer to the
 * prompt, the push itself refused (`busy`, `unavailable`), or `amount-mismatch` (paid, but the
 * callback tells another amount than was asked).
 */
type Outcome =
  | 'paid'
  | 'insufficient-funds'
  | 'cancelled'
  | 'unreachable'
  | 'wrong-pin'
  | 'busy'
  | 'unavailable'
  | 'amount-mismatch';
/** Who calls: a signed-in shopper's uid, or null for a guest. */
type Caller = string | null;

type Step =
  | { call: CallableName; data: unknown; as: Caller; expected: string }
  /** How the prompts sent from now on end. */
  | { mpesa: Outcome }
  /** The shopper answers every prompt out: Safaricom's callbacks arrive. */
  | { answerPrompts: true }
  /** The catalog changes: a product's fields, or the product gone (null). */
  | { change: string; to: Partial<FakeProduct> | null }
  /** The next placeOrder or payAgain meets the QA `write-error` scenario in its write gate. */
  | { failNextWrite: true }
  /** From now on, Daraja takes each push but its answer to the shop is lost (or no longer). */
  | { loseAnswers: boolean }
  /** Time passes: ms on both sides' clock. */
  | { clock: number }
  /** The products' stock, told as `as seeded` or `taken`. */
  | { stock: 'as seeded' | 'taken' };

const place = (data: unknown, expected: string, as: Caller = null): Step => ({
  call: 'placeOrder',
  data,
  as,
  expected,
});
const get = (
  expected: string,
  { as = null, token = accessToken, orderId = checkoutId }: GetOptions = {},
): Step => ({ call: 'getOrder', data: { orderId, accessToken: token }, as, expected });
const payAgain = (
  method: { method: 'cash-on-delivery' } | { method: 'mpesa'; phone: string },
  expected: string,
  { as = null, token = accessToken, orderId = checkoutId }: GetOptions = {},
): Step => ({ call: 'payAgain', data: { orderId, accessToken: token, ...method }, as, expected });
const cash = { method: 'cash-on-delivery' } as const;
const mpesa = (outcome: Outcome): Step => ({ mpesa: outcome });
const answerPrompts: Step = { answerPrompts: true };
const change = (id: string, to: Partial<FakeProduct> | null): Step => ({ change: id, to });
const failNextWrite: Step = { failNextWrite: true };
const loseAnswers = (lose: boolean): Step => ({ loseAnswers: lose });
const stock = (expected: 'as seeded' | 'taken'): Step => ({ stock: expected });
const clock = (ms: number): Step => ({ clock: ms });

interface GetOptions {
  as?: Caller;
  token?: string;
  orderId?: string;
}

type Line = Parameters<typeof line>[0];
const order = (lines: Line[], details = guestDetails, id = checkoutId) =>
  request(lines.map(line), details, id);

const jeansIn = (size: string | null, quantity = 1): Line => ({
  id: 'jeans',
  size,
  colour: size === null ? null : 'Black',
  quantity,
});
const scarves = (quantity = 1): Line => ({ id: 'scarf', unitPrice: '800', quantity });
const loafers8 = (): Line => ({ id: 'loafers', size: 'UK 8', colour: 'Tan', unitPrice: '4999.50' });
const carton = (quantity: number): Line => ({
  id: 'kitenge',
  quantity,
  mode: 'wholesale',
  unitPrice: '950',
});

interface Case {
  rule: string;
  steps: Step[];
  /** The rate limit for the case, when it is the limit's. */
  callsPerMinute?: number;
  /** The offers the shop runs, as saveOffer stores them on the one side and the fake holds them. */
  offers?: OfferInUse[];
}

/** The cart's offers asked for, told as the offers given and the code's fate. */
const priceCart = (lines: Line[], code: string | null, expected: string): Step => ({
  call: 'priceCart',
  data: { lines: lines.map(line), code, deliveryOption: 'nairobi-delivery', phone: null },
  as: null,
  expected,
});
const withOffers = (details: Record<string, string>, offers: Record<string, string>) => ({
  ...details,
  ...offers,
});

const failures = ['insufficient-funds', 'cancelled', 'unreachable', 'wrong-pin'] as const;
const tryAgain = { method: 'mpesa', phone: '0722 000 111' } as const;

const cases: Case[] = [
  {
    rule: 'a code is priced in the cart and in the order alike, and its last use goes to one order',
    offers: [anOfferInUse({ id: 'tenoff', name: 'Ten off', code: 'TENOFF', usageLimit: 1 })],
    steps: [
      priceCart([jeansIn('32', 2)], 'tenoff', 'offers tenoff, code applied'),
      priceCart([jeansIn('32', 2)], 'NOPE', 'offers none, code refused'),
      place(
        order([jeansIn('32', 2)], withOffers(cashDetails, { discountCode: 'tenoff' })),
        'placed, pending',
      ),
      priceCart([jeansIn('30')], 'TENOFF', 'offers none, code refused'),
      place(
        order(
          [jeansIn('30')],
          withOffers(cashDetails, { discountCode: 'TENOFF' }),
          otherCheckoutId,
        ),
        'changed: discount',
      ),
    ],
  },
  {
    rule: 'automatic free delivery applies by itself, and a saving other than the one seen is told',
    offers: [
      anOfferInUse({
        id: 'ship',
        name: 'Free delivery',
        kind: 'free-delivery',
        value: 0,
        minimumSubtotal: 1000,
        code: null,
      }),
    ],
    steps: [
      priceCart([jeansIn('32')], null, 'offers ship'),
      priceCart([scarves()], null, 'offers none'),
      place(
        order([jeansIn('32')], withOffers(cashDetails, { offerSaving: '1000' })),
        'changed: discount',
      ),
      place(
        order([jeansIn('32')], withOffers(cashDetails, { offerSaving: '300' })),
        'placed, pending',
      ),
      stock('taken'),
    ],
  },
  {
    rule: 'a retail cash order is placed pending, its stock taken per size and colour',
    steps: [
      place(order([jeansIn('32', 2), scarves(3)], cashDetails), 'placed, pending'),
      get('pending'),
      stock('taken'),
    ],
  },
  {
    rule: 'a cash order may leave the M-Pesa number out altogether',
    steps: [
      place(
        order(
          [scarves()],
          Object.fromEntries(
            Object.entries(cashDetails).filter(([field]) => field !== 'mpesaPhone'),
          ),
        ),
        'placed, pending',
      ),
    ],
  },
  {
    rule: 'an M-Pesa order awaits its payment until the shopper answers, then is paid',
    steps: [
      mpesa('paid'),
      place(order([jeansIn('30')]), 'placed, awaiting-payment', shopper),
      get('awaiting-payment', { as: shopper }),
      payAgain(cash, 'FAILED_PRECONDITION', { as: shopper }),
      answerPrompts,
      get('paid', { as: shopper }),
      payAgain(cash, 'FAILED_PRECONDITION', { as: shopper }),
      stock('taken'),
    ],
  },
  ...failures.map((failure) => ({
    rule: `an M-Pesa payment that ends ${failure} fails the order with that reason, its units back`,
    steps: [
      mpesa(failure),
      place(order([jeansIn('32', 3)]), 'placed, awaiting-payment'),
      stock('taken'),
      answerPrompts,
      get(`payment-failed (${failure})`),
      stock('as seeded'),
    ],
  })),
  {
    rule: 'Try again takes the units again and sends a new prompt, to another number, for the same order',
    steps: [
      mpesa('wrong-pin'),
      place(order([loafers8()]), 'placed, awaiting-payment'),
      answerPrompts,
      stock('as seeded'),
      mpesa('paid'),
      payAgain({ method: 'mpesa', phone: '0733 444 555' }, 'awaiting-payment'),
      stock('taken'),
      get('awaiting-payment'),
      payAgain({ method: 'mpesa', phone: '0733 444 555' }, 'FAILED_PRECONDITION'),
      answerPrompts,
      get('paid'),
      stock('taken'),
    ],
  },
  {
    rule: 'Try again answers a number M-Pesa cannot prompt with the form’s own message',
    steps: [
      mpesa('cancelled'),
      place(order([scarves()]), 'placed, awaiting-payment'),
      answerPrompts,
      payAgain({ method: 'mpesa', phone: '0200 123' }, 'INVALID_ARGUMENT'),
      get('payment-failed (cancelled)'),
      stock('as seeded'),
    ],
  },
  {
    rule: 'Try again names every line that is gone since, and takes nothing',
    steps: [
      mpesa('cancelled'),
      place(order([jeansIn('32', 2), scarves(), loafers8()]), 'placed, awaiting-payment'),
      answerPrompts,
      change('jeans', { stock: 1, variantStock: { '30|Black': 0, '32|Black': 1, '34|Black': 0 } }),
      change('scarf', null),
      change('loafers', { stock: 1, variantStock: { 'UK 7.5|Tan': 1, 'UK 8|Tan': 0 } }),
      payAgain(tryAgain, 'FAILED_PRECONDITION'),
      payAgain(cash, 'FAILED_PRECONDITION'),
      get('payment-failed (cancelled)'),
      stock('taken'),
    ],
  },
  {
    rule: 'a failed M-Pesa order switches to cash where its delivery takes cash, its units taken again',
    steps: [
      mpesa('cancelled'),
      place(order([scarves(2)]), 'placed, awaiting-payment'),
      answerPrompts,
      stock('as seeded'),
      payAgain(cash, 'pending'),
      stock('taken'),
      get('pending'),
      payAgain(cash, 'FAILED_PRECONDITION'),
    ],
  },
  {
    rule: 'a failed M-Pesa order stays M-Pesa where its delivery takes no cash',
    steps: [
      mpesa('insufficient-funds'),
      place(order([scarves()], courierDetails), 'placed, awaiting-payment'),
      answerPrompts,
      payAgain(cash, 'FAILED_PRECONDITION'),
      get('payment-failed (insufficient-funds)'),
      stock('as seeded'),
    ],
  },
  {
    rule: 'a prompt refused because the phone is busy fails the order at once, its units back; Try again takes them again',
    steps: [
      mpesa('busy'),
      place(order([jeansIn('32', 2)]), 'placed, payment-failed (busy)'),
      stock('as seeded'),
      payAgain(tryAgain, 'payment-failed (busy)'),
      stock('as seeded'),
      mpesa('paid'),
      payAgain(tryAgain, 'awaiting-payment'),
      stock('taken'),
      answerPrompts,
      get('paid'),
    ],
  },
  {
    rule: 'a prompt refused because M-Pesa is unavailable fails the order at once; cash takes its units again',
    steps: [
      mpesa('unavailable'),
      place(order([jeansIn('32', 2)]), 'placed, payment-failed (unavailable)'),
      stock('as seeded'),
      get('payment-failed (unavailable)'),
      payAgain(cash, 'pending'),
      stock('taken'),
    ],
  },
  {
    rule: 'money of another amount than the order’s total fails it, its units back, and allows no Try again',
    steps: [
      mpesa('amount-mismatch'),
      place(order([jeansIn('32', 2)]), 'placed, awaiting-payment'),
      answerPrompts,
      get('payment-failed (amount-mismatch)'),
      stock('as seeded'),
      payAgain(tryAgain, 'FAILED_PRECONDITION'),
      payAgain(cash, 'FAILED_PRECONDITION'),
      // Staff put it right: the order does not end with its hold.
      clock(holdMs),
      get('payment-failed (amount-mismatch)'),
    ],
  },
  {
    rule: 'an order above what M-Pesa takes in one payment is refused by M-Pesa, and by cash above its limit, nothing written',
    steps: [
      place(order([{ id: 'gold-chain', unitPrice: '2500000' }]), 'INVALID_ARGUMENT'),
      get('NOT_FOUND'),
      place(order([{ id: 'gold-chain', unitPrice: '2500000' }], cashDetails), 'INVALID_ARGUMENT'),
      get('NOT_FOUND'),
      stock('as seeded'),
    ],
  },
  {
    rule: 'a cash order of exactly the cash limit is placed; one shilling more is refused, nothing written, and M-Pesa takes it',
    steps: [
      place(
        order(
          [
            { id: 'fridge', unitPrice: cashMax },
            { id: 'pin', unitPrice: '1' },
          ],
          cashDetails,
        ),
        'INVALID_ARGUMENT',
      ),
      get('NOT_FOUND'),
      stock('as seeded'),
      place(
        order([
          { id: 'fridge', unitPrice: cashMax },
          { id: 'pin', unitPrice: '1' },
        ]),
        'placed, awaiting-payment',
      ),
      place(order([{ id: 'fridge', unitPrice: cashMax }], cashDetails, idOf(2)), 'placed, pending'),
      stock('taken'),
    ],
  },
  {
    rule: `cash takes at most ${maxCashUnitsPerVariant} units of one size and colour in a retail line, lines counted together; M-Pesa takes more`,
    steps: [
      place(order([scarves(maxCashUnitsPerVariant + 1)], cashDetails), 'INVALID_ARGUMENT'),
      place(
        order([scarves(6), scarves(maxCashUnitsPerVariant - 5)], cashDetails),
        'INVALID_ARGUMENT',
      ),
      get('NOT_FOUND'),
      stock('as seeded'),
      place(order([scarves(maxCashUnitsPerVariant)], cashDetails), 'placed, pending'),
      place(
        order([scarves(maxCashUnitsPerVariant + 1)], guestDetails, idOf(2)),
        'placed, awaiting-payment',
      ),
      stock('taken'),
    ],
  },
  {
    rule: 'Try again’s cash on delivery obeys cash’s bounds, and takes nothing',
    steps: [
      mpesa('cancelled'),
      place(order([scarves(maxCashUnitsPerVariant + 1)]), 'placed, awaiting-payment'),
      answerPrompts,
      payAgain(cash, 'FAILED_PRECONDITION'),
      get('payment-failed (cancelled)'),
      stock('as seeded'),
    ],
  },
  {
    rule: 'a fourth prompt to one M-Pesa number within ten minutes is refused, nothing written; another number, or the next ten minutes, is prompted',
    steps: [
      mpesa('paid'),
      place(order([scarves()]), 'placed, awaiting-payment'),
      answerPrompts,
      place(
        order([scarves()], { ...guestDetails, phone: '0733 444 555' }, idOf(2)),
        'placed, awaiting-payment',
      ),
      answerPrompts,
      place(order([scarves()], guestDetails, idOf(3)), 'placed, awaiting-payment'),
      answerPrompts,
      place(order([scarves()], guestDetails, idOf(4)), 'RESOURCE_EXHAUSTED'),
      get('NOT_FOUND', { orderId: idOf(4) }),
      place(
        order([scarves()], { ...guestDetails, mpesaPhone: '0733 444 555' }, idOf(5)),
        'placed, awaiting-payment',
      ),
      clock(promptWindowMs),
      place(order([scarves()], guestDetails, idOf(4)), 'placed, awaiting-payment'),
      stock('taken'),
    ],
  },
  {
    rule: 'Try again to a number prompted three times within ten minutes is refused, its units not taken',
    steps: [
      mpesa('cancelled'),
      place(order([jeansIn('32', 2)]), 'placed, awaiting-payment'),
      answerPrompts,
      payAgain(tryAgain, 'awaiting-payment'),
      answerPrompts,
      payAgain(tryAgain, 'awaiting-payment'),
      answerPrompts,
      payAgain(tryAgain, 'RESOURCE_EXHAUSTED'),
      get('payment-failed (cancelled)'),
      stock('as seeded'),
      payAgain({ method: 'mpesa', phone: '0733 444 555' }, 'awaiting-payment'),
      stock('taken'),
    ],
  },
  {
    rule: 'an M-Pesa order of exactly what M-Pesa takes is placed; one shilling more is not',
    steps: [
      place(
        order([
          { id: 'radio', unitPrice: mpesaMax },
          { id: 'pin', unitPrice: '1' },
        ]),
        'INVALID_ARGUMENT',
      ),
      place(order([{ id: 'radio', unitPrice: mpesaMax }]), 'placed, awaiting-payment'),
    ],
  },
  {
    rule: 'one phone holds at most three unpaid orders: a fourth is refused, so is Try again, until one is paid',
    steps: [
      mpesa('wrong-pin'),
      place(order([scarves()]), 'placed, awaiting-payment'),
      answerPrompts,
      place(order([scarves()], cashDetails, idOf(2)), 'placed, pending'),
      place(order([scarves()], cashDetails, idOf(3)), 'placed, pending'),
      mpesa('paid'),
      place(order([scarves()], guestDetails, idOf(4)), 'placed, awaiting-payment'),
      place(order([scarves()], cashDetails, idOf(5)), 'RESOURCE_EXHAUSTED'),
      get('NOT_FOUND', { orderId: idOf(5) }),
      payAgain(cash, 'RESOURCE_EXHAUSTED'),
      place(
        order([scarves()], { ...cashDetails, phone: '0733 444 555' }, idOf(6)),
        'placed, pending',
      ),
      answerPrompts,
      get('paid', { orderId: idOf(4) }),
      payAgain(cash, 'pending'),
      stock('taken'),
    ],
  },
  {
    rule: 'placing orders and asking for prompts faster than the rate limit is refused until the next minute',
    callsPerMinute: 3,
    steps: [
      place(undefined, 'INVALID_ARGUMENT'),
      place(order([scarves()], cashDetails), 'placed, pending'),
      place(order([scarves()], cashDetails), 'placed, pending'),
      place(order([scarves()], cashDetails, idOf(2)), 'RESOURCE_EXHAUSTED'),
      payAgain(cash, 'RESOURCE_EXHAUSTED'),
      // Reading an order is not limited, and another caller has a count of its own.
      get('pending'),
      place(order([scarves()], cashDetails, idOf(2)), 'placed, pending', shopper),
      clock(60_000),
      place(order([scarves()], cashDetails, idOf(3)), 'placed, pending'),
    ],
  },
  {
    rule: 'an M-Pesa order unpaid at the end of its hold expires, its units back; a payment after that does not pay it',
    steps: [
      place(order([jeansIn('32', 2)]), 'placed, awaiting-payment'),
      clock(holdMs - 1000),
      get('awaiting-payment'),
      stock('taken'),
      clock(1000),
      get('expired'),
      stock('as seeded'),
      payAgain(tryAgain, 'FAILED_PRECONDITION'),
      answerPrompts,
      get('expired'),
      stock('as seeded'),
    ],
  },
  {
    rule: 'a failed payment’s order also ends with its hold; Try again gives it a whole hold of its own',
    steps: [
      mpesa('cancelled'),
      place(order([jeansIn('32', 2)]), 'placed, awaiting-payment'),
      answerPrompts,
      clock(holdMs / 2),
      mpesa('wrong-pin'),
      payAgain(tryAgain, 'awaiting-payment'),
      answerPrompts,
      clock(holdMs / 2),
      get('payment-failed (wrong-pin)'),
      clock(holdMs / 2),
      get('expired (wrong-pin)'),
      payAgain(cash, 'FAILED_PRECONDITION'),
      stock('as seeded'),
    ],
  },
  {
    rule: 'Try again is refused once the hold ran out, before anything has marked the order expired',
    steps: [
      mpesa('cancelled'),
      place(order([jeansIn('32', 2)]), 'placed, awaiting-payment'),
      answerPrompts,
      clock(holdMs),
      payAgain(cash, 'FAILED_PRECONDITION'),
      payAgain(tryAgain, 'FAILED_PRECONDITION'),
      stock('as seeded'),
    ],
  },
  {
    rule: 'Try again is refused while the prompt that is out may still be paid',
    steps: [
      place(order([jeansIn('32', 2)]), 'placed, awaiting-payment'),
      payAgain(tryAgain, 'FAILED_PRECONDITION'),
      payAgain(cash, 'FAILED_PRECONDITION'),
      answerPrompts,
      get('paid'),
      stock('taken'),
    ],
  },
  {
    rule: 'a prompt whose answer was lost keeps the order waiting; Try again opens at its retryFrom',
    steps: [
      loseAnswers(true),
      place(order([jeansIn('32', 2)]), 'placed, awaiting-payment'),
      get('awaiting-payment'),
      payAgain(tryAgain, 'FAILED_PRECONDITION'),
      payAgain(cash, 'FAILED_PRECONDITION'),
      clock(2 * 60_000 - 1),
      payAgain(tryAgain, 'FAILED_PRECONDITION'),
      clock(1),
      loseAnswers(false),
      payAgain(tryAgain, 'awaiting-payment'),
      get('awaiting-payment'),
      stock('taken'),
    ],
  },
  {
    rule: 'a prompt whose answer was lost is still paid by its callback',
    steps: [
      loseAnswers(true),
      place(order([scarves()]), 'placed, awaiting-payment'),
      answerPrompts,
      get('paid'),
      stock('taken'),
    ],
  },
  {
    rule: 'a repeat with the same checkout id and token answers the order placed, taken once',
    steps: [
      mpesa('paid'),
      place(order([jeansIn('32', 2)]), 'placed, awaiting-payment'),
      place(order([jeansIn('32', 2)]), 'placed, awaiting-payment'),
      answerPrompts,
      place(order([jeansIn('32', 2)]), 'placed, paid'),
      stock('taken'),
    ],
  },
  {
    rule: 'an order is not found by anyone but its owner or its token’s holder',
    steps: [
      place(order([scarves()], cashDetails), 'placed, pending', shopper),
      get('NOT_FOUND', { as: stranger, token: strangersToken }),
      get('NOT_FOUND', { token: strangersToken }),
      get('pending', { as: shopper, token: strangersToken }),
      get('pending', { as: stranger }),
      get('NOT_FOUND', { orderId: otherCheckoutId }),
      place({ ...order([scarves()], cashDetails), accessToken: strangersToken }, 'NOT_FOUND'),
      payAgain(cash, 'NOT_FOUND', { as: stranger, token: strangersToken }),
      payAgain(cash, 'NOT_FOUND', { orderId: otherCheckoutId }),
    ],
  },
  {
    rule: 'a price changed since the cart was filled is told, and nothing is written',
    steps: [
      place(order([{ ...jeansIn('30'), unitPrice: '2300' }]), 'changed: price'),
      get('NOT_FOUND'),
      stock('as seeded'),
      change('scarf', { price: '850' }),
      place(order([scarves()], cashDetails, otherCheckoutId), 'changed: price'),
    ],
  },
  {
    rule: 'a product gone from the catalog is told by the name the cart showed, or its id',
    steps: [
      change('scarf', null),
      place(
        order([
          { ...scarves(), productName: 'Kikoy Scarf' },
          { id: 'ankara-dress', productName: '' },
          { id: 'kitenge', unitPrice: '1200' },
        ]),
        'changed: gone, gone',
      ),
      stock('as seeded'),
    ],
  },
  {
    rule: 'a product staff hid from the shop is gone to an order, and sold again once shown',
    steps: [
      change('scarf', { hidden: true }),
      place(order([scarves()], cashDetails), 'changed: gone'),
      get('NOT_FOUND'),
      stock('as seeded'),
      change('scarf', { hidden: false }),
      place(order([scarves()], cashDetails), 'placed, pending'),
      stock('taken'),
    ],
  },
  {
    rule: 'Try again names a product staff hid as no longer sold, and takes nothing',
    steps: [
      mpesa('cancelled'),
      place(order([scarves()]), 'placed, awaiting-payment'),
      answerPrompts,
      change('scarf', { hidden: true }),
      payAgain(tryAgain, 'FAILED_PRECONDITION'),
      payAgain(cash, 'FAILED_PRECONDITION'),
      get('payment-failed (cancelled)'),
      stock('as seeded'),
    ],
  },
  {
    rule: 'stock short of a line, or of a size sold out or not sold, is told with what is left',
    steps: [
      place(
        order([jeansIn('30', 3), jeansIn('34'), jeansIn('36')]),
        'changed: stock, stock, stock',
      ),
      stock('as seeded'),
      change('jeans', { stock: 1 }),
      place(order([jeansIn('32', 2)]), 'changed: stock'),
    ],
  },
  {
    rule: 'two lines of the same size and colour are counted together against the stock',
    steps: [
      place(order([jeansIn('30', 1), jeansIn('30', 2)]), 'changed: stock'),
      place(order([jeansIn('32', 1), jeansIn('32', 2)]), 'placed, awaiting-payment'),
      stock('taken'),
    ],
  },
  {
    rule: 'a line without a size is filled from any size, after the lines that chose theirs',
    steps: [
      place(order([jeansIn(null, 4), jeansIn('32', 2)]), 'changed: stock'),
      place(order([jeansIn(null, 3), jeansIn('32', 2)]), 'placed, awaiting-payment'),
      place(
        order([{ id: 'loafers', unitPrice: '4999.50', quantity: 2 }], cashDetails, otherCheckoutId),
        'placed, pending',
      ),
      stock('taken'),
    ],
  },
  {
    rule: 'wholesale terms need the minimum quantity; below it the retail price is told',
    steps: [
      place(order([carton(11)]), 'changed: price'),
      place(order([{ ...carton(12), mode: 'retail' }]), 'changed: price'),
      place(order([carton(12)]), 'placed, awaiting-payment'),
      stock('taken'),
    ],
  },
  {
    rule: 'changes are told prices and gone products first, then stock, in the lines’ order',
    steps: [
      place(
        order([jeansIn('30', 3), { ...scarves(), unitPrice: '700' }, { id: 'ankara-dress' }]),
        'changed: price, gone, stock',
      ),
    ],
  },
  {
    rule: 'an order at the amount taken online or over is refused, naming the limit',
    steps: [
      place(
        order([{ id: 'gold-chain', quantity: 4, unitPrice: '2500000' }], cashDetails),
        'INVALID_ARGUMENT',
      ),
      get('NOT_FOUND'),
      stock('as seeded'),
    ],
  },
  {
    rule: 'a malformed request is refused with its reasons',
    steps: [
      place(undefined, 'INVALID_ARGUMENT'),
      place({ ...order([scarves()]), checkoutId: 'nope' }, 'INVALID_ARGUMENT'),
      place(order([]), 'INVALID_ARGUMENT'),
      place({ ...order([scarves()]), accessToken: 'short' }, 'INVALID_ARGUMENT'),
      get('INVALID_ARGUMENT', { orderId: 'nope' }),
      { call: 'getOrder', data: { orderId: checkoutId }, as: null, expected: 'INVALID_ARGUMENT' },
      {
        call: 'payAgain',
        data: { orderId: checkoutId, accessToken },
        as: null,
        expected: 'INVALID_ARGUMENT',
      },
    ],
  },
  {
    rule: 'checkout details that the form would refuse are refused, every field named',
    steps: [
      place(
        order([scarves()], { ...guestDetails, fullName: ' ', phone: '123', county: 'Atlantis' }),
        'INVALID_ARGUMENT',
      ),
      place(order([scarves()], { ...guestDetails, mpesaPhone: '' }), 'INVALID_ARGUMENT'),
      place(
        order([scarves()], { ...courierDetails, paymentMethod: 'cash-on-delivery' }),
        'INVALID_ARGUMENT',
      ),
      stock('as seeded'),
    ],
  },
  {
    rule: 'a placement meeting the write-error scenario answers unavailable, writes nothing, and may be retried',
    steps: [
      failNextWrite,
      place(order([jeansIn('32', 2)], cashDetails), 'UNAVAILABLE'),
      get('NOT_FOUND'),
      stock('as seeded'),
      place(order([jeansIn('32', 2)], cashDetails), 'placed, pending'),
      stock('taken'),
    ],
  },
  {
    rule: 'a Try again meeting the write-error scenario answers unavailable and leaves the order as it was',
    steps: [
      mpesa('wrong-pin'),
      place(order([scarves()]), 'placed, awaiting-payment'),
      answerPrompts,
      failNextWrite,
      payAgain(cash, 'UNAVAILABLE'),
      get('payment-failed (wrong-pin)'),
      stock('as seeded'),
      payAgain(cash, 'pending'),
      stock('taken'),
    ],
  },
];

/** An answer as the callable protocol carries it: the result, or the error and its HTTP status. */
type Answer =
  { result: unknown } | { error: { status: string; message: string }; httpStatus: number };

interface ProductStock {
  stock: number;
  variantStock: Record<string, number> | null;
}
type StockTaken = Record<string, ProductStock | null>;

/** What a sequence needs of either side. */
interface OrderFunctions {
  call(name: CallableName, data: unknown, as: Caller): Promise<Answer>;
  setMpesaOutcome(outcome: Outcome): void;
  answerPrompts(): Promise<void>;
  changeProduct(id: string, to: Partial<FakeProduct> | null): Promise<void>;
  failNextWrite(): void;
  loseAnswers(lose: boolean): void;
  stock(): Promise<StockTaken>;
}

/** The Auth emulator's kind of ID token, unsigned: the fake reads its uid as the emulator does. */
function idToken(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ user_id: uid, sub: uid })}.`;
}

function fakeFunctions(callsPerMinute: number, offers: readonly OfferInUse[]): OrderFunctions {
  // Prompts are answered by hand, as the stand-in's are here.
  const fake = createFakeFunctions({
    products: catalog,
    callbackAfterChecks: Infinity,
    holdMs,
    callsPerMinute,
    offers,
  });
  return {
    async call(name, data, as) {
      const url = `http://127.0.0.1:5001/demo-kenya-shop/africa-south1/${name}`;
      const headers = new Headers({ 'content-type': 'application/json' });
      if (as !== null) headers.set('authorization', `Bearer ${idToken(as)}`);
      const sent = new Request(url, { method: 'POST', headers, body: JSON.stringify({ data }) });
      const response = await getResponse(fake.handlers, sent);
      if (!response) throw new Error(`The fake has no handler for ${url}`);
      const body = (await response.json()) as
        { result: unknown } | { error: { status: string; message: string } };
      return 'error' in body
        ? { error: body.error, httpStatus: response.status }
        : { result: body.result };
    },
    setMpesaOutcome: (outcome) => fake.setMpesaOutcome(outcome),
    answerPrompts: async () => fake.answerPrompts(),
    changeProduct: async (id, to) => fake.updateProduct(id, to),
    failNextWrite: () => fake.failNextWrite(),
    loseAnswers: (lose) => fake.setPromptState(lose ? 'unconfirmed' : 'sent'),
    async stock() {
      return Object.fromEntries(
        catalog.map(({ id }) => {
          const product = fake.product(id);
          const left = product && {
            stock: product.stock,
            variantStock: product.variantStock ?? null,
          };
          return [id, left ?? null];
        }),
      );
    },
  };
}

/**
 * As the callable protocol sends an error: an HttpsError as it is, anything else as `internal`
 * (firebase-functions' onCall handler, lib/common/providers/https.js); a result as JSON.
 */
async function overTheWire(work: Promise<unknown>): Promise<Answer> {
  try {
    return { result: JSON.parse(JSON.stringify(await work)) as unknown };
  } catch (error) {
    const sent = error instanceof HttpsError ? error : new HttpsError('internal', 'INTERNAL');
    const { status, message } = sent.toJSON();
    return { error: { status, message }, httpStatus: sent.httpErrorCode.status };
  }
}

interface StkCallbackBody {
  Body: {
    stkCallback: {
      CheckoutRequestID: string;
      CallbackMetadata?: { Item: { Name: string; Value?: string | number }[] };
    };
  };
}

/** The callback as it would come had M-Pesa taken one shilling more than the push asked. */
function withAnotherAmount(body: StkCallbackBody): StkCallbackBody {
  const changed = structuredClone(body);
  const amount = changed.Body.stkCallback.CallbackMetadata?.Item.find(
    (item) => item.Name === 'Amount',
  );
  if (amount) amount.Value = Number(amount.Value) + 1;
  return changed;
}

/** Safaricom posts a callback to `mpesaCallback`, as Cloud Functions hands it a request. */
async function postCallback({ url, body }: { url: string; body: unknown }) {
  const response = {
    status: () => response,
    set: () => response,
    json: () => response,
    send: () => response,
    on: () => response,
  };
  const posted = {
    method: 'POST',
    query: Object.fromEntries(new URL(url).searchParams),
    body,
    rawBody: Buffer.from(JSON.stringify(body)),
    headers: { 'content-type': 'application/json' },
    header: () => 'application/json',
    get: () => 'application/json',
  };
  await functions.mpesaCallback(posted as unknown as Request, response as never);
}

async function realFunctions(offers: readonly OfferInUse[]): Promise<OrderFunctions> {
  const products = db.collection('products');
  const batch = db.batch();
  for (const { id, ...fields } of catalog) batch.set(products.doc(id), fields);
  // As saveOffer stores them (functions/src/offers/save-offer.ts), each code claimed.
  for (const { offer, uses } of offers) {
    const { id, ...fields } = offer;
    batch.set(db.collection('offers').doc(id), {
      ...fields,
      startsAt: Timestamp.fromDate(new Date(offer.startsAt)),
      endsAt: offer.endsAt === null ? null : Timestamp.fromDate(new Date(offer.endsAt)),
      uses,
    });
    if (offer.code) batch.set(db.collection('offerCodes').doc(offer.code), { offerId: id });
  }
  await batch.commit();
  const callables = {
    placeOrder: functions.placeOrder,
    getOrder: functions.getOrder,
    payAgain: functions.payAgain,
    priceCart: functions.priceCart,
  };
  // `amount-mismatch`: the stand-in answers paid, and the pushes sent meanwhile are called back
  // with another amount.
  let mismatch = false;
  const mismatched = new Set<string>();
  return {
    async call(name, data, as) {
      const before = daraja.control.pushes().length;
      const answer = await overTheWire(
        callables[name].run({
          data,
          auth: as === null ? undefined : { uid: as, token: {} },
          rawRequest: {},
          acceptsStreaming: false,
        } as unknown as CallableRequest),
      );
      for (const push of daraja.control.pushes().slice(before)) {
        if (mismatch && push.checkoutRequestId) mismatched.add(push.checkoutRequestId);
      }
      return answer;
    },
    setMpesaOutcome(outcome) {
      mismatch = outcome === 'amount-mismatch';
      daraja.control.set(mismatch ? 'paid' : (outcome as Exclude<Outcome, 'amount-mismatch'>));
    },
    async answerPrompts() {
      for (const answer of answers.splice(0)) answer();
      for (const { url, body } of callbacks.splice(0)) {
        const sent = body as StkCallbackBody;
        const tampered = mismatched.has(sent.Body.stkCallback.CheckoutRequestID);
        await postCallback({ url, body: tampered ? withAnotherAmount(sent) : sent });
      }
    },
    async changeProduct(id, to) {
      if (to === null) await products.doc(id).delete();
      else await products.doc(id).update(to);
    },
    failNextWrite() {
      writeErrors += 1;
    },
    loseAnswers(lose) {
      losingAnswers = lose;
    },
    async stock() {
      const snapshots = await db.getAll(...catalog.map(({ id }) => products.doc(id)));
      return Object.fromEntries(
        snapshots.map((snapshot) => {
          const data = snapshot.data();
          const left = data && {
            stock: data.stock as number,
            variantStock: (data.variantStock as Record<string, number> | undefined) ?? null,
          };
          return [snapshot.id, left ?? null];
        }),
      );
    },
  };
}

/** What a step gave: a call's answer, or the products' stock. */
type Given = { answer: Answer } | { stock: StockTaken };

async function run(side: OrderFunctions, steps: readonly Step[]): Promise<Given[]> {
  const given: Given[] = [];
  for (const step of steps) {
    if ('call' in step) given.push({ answer: await side.call(step.call, step.data, step.as) });
    else if ('mpesa' in step) side.setMpesaOutcome(step.mpesa);
    else if ('answerPrompts' in step) await side.answerPrompts();
    else if ('change' in step) await side.changeProduct(step.change, step.to);
    else if ('failNextWrite' in step) side.failNextWrite();
    else if ('loseAnswers' in step) side.loseAnswers(step.loseAnswers);
    else if ('clock' in step) vi.setSystemTime(Date.now() + step.clock);
    else given.push({ stock: await side.stock() });
  }
  return given;
}

/**
 * What may differ between the two, and only that: when an order was placed, paid or refunded
 * (the server's clock, the fake's), M-Pesa receipt numbers (the stand-in's are random), order
 * numbers (random on both sides: each must still be one by its format) and the shop's receipt
 * and credit numbers (each side's sequence runs on across cases: each must still be one). Checkout request ids are never shown
 * (OrderView has none). A null stays null: a receipt on one side only still differs.
 */
function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (
        (key === 'placedAt' || key === 'paidAt') &&
        typeof field === 'string' &&
        !Number.isNaN(Date.parse(field))
      ) {
        return [key, '<time>'];
      }
      if (key === 'receipt' && typeof field === 'string' && /^[A-Z0-9]{10}$/.test(field)) {
        return [key, '<receipt>'];
      }
      if (key === 'number' && typeof field === 'string' && orderNumberPattern.test(field)) {
        return [key, '<number>'];
      }
      if (key === 'number' && typeof field === 'string' && /^[RC]\d{6}$/.test(field)) {
        return [key, `<${field[0]} number>`];
      }
      return [key, normalised(field)];
    }),
  );
}

const seeded: StockTaken = Object.fromEntries(
  catalog.map(({ id, stock: units, variantStock }) => [
    id,
    { stock: units, variantStock: variantStock ?? null },
  ]),
);

/** A step's result in the words of the case's table. */
function told(given: Given): string {
  if ('stock' in given) {
    // A product the case removed from the catalog had no stock taken.
    const untouched = Object.entries(given.stock).every(
      ([id, left]) => left === null || isDeepStrictEqual(left, seeded[id]),
    );
    return untouched ? 'as seeded' : 'taken';
  }
  const { answer } = given;
  if ('error' in answer) return answer.error.status;
  // priceCart's answer: only it tells free delivery (an order's view has discounts too).
  if (
    typeof answer.result === 'object' &&
    answer.result !== null &&
    'freeDelivery' in answer.result
  ) {
    const { discounts, code } = answer.result as CartOffers;
    const given = discounts.map((discount) => discount.offerId).join(', ') || 'none';
    return code === null
      ? `offers ${given}`
      : `offers ${given}, code ${code.applied ? 'applied' : 'refused'}`;
  }
  const result = answer.result as PlaceOrderResponse | OrderView;
  if (!('outcome' in result)) return orderStatus(result);
  return result.outcome === 'placed'
    ? `placed, ${orderStatus(result.order)}`
    : `changed: ${result.changes.map((change) => change.kind).join(', ')}`;
}

const orderStatus = ({ status, payment }: OrderView) =>
  payment.failure ? `${status} (${payment.failure})` : status;

const expectedOf = (steps: readonly Step[]) =>
  steps.flatMap((step) => ('call' in step ? [step.expected] : 'stock' in step ? [step.stock] : []));

/** Where each side's clock starts: a few seconds into a minute, so a case's calls share it. */
const startOfCase = new Date('2026-03-02T07:00:05Z');

describe('the order functions’ fake answers as the functions do', () => {
  for (const { rule, steps, callsPerMinute = localCallsPerMinute, offers = [] } of cases) {
    it(rule, async () => {
      vi.stubEnv('ORDER_CALLS_PER_MINUTE', String(callsPerMinute));
      const realSide = await realFunctions(offers);
      const fakeSide = fakeFunctions(callsPerMinute, offers);
      vi.setSystemTime(startOfCase);
      const real = await run(realSide, steps);
      vi.setSystemTime(startOfCase);
      const fake = await run(fakeSide, steps);
      expect(real.map(told)).toEqual(expectedOf(steps));
      expect(normalised(fake)).toEqual(normalised(real));
      expect(await fakeSide.stock()).toEqual(await realSide.stock());
    });
  }
});
