/**
 * The order callables as Firebase's callable protocol carries them, answered by the in-memory
 * fake of ./fake-orders.ts: `POST {origin}/{project}/{region}/{name}` with `{"data": …}`, answered
 * `{"result": …}`, or `{"error": {"status", "message"}}` with the status's HTTP code, as the
 * Functions emulator does. For component tests (`testBackend.server.use(...fake.handlers)`) and
 * stories (`parameters.msw.handlers`). Faults on demand: `failNext`, `hold`, and `failNextWrite`
 * (the QA `write-error` scenario met inside the function, as ./contract.test.ts proves the real
 * ones answer it).
 */
import { HttpResponse, http, type HttpResponseResolver, type RequestHandler } from 'msw';
import { functionsRegion } from '@model/deployment';
import {
  CallableFailure,
  createFakeOrders,
  type CallableStatus,
  type FakeOrdersOptions,
} from './fake-orders';

export type { FakeMpesaOutcome, FakeProduct } from './fake-orders';

/** The order callables ./contract.test.ts holds to the real ones. */
export type OrderCallableName = 'placeOrder' | 'getOrder' | 'payAgain';
/** Every callable the fake answers: the orders', and priceCart, the cart's offers. */
export type CallableName = OrderCallableName | 'priceCart';

const httpStatusOf: Record<CallableStatus, number> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
};

/** A call that fails: with an error status (after doing its work, if `landed`), or no answer. */
export type CallFault =
  | { status: CallableStatus; message?: string; landed?: boolean }
  | { network: true; landed?: boolean };

export interface FakeFunctionsOptions extends FakeOrdersOptions {
  /** Where the Functions emulator listens, as the shop's local mode reaches it. */
  origin?: string;
  project?: string;
  region?: string;
}

export interface CallRecord {
  name: CallableName;
  data: unknown;
  /** Who the call's ID token names, null for a guest. */
  uid: string | null;
}

const cors = { 'Access-Control-Allow-Origin': '*' };

/**
 * The signed-in caller's uid from `Authorization: Bearer <ID token>`. The Auth emulator's
 * tokens are unsigned and the fake trusts them as the Functions emulator does.
 */
function callerUid(request: Request): string | null {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      user_id?: unknown;
      sub?: unknown;
    };
    const uid = claims.user_id ?? claims.sub;
    return typeof uid === 'string' ? uid : null;
  } catch {
    return null;
  }
}

function failure(status: CallableStatus, message: string) {
  return HttpResponse.json(
    { error: { status, message } },
    { status: httpStatusOf[status], headers: cors },
  );
}

/** Where the Functions emulator serves the callable `name`, as the shop's local mode reaches it. */
export function emulatorCallableUrl(
  name: string,
  {
    origin = 'http://127.0.0.1:5001',
    project = 'demo-kenya-shop',
    region = functionsRegion,
  }: Pick<FakeFunctionsOptions, 'origin' | 'project' | 'region'> = {},
): string {
  return `${origin}/${project}/${region}/${name}`;
}

/**
 * The callable at `url` answered by `answer`, its CORS preflight let through as the Functions
 * emulator lets it: for this fake, and for the back office's stand-ins and stories.
 */
export function callableHandlers(url: string, answer: HttpResponseResolver): RequestHandler[] {
  return [
    http.options(
      url,
      () =>
        new HttpResponse(null, {
          status: 204,
          headers: { ...cors, 'Access-Control-Allow-Headers': '*' },
        }),
    ),
    http.post(url, answer),
  ];
}

export function createFakeFunctions({ origin, project, region, ...options }: FakeFunctionsOptions) {
  const fake = createFakeOrders(options);
  const calls: CallRecord[] = [];
  const faults = new Map<CallableName, CallFault[]>();
  const holds = new Map<CallableName, Promise<void>[]>();

  async function answer(name: CallableName, request: Request) {
    const body = (await request.json().catch(() => null)) as { data?: unknown } | null;
    const uid = callerUid(request);
    calls.push({ name, data: body?.data, uid });
    await holds.get(name)?.shift();
    const fault = faults.get(name)?.shift();
    const work = () => fake[name](body?.data, uid);
    if (fault) {
      if (fault.landed) {
        try {
          work();
        } catch {
          // A refused call that landed changed nothing: the fault answers either way.
        }
      }
      return 'network' in fault
        ? HttpResponse.error()
        : failure(fault.status, fault.message ?? 'The service is currently unavailable.');
    }
    try {
      return HttpResponse.json({ result: work() }, { headers: cors });
    } catch (error) {
      if (error instanceof CallableFailure) return failure(error.status, error.message);
      return failure('INTERNAL', 'INTERNAL');
    }
  }

  const names: CallableName[] = ['placeOrder', 'getOrder', 'payAgain', 'priceCart'];
  const handlers = names.flatMap((name) =>
    callableHandlers(emulatorCallableUrl(name, { origin, project, region }), ({ request }) =>
      answer(name, request),
    ),
  );

  return {
    handlers,
    calls,
    /** The calls made to one function, their data as sent. */
    callsTo: (name: CallableName) => calls.filter((call) => call.name === name),
    /** The next call of `name` fails so (queued: each fault answers one call). */
    failNext: (name: CallableName, fault: CallFault) => {
      faults.set(name, [...(faults.get(name) ?? []), fault]);
    },
    /** The next call of `name` waits until the function returned is called. */
    hold: (name: CallableName) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(name, [...(holds.get(name) ?? []), held]);
      return release;
    },
    /**
     * The functions called directly, without HTTP, as a guest unless a uid says who: to set the
     * scene for a test.
     */
    direct: {
      placeOrder: (data: unknown, uid: string | null = null) => fake.placeOrder(data, uid),
      getOrder: (data: unknown) => fake.getOrder(data, null),
      priceCart: (data: unknown) => fake.priceCart(data),
    },
    setMpesaOutcome: fake.setMpesaOutcome,
    setPromptState: fake.setPromptState,
    failNextWrite: fake.failNextWrite,
    updateProduct: fake.updateProduct,
    product: fake.product,
    orders: fake.orders,
    addOrder: fake.addOrder,
    ownerOf: fake.ownerOf,
    cancelOrder: fake.cancelOrder,
    refundOrder: fake.refundOrder,
    answerPrompt: fake.answerPrompt,
    answerPrompts: fake.answerPrompts,
  };
}

export type FakeFunctions = ReturnType<typeof createFakeFunctions>;
