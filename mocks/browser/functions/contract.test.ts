/**
 * Contract tests: the order functions' fake (./fake-orders.ts behind ./callables.ts, what
 * Storybook, `dev:mocks` and the checkout's component tests run on) held to the functions
 * themselves. Each case's call sequence runs once against the fake, through its MSW handlers as
 * the browser calls it, and once against the Cloud Functions exported by functions/src/index.ts
 * on this worker's Firestore emulator, their M-Pesa prompts sent to the local Daraja stand-in
 * (mocks/backend/daraja, prompts answered by hand) and Safaricom's callbacks posted to
 * `mpesaCallback`, as functions/test/mpesa/functions.test.ts runs them. Both must answer the
 * same, and leave the products' stock the same.
 */
import { deleteApp, getApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest, type Request } from 'firebase-functions/https';
import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView, PlaceOrderResponse } from '@/model/order/view';
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
const server = setupServer(...daraja.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  answers.length = 0;
  callbacks.length = 0;
  daraja.control.reset();
});
afterEach(() => vi.restoreAllMocks());
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

const catalog: FakeProduct[] = [
  { id: 'jeans', ...jeans },
  { id: 'loafers', ...loafers },
  { id: 'scarf', ...scarf },
  { id: 'kitenge', ...kitenge },
  { id: 'gold-chain', ...goldChain },
];

const checkoutId = 'ContractCheckout0001';
const otherCheckoutId = 'ContractCheckout0002';
const strangersToken = 'strangers-own-token-0123456789abcdef';
const shopper = 'wanjiku-uid';
const stranger = 'otieno-uid';
const courierDetails = { ...guestDetails, deliveryOption: 'courier-countrywide' };

/** M-Pesa's answers that both the fake and the Daraja stand-in give. */
type Outcome = 'paid' | 'insufficient-funds' | 'cancelled' | 'unreachable' | 'wrong-pin';
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
  /** The next placeOrder or payAgain fails inside, where it reads and writes Firestore. */
  | { failNextWrite: true }
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
const stock = (expected: 'as seeded' | 'taken'): Step => ({ stock: expected });

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
}

const failures = ['insufficient-funds', 'cancelled', 'unreachable', 'wrong-pin'] as const;

const cases: Case[] = [
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
    rule: `an M-Pesa payment that ends ${failure} fails the order with that reason`,
    steps: [
      mpesa(failure),
      place(order([jeansIn('32', 3)]), 'placed, awaiting-payment'),
      answerPrompts,
      get(`payment-failed (${failure})`),
    ],
  })),
  {
    rule: 'Try again sends a new prompt, to another number, for the same order',
    steps: [
      mpesa('wrong-pin'),
      place(order([loafers8()]), 'placed, awaiting-payment'),
      answerPrompts,
      mpesa('paid'),
      payAgain({ method: 'mpesa', phone: '0733 444 555' }, 'awaiting-payment'),
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
    ],
  },
  {
    rule: 'a failed M-Pesa order switches to cash where its delivery takes cash',
    steps: [
      mpesa('cancelled'),
      place(order([scarves(2)]), 'placed, awaiting-payment'),
      answerPrompts,
      payAgain(cash, 'pending'),
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
    ],
  },
  {
    rule: 'an M-Pesa order over what M-Pesa takes in one payment fails at once, and may go cash',
    steps: [
      place(order([{ id: 'gold-chain', unitPrice: '2500000' }]), 'placed, payment-failed (failed)'),
      payAgain({ method: 'mpesa', phone: '0712 345 678' }, 'payment-failed (failed)'),
      payAgain(cash, 'pending'),
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
    rule: 'a placement whose write fails answers internal, writes nothing, and may be retried',
    steps: [
      failNextWrite,
      place(order([jeansIn('32', 2)], cashDetails), 'INTERNAL'),
      get('NOT_FOUND'),
      stock('as seeded'),
      place(order([jeansIn('32', 2)], cashDetails), 'placed, pending'),
      stock('taken'),
    ],
  },
  {
    rule: 'a Try again whose write fails answers internal and leaves the order as it was',
    steps: [
      mpesa('wrong-pin'),
      place(order([scarves()]), 'placed, awaiting-payment'),
      answerPrompts,
      failNextWrite,
      payAgain(cash, 'INTERNAL'),
      get('payment-failed (wrong-pin)'),
      payAgain(cash, 'pending'),
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
  stock(): Promise<StockTaken>;
}

/** The Auth emulator's kind of ID token, unsigned: the fake reads its uid as the emulator does. */
function idToken(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ user_id: uid, sub: uid })}.`;
}

function fakeFunctions(): OrderFunctions {
  // Prompts are answered by hand, as the stand-in's are here.
  const fake = createFakeFunctions({ products: catalog, callbackAfterChecks: Infinity });
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

async function realFunctions(): Promise<OrderFunctions> {
  const products = db.collection('products');
  const batch = db.batch();
  for (const { id, ...fields } of catalog) batch.set(products.doc(id), fields);
  await batch.commit();
  const callables = {
    placeOrder: functions.placeOrder,
    getOrder: functions.getOrder,
    payAgain: functions.payAgain,
  };
  return {
    call: (name, data, as) =>
      overTheWire(
        callables[name].run({
          data,
          auth: as === null ? undefined : { uid: as, token: {} },
          rawRequest: {},
          acceptsStreaming: false,
        } as unknown as CallableRequest),
      ),
    setMpesaOutcome: (outcome) => daraja.control.set(outcome),
    async answerPrompts() {
      for (const answer of answers.splice(0)) answer();
      for (const callback of callbacks.splice(0)) await postCallback(callback);
    },
    async changeProduct(id, to) {
      if (to === null) await products.doc(id).delete();
      else await products.doc(id).update(to);
    },
    failNextWrite() {
      // The functions' own Firestore (the default app's, functions/src/index.ts) fails once.
      const unavailable = Object.assign(new Error('14 UNAVAILABLE: Connection dropped'), {
        code: 14,
      });
      vi.spyOn(getFirestore(), 'runTransaction').mockRejectedValueOnce(unavailable);
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
    else given.push({ stock: await side.stock() });
  }
  return given;
}

/**
 * What may differ between the two, and only that: when an order was placed (the server's clock,
 * the fake's) and M-Pesa receipt numbers (the stand-in's are random). Checkout request ids are
 * never shown (OrderView has none). A null stays null: a receipt on one side only still differs.
 */
function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (key === 'placedAt' && typeof field === 'string' && !Number.isNaN(Date.parse(field))) {
        return [key, '<time>'];
      }
      if (key === 'receipt' && typeof field === 'string' && /^[A-Z0-9]{10}$/.test(field)) {
        return [key, '<receipt>'];
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
      ([id, left]) => left === null || JSON.stringify(left) === JSON.stringify(seeded[id]),
    );
    return untouched ? 'as seeded' : 'taken';
  }
  const { answer } = given;
  if ('error' in answer) return answer.error.status;
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

describe('the order functions’ fake answers as the functions do', () => {
  for (const { rule, steps } of cases) {
    it(rule, async () => {
      const realSide = await realFunctions();
      const fakeSide = fakeFunctions();
      const real = await run(realSide, steps);
      const fake = await run(fakeSide, steps);
      expect(real.map(told)).toEqual(expectedOf(steps));
      expect(normalised(fake)).toEqual(normalised(real));
      expect(await fakeSide.stock()).toEqual(await realSide.stock());
    });
  }
});
