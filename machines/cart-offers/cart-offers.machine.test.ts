import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createShoppingListMachine } from '../shopping-list/shopping-list.machine';
import { dress, tote } from '@testing/helpers/checkout-machine';
import type { CartItem } from '../shopping-list/types';
import { cartOffersMachine, pricingPause } from './cart-offers.machine';
import {
  appliedCode,
  applyingCode,
  cartTotal,
  discountLines,
  freeDelivery,
  offersSeen,
  offersStatus,
} from './selectors';
import type { CartOffers, DiscountLine, PriceCartRequest, Toast } from './types';

const weekend: DiscountLine = {
  offerId: 'weekend',
  name: 'Weekend sale',
  code: null,
  kind: 'percent',
  amount: 650,
};
const friday: DiscountLine = {
  offerId: 'friday',
  name: 'Black Friday',
  code: 'FRIDAY20',
  kind: 'percent',
  amount: 1300,
};

const answer = (overrides: Partial<CartOffers> = {}): CartOffers => ({
  discounts: [],
  discountTotal: 0,
  freeDelivery: null,
  code: null,
  ...overrides,
});

/** Answers as a server would: FRIDAY20 applies, every other code is unknown. */
const server = async (request: PriceCartRequest): Promise<CartOffers> => {
  if (request.code === null) return answer({ discounts: [weekend], discountTotal: 650 });
  if (request.code === 'FRIDAY20') {
    return answer({
      discounts: [friday],
      discountTotal: 1300,
      code: { code: 'FRIDAY20', applied: true },
    });
  }
  return answer({
    discounts: [weekend],
    discountTotal: 650,
    code: {
      code: request.code,
      applied: false,
      message: `We do not know the code ${request.code}: check how it is spelt.`,
    },
  });
};

function offersOf(
  items: CartItem[],
  { code = null, price = server }: { code?: string | null; price?: typeof server } = {},
) {
  const requests: PriceCartRequest[] = [];
  const stored: (string | null)[] = [];
  const toasts: Toast[] = [];
  const cart = createActor(createShoppingListMachine('cart'), { input: { items } }).start();
  const actor = createActor(
    cartOffersMachine.provide({
      actors: {
        priceCart: fromPromise(({ input }: { input: PriceCartRequest }) => {
          requests.push(input);
          return price(input);
        }),
      },
      actions: {
        keepCodeOnDevice: (_, kept) => stored.push(kept),
        notify: (_, toast) => toasts.push(toast),
      },
    }),
    { input: { cart, code } },
  ).start();
  const snapshot = () => actor.getSnapshot();
  return {
    actor,
    cart,
    requests,
    stored,
    toasts,
    snapshot,
    status: () => offersStatus(snapshot()),
    apply: (typed: string, from: 'field' | 'link' = 'field') =>
      actor.send({ type: 'offers.apply', code: typed, from }),
    /** Lets the pricing pause pass and the answers arrive. */
    settle: () => vi.advanceTimersByTimeAsync(pricingPause),
  };
}

/** A price that waits until the test answers it. */
function heldPrice() {
  const pending: {
    request: PriceCartRequest;
    resolve: (offers: CartOffers) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const price = (request: PriceCartRequest) =>
    new Promise<CartOffers>((resolve, reject) => pending.push({ request, resolve, reject }));
  return { price, pending };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cart offers machine', () => {
  it('an empty cart asks nothing and shows no offers', async () => {
    const { requests, status, settle } = offersOf([]);
    await settle();
    expect(status()).toBe('idle');
    expect(requests).toEqual([]);
  });

  it("prices the cart's lines as Place order sends them, and shows automatic offers by themselves", async () => {
    const { requests, status, snapshot, settle } = offersOf([dress]);
    expect(status()).toBe('pricing');
    await settle();
    expect(requests).toEqual([
      {
        lines: [
          {
            id: dress.id,
            size: null,
            colour: null,
            quantity: 2,
            mode: 'retail',
            unitPrice: dress.price,
            productName: dress.productName,
          },
        ],
        code: null,
        deliveryOption: null,
        phone: null,
      },
    ]);
    expect(status()).toBe('priced');
    expect(discountLines(snapshot())).toEqual([weekend]);
  });

  it('quick changes to the cart are priced once, after the pause', async () => {
    const { cart, requests, settle } = offersOf([dress]);
    cart.send({ type: 'cart.setQuantity', id: dress.id, quantity: 3 });
    cart.send({ type: 'list.add', product: tote });
    await vi.advanceTimersByTimeAsync(pricingPause - 1);
    expect(requests).toEqual([]);
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.lines.map((line) => [line.id, line.quantity])).toEqual([
      [dress.id, 3],
      [tote.id, 1],
    ]);
  });

  it('a cart event that changes no line asks nothing more', async () => {
    const { cart, requests, settle } = offersOf([dress]);
    await settle();
    cart.send({ type: 'list.add', product: dress });
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('an answer for an older cart is ignored: the cart as it is now is priced', async () => {
    const held = heldPrice();
    const { cart, snapshot, status, settle } = offersOf([dress], { price: held.price });
    await settle();
    cart.send({ type: 'list.add', product: tote });
    held.pending[0]!.resolve(answer({ discounts: [weekend] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(discountLines(snapshot())).toEqual([]);
    await settle();
    expect(held.pending[1]!.request.lines).toHaveLength(2);
    held.pending[1]!.resolve(answer({ discounts: [friday] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('priced');
    expect(discountLines(snapshot())).toEqual([friday]);
  });

  it('a code the server applies is kept on the device and its line shows', async () => {
    const held = heldPrice();
    const { apply, snapshot, stored, settle } = offersOf([dress], { price: held.price });
    await settle();
    held.pending[0]!.resolve(await server(held.pending[0]!.request));
    apply(' friday 20 ');
    expect(applyingCode(snapshot())).toBe('FRIDAY20');
    expect(held.pending[1]!.request.code).toBe('FRIDAY20');
    held.pending[1]!.resolve(await server(held.pending[1]!.request));
    await vi.advanceTimersByTimeAsync(0);
    expect(applyingCode(snapshot())).toBeNull();
    expect(appliedCode(snapshot())).toBe('FRIDAY20');
    expect(stored).toEqual(['FRIDAY20']);
    expect(discountLines(snapshot())).toEqual([friday]);
    expect(snapshot().context.message).toBeNull();
  });

  it('a code the server refuses shows its reason and is not kept', async () => {
    const { apply, snapshot, stored, settle } = offersOf([dress]);
    await settle();
    apply('SUMMER5');
    await settle();
    expect(snapshot().context.message).toBe(
      'We do not know the code SUMMER5: check how it is spelt.',
    );
    expect(appliedCode(snapshot())).toBeNull();
    expect(stored).toEqual([]);
    expect(discountLines(snapshot())).toEqual([weekend]);
  });

  it.each([
    ['', 'Enter a discount code.'],
    ['   ', 'Enter a discount code.'],
    ['AB', 'A discount code is 3 to 20 letters and digits.'],
    ['FRIDAY-20!', 'A discount code is 3 to 20 letters and digits.'],
    ['A'.repeat(21), 'A discount code is 3 to 20 letters and digits.'],
  ])(
    'a code typed as %j is refused with a clear message, without a call',
    async (typed, message) => {
      const { apply, requests, snapshot, settle } = offersOf([dress]);
      await settle();
      apply(typed);
      await settle();
      expect(snapshot().context.message).toBe(message);
      expect(requests).toHaveLength(1);
    },
  );

  it('a code refused while another is kept leaves the kept one applied', async () => {
    const { apply, requests, snapshot, stored, settle } = offersOf([dress], { code: 'FRIDAY20' });
    await settle();
    apply('SUMMER5');
    await settle();
    expect(requests.map((request) => request.code)).toEqual(['FRIDAY20', 'SUMMER5', 'FRIDAY20']);
    expect(appliedCode(snapshot())).toBe('FRIDAY20');
    expect(discountLines(snapshot())).toEqual([friday]);
    expect(snapshot().context.message).toMatch(/SUMMER5/);
    expect(stored).toEqual([]);
  });

  it('Remove forgets the code, on the device too, and prices the cart without it', async () => {
    const { actor, requests, snapshot, stored, settle } = offersOf([dress], { code: 'FRIDAY20' });
    await settle();
    actor.send({ type: 'offers.remove' });
    await settle();
    expect(appliedCode(snapshot())).toBeNull();
    expect(stored).toEqual([null]);
    expect(requests.at(-1)!.code).toBeNull();
    expect(discountLines(snapshot())).toEqual([weekend]);
  });

  it('a kept code the cart no longer earns is dropped, with why', async () => {
    const { snapshot, stored, settle } = offersOf([dress], { code: 'SPRING' });
    await settle();
    expect(appliedCode(snapshot())).toBeNull();
    expect(stored).toEqual([null]);
    expect(snapshot().context.message).toMatch(/SPRING/);
  });

  it('a failed call shows no offers and offers Retry, which prices again', async () => {
    let fail = true;
    const { actor, status, snapshot, requests, settle } = offersOf([dress], {
      code: 'FRIDAY20',
      price: (request) => (fail ? Promise.reject(new Error('offline')) : server(request)),
    });
    expect(actor.getSnapshot().can({ type: 'offers.retry' })).toBe(false);
    await settle();
    expect(status()).toBe('failed');
    expect(discountLines(snapshot())).toEqual([]);
    expect(offersSeen(snapshot())).toEqual({ code: 'FRIDAY20', saving: null });
    fail = false;
    actor.send({ type: 'offers.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(2);
    expect(status()).toBe('priced');
    expect(offersSeen(snapshot())).toEqual({ code: 'FRIDAY20', saving: 1300 });
  });

  it("checkout's delivery and a Kenyan phone price the cart again; the same ones, or a phone half typed, do not", async () => {
    const { actor, requests, settle } = offersOf([dress]);
    await settle();
    const checkout = (deliveryOption: string | null, phone: string | null) =>
      actor.send({ type: 'offers.checkoutChanged', deliveryOption, phone });
    checkout('nairobi-delivery', '0712');
    await settle();
    checkout('nairobi-delivery', '07123');
    await settle();
    checkout('nairobi-delivery', '0712345678');
    await settle();
    checkout('nairobi-delivery', '0712345678');
    await settle();
    expect(requests.map(({ deliveryOption, phone }) => [deliveryOption, phone])).toEqual([
      [null, null],
      ['nairobi-delivery', null],
      ['nairobi-delivery', '0712345678'],
    ]);
  });

  it('asked to price again (checkout found the saving changed), it asks the server again', async () => {
    const { actor, requests, settle } = offersOf([dress]);
    await settle();
    actor.send({ type: 'offers.reprice' });
    await settle();
    expect(requests).toHaveLength(2);
  });

  it('free delivery is told before a delivery is chosen', async () => {
    const { snapshot, settle } = offersOf([dress], {
      price: async () =>
        answer({ freeDelivery: { offerId: 'free', name: 'Free delivery weekend' } }),
    });
    await settle();
    expect(freeDelivery(snapshot())).toEqual({ offerId: 'free', name: 'Free delivery weekend' });
  });

  it('the cart shows a Total once an offer takes money off: the subtotal less the offers', async () => {
    const { snapshot, settle } = offersOf([dress], { code: 'FRIDAY20' });
    expect(cartTotal(snapshot(), 13000)).toBeNull();
    await settle();
    expect(cartTotal(snapshot(), 13000)).toBe(11700);
  });

  it('free delivery alone leaves the cart without a Total, and so does a failed call', async () => {
    const free = offersOf([dress], {
      price: async () =>
        answer({
          discounts: [
            {
              offerId: 'free',
              name: 'Free delivery weekend',
              code: null,
              kind: 'free-delivery',
              amount: 300,
            },
          ],
          freeDelivery: { offerId: 'free', name: 'Free delivery weekend' },
        }),
    });
    await free.settle();
    expect(cartTotal(free.snapshot(), 13000)).toBeNull();
    const failed = offersOf([dress], { price: () => Promise.reject(new Error('offline')) });
    await failed.settle();
    expect(cartTotal(failed.snapshot(), 13000)).toBeNull();
  });

  it('an emptied cart forgets its offers and asks nothing more', async () => {
    const { cart, requests, snapshot, status, settle } = offersOf([dress]);
    await settle();
    cart.send({ type: 'list.clear' });
    await settle();
    expect(status()).toBe('idle');
    expect(discountLines(snapshot())).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('what Place order tells: the code kept and the saving shown, none before the first answer', async () => {
    const { cart, snapshot, settle } = offersOf([dress], { code: 'FRIDAY20' });
    expect(offersSeen(snapshot())).toEqual({ code: 'FRIDAY20', saving: null });
    await settle();
    expect(offersSeen(snapshot())).toEqual({ code: 'FRIDAY20', saving: 1300 });
    // Priced again, the lines shown are still the last answer's: so is the saving told.
    cart.send({ type: 'list.add', product: tote });
    expect(offersSeen(snapshot())).toEqual({ code: 'FRIDAY20', saving: 1300 });
  });

  it('tells no saving from an answer priced for another delivery, whose free delivery saved another fee', async () => {
    const { actor, snapshot, settle } = offersOf([dress], { code: 'FRIDAY20' });
    await settle();
    actor.send({ type: 'offers.checkoutChanged', deliveryOption: 'nairobi-delivery', phone: null });
    expect(offersSeen(snapshot())).toEqual({ code: 'FRIDAY20', saving: null });
    await settle();
    expect(offersSeen(snapshot())).toEqual({ code: 'FRIDAY20', saving: 1300 });
  });
});

describe('cart offers machine: a code carried by a link', () => {
  it('applied: a toast says it was added to the cart', async () => {
    const { apply, toasts, stored, settle } = offersOf([dress]);
    apply('friday20', 'link');
    await settle();
    expect(toasts).toEqual([
      { type: 'success', message: 'Discount code FRIDAY20 added to your cart' },
    ]);
    expect(stored).toEqual(['FRIDAY20']);
  });

  it("refused: a toast gives the server's reason", async () => {
    const { apply, toasts, snapshot, settle } = offersOf([dress]);
    apply('SUMMER5', 'link');
    await settle();
    expect(toasts).toEqual([
      { type: 'error', message: 'We do not know the code SUMMER5: check how it is spelt.' },
    ]);
    expect(appliedCode(snapshot())).toBeNull();
  });

  it('malformed: a toast says so, and nothing else happens', async () => {
    const { apply, toasts, requests, snapshot, stored, settle } = offersOf([dress]);
    await settle();
    apply('<script>', 'link');
    await settle();
    expect(toasts).toEqual([
      { type: 'error', message: 'A discount code is 3 to 20 letters and digits.' },
    ]);
    expect(requests).toHaveLength(1);
    expect(stored).toEqual([]);
    expect(snapshot().context.message).toBeNull();
  });

  it('with an empty cart the code waits in the cart, priced with its first lines', async () => {
    const { apply, cart, toasts, requests, stored, snapshot, settle } = offersOf([]);
    apply('FRIDAY20', 'link');
    expect(toasts).toEqual([
      { type: 'success', message: 'Discount code FRIDAY20 added to your cart' },
    ]);
    expect(stored).toEqual(['FRIDAY20']);
    expect(requests).toEqual([]);
    cart.send({ type: 'list.add', product: tote });
    await settle();
    expect(requests.map((request) => request.code)).toEqual(['FRIDAY20']);
    expect(discountLines(snapshot())).toEqual([friday]);
  });

  it('a failed check says so in a toast and keeps the code for Retry', async () => {
    let fail = true;
    const { actor, apply, toasts, requests, snapshot, settle } = offersOf([dress], {
      price: (request) => (fail ? Promise.reject(new Error('offline')) : server(request)),
    });
    apply('FRIDAY20', 'link');
    await settle();
    expect(toasts).toEqual([
      {
        type: 'error',
        message:
          'We could not check the discount code FRIDAY20 just now. Open your cart to try again.',
      },
    ]);
    fail = false;
    actor.send({ type: 'offers.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.at(-1)!.code).toBe('FRIDAY20');
    expect(appliedCode(snapshot())).toBe('FRIDAY20');
  });
});
