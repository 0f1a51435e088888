import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CheckoutFields } from '../../src/forms/checkout';
import { toCartItem } from '../shopping-list/items';
import { aProduct } from '../shopping-list/test-products';
import { checkoutMachine } from './checkout.machine';
import { maxOrderAmount, maxOrderLines } from '../../src/forms/limits';
import { checkoutStatus, refusalMessage } from './selectors';
import type { CheckoutLine, CurrentProduct, NewOrder, PlaceOrderResult } from './types';

const dress = { ...toCartItem(aProduct()), quantity: 2 };
const tote = toCartItem(
  aProduct({ id: 'leather-tote', productName: 'Leather Tote Bag', price: '5200', stock: 3 }),
);

const fields: CheckoutFields = {
  fullName: 'Wanjiku Kamau',
  phone: '0712 345 678',
  email: '',
  county: 'Nairobi',
  town: 'Westlands',
  address: 'Mpaka Road, House 4',
  deliveryOption: 'nairobi-delivery',
  paymentMethod: 'mpesa',
  mpesaCode: 'sgh7k2lq9p',
};

const asInCatalog = (line: CheckoutLine, overrides: Partial<CurrentProduct> = {}) => ({
  id: line.id,
  productName: line.productName,
  price: line.price,
  stock: 12,
  ...overrides,
});

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A checkout over an in-memory catalog and orders collection. `writes` answers each placeOrder
 * call in turn (default: the write succeeds); `log` records every effect in order.
 */
function checkoutOf(
  cart: CheckoutLine[],
  {
    catalog = Object.fromEntries(cart.map((line) => [line.id, asInCatalog(line)])),
    reads = [] as (() => Promise<Record<string, CurrentProduct | null>>)[],
    writes = [] as (() => Promise<PlaceOrderResult>)[],
  }: {
    catalog?: Record<string, CurrentProduct | null>;
    reads?: (() => Promise<Record<string, CurrentProduct | null>>)[];
    writes?: (() => Promise<PlaceOrderResult>)[];
  } = {},
) {
  const log: string[] = [];
  const placed: { orderId: string; order: NewOrder }[] = [];
  let ids = 0;
  const machine = checkoutMachine.provide({
    actors: {
      readProducts: fromPromise(async ({ input }: { input: string[] }) => {
        log.push(`read ${input.join(',')}`);
        const next = reads.shift();
        if (next) return next();
        return Object.fromEntries(input.map((id) => [id, catalog[id] ?? null]));
      }),
      placeOrder: fromPromise(
        async ({ input }: { input: { orderId: string; order: NewOrder } }) => {
          log.push(`write ${input.orderId}`);
          placed.push(input);
          const next = writes.shift();
          const result = next ? await next() : 'placed';
          log.push(`written ${input.orderId}`);
          return result;
        },
      ),
    },
    actions: { emptyCart: () => log.push('empty cart') },
  });
  const actor = createActor(machine, {
    input: { cart, makeOrderId: () => `order-${(ids += 1)}` },
  }).start();
  const place = (ownerUid: string | null = null) =>
    actor.send({ type: 'checkout.place', fields, ownerUid });
  const settled = () =>
    waitFor(actor, (s) => ['editing', 'reviewing', 'placed', 'failed'].includes(checkoutStatus(s)));
  return { actor, log, placed, place, settled };
}

const unavailable = () => Promise.reject(new Error('unavailable'));

describe('checkout machine: placing an order', () => {
  it('starts editing, with the order id made when the checkout starts', () => {
    const { actor } = checkoutOf([dress]);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.orderId).toBe('order-1');
  });

  it('validates, reprices, places under its id, then empties the cart', async () => {
    const { actor, log, placed, place, settled } = checkoutOf([dress, tote]);
    place('shopper-uid');
    expect(actor.getSnapshot().matches('repricing')).toBe(true);
    expect((await settled()).matches('placed')).toBe(true);
    expect(log).toEqual([
      'read ankara-maxi-dress,leather-tote',
      'write order-1',
      'written order-1',
      'empty cart',
    ]);
    expect(placed).toEqual([
      {
        orderId: 'order-1',
        order: {
          lines: [
            {
              id: 'ankara-maxi-dress',
              productName: 'Ankara Print Maxi Dress',
              unitPrice: '3500',
              quantity: 2,
            },
            { id: 'leather-tote', productName: 'Leather Tote Bag', unitPrice: '5200', quantity: 1 },
          ],
          subtotal: 12200,
          deliveryFee: 300,
          total: 12500,
          delivery: {
            fullName: 'Wanjiku Kamau',
            phone: '+254712345678',
            email: null,
            county: 'Nairobi',
            town: 'Westlands',
            address: 'Mpaka Road, House 4',
            option: 'nairobi-delivery',
          },
          payment: { method: 'mpesa', mpesaCode: 'SGH7K2LQ9P' },
          ownerUid: 'shopper-uid',
        },
      },
    ]);
  });

  it('never places an empty cart', async () => {
    const { actor, log, place } = checkoutOf([]);
    place();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.refusal).toBe('empty-cart');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).toEqual([]);
  });

  it('never places with details that fail the checkout rules', () => {
    const { actor, log, place } = checkoutOf([dress]);
    actor.send({ type: 'checkout.place', fields: { ...fields, phone: '12' }, ownerUid: null });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.refusal).toBe('invalid-details');
    expect(log).toEqual([]);
    place();
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('refuses, before any write, an order whose total at current prices reaches the most the rules accept', async () => {
    // 9,999,700 for the line and 300 for delivery within Nairobi: exactly KES 10,000,000.
    const coat = { ...toCartItem(aProduct({ id: 'wool-coat', price: '99997' })), quantity: 100 };
    const { actor, log, place, settled } = checkoutOf([coat], {
      catalog: { 'wool-coat': asInCatalog(coat, { stock: 200 }) },
    });
    place();
    const snapshot = await settled();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.refusal).toBe('order-too-large');
    expect(snapshot.context.order?.total).toBe(maxOrderAmount);
    expect(refusalMessage(snapshot.context.refusal)).toBe(
      'One order must come to less than KES 10,000,000. Lower some quantities or remove products, and order the rest separately.',
    );
    expect(log).toEqual(['read wool-coat']);
    place();
    await settled();
    expect(actor.getSnapshot().context.refusal).toBe('order-too-large');
    expect(log).toEqual(['read wool-coat', 'read wool-coat']);
  });

  it('places an order just under the most the rules accept', async () => {
    // 9,999,699 for the line and 300 for delivery within Nairobi: KES 9,999,999.
    const coat = { ...toCartItem(aProduct({ id: 'wool-coat', price: '99996.99' })), quantity: 100 };
    const { log, placed, place, settled } = checkoutOf([coat], {
      catalog: { 'wool-coat': asInCatalog(coat, { stock: 200 }) },
    });
    place();
    expect((await settled()).matches('placed')).toBe(true);
    expect(placed[0]?.order.total).toBe(maxOrderAmount - 1);
    expect(log).toContain('write order-1');
  });

  it('refuses, before any read, a cart of more lines than one order may hold', () => {
    const lines = Array.from({ length: maxOrderLines + 1 }, (_, index) => ({
      ...dress,
      id: `line-${index}`,
    }));
    const { actor, log, place } = checkoutOf(lines);
    place();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.refusal).toBe('too-many-lines');
    expect(refusalMessage('too-many-lines')).toBe(
      'One order holds up to 100 products. Remove some from your cart and order them separately.',
    );
    expect(log).toEqual([]);
  });

  it('refuses a second Place order while one is being placed (double submit)', async () => {
    const write = deferred<PlaceOrderResult>();
    const { actor, placed, place, settled } = checkoutOf([dress], {
      writes: [() => write.promise],
    });
    place();
    await waitFor(actor, (s) => s.matches('placing'));
    expect(actor.getSnapshot().can({ type: 'checkout.place', fields, ownerUid: null })).toBe(false);
    place();
    actor.send({ type: 'checkout.retry' });
    write.resolve('placed');
    expect((await settled()).matches('placed')).toBe(true);
    expect(placed).toHaveLength(1);
  });

  it('refuses a second Place order while repricing', () => {
    const read = deferred<Record<string, CurrentProduct | null>>();
    const { actor, log, place } = checkoutOf([dress], { reads: [() => read.promise] });
    place();
    place();
    expect(actor.getSnapshot().matches('repricing')).toBe(true);
    expect(log).toEqual(['read ankara-maxi-dress']);
  });

  it('never places twice: once placed, neither Place order nor Retry leaves placed', async () => {
    const { actor, placed, place, settled } = checkoutOf([dress]);
    place();
    await settled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'checkout.place', fields, ownerUid: null })).toBe(false);
    expect(snapshot.can({ type: 'checkout.retry' })).toBe(false);
    expect(snapshot.can({ type: 'checkout.confirm' })).toBe(false);
    place();
    actor.send({ type: 'checkout.retry' });
    expect(actor.getSnapshot().matches('placed')).toBe(true);
    expect(placed).toHaveLength(1);
  });

  it('starts another order, with a new id, when the shopper comes back after placing', async () => {
    const { actor, place, settled } = checkoutOf([dress]);
    expect(actor.getSnapshot().can({ type: 'checkout.startAnother' })).toBe(false);
    place();
    await settled();
    actor.send({ type: 'checkout.startAnother' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.orderId).toBe('order-2');
    expect(actor.getSnapshot().context.order).toBeNull();
  });
});

describe('checkout machine: repricing', () => {
  it('shows a changed price, and places at the new price once the shopper confirms', async () => {
    const { actor, placed, place, settled } = checkoutOf([dress], {
      catalog: { [dress.id]: asInCatalog(dress, { price: '3900' }) },
    });
    place();
    const reviewing = await settled();
    expect(reviewing.matches('reviewing')).toBe(true);
    expect(reviewing.context.changes).toEqual([
      { kind: 'price', id: dress.id, productName: dress.productName, from: '3500', to: '3900' },
    ]);
    expect(reviewing.context.order?.total).toBe(8100);
    expect(placed).toEqual([]);
    actor.send({ type: 'checkout.confirm' });
    expect((await settled()).matches('placed')).toBe(true);
    expect(placed[0]?.order.lines[0]?.unitPrice).toBe('3900');
  });

  it('shows a product gone; the new total cannot be confirmed until its line is removed', async () => {
    const { actor, placed, place, settled } = checkoutOf([dress, tote], {
      catalog: { [dress.id]: asInCatalog(dress), [tote.id]: null },
    });
    place();
    const reviewing = await settled();
    expect(reviewing.context.changes).toEqual([
      { kind: 'gone', id: tote.id, productName: tote.productName },
    ]);
    expect(reviewing.can({ type: 'checkout.confirm' })).toBe(false);
    actor.send({ type: 'checkout.confirm' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);

    actor.send({ type: 'checkout.cartChanged', lines: [dress] });
    expect((await settled()).matches('placed')).toBe(true);
    expect(placed.map(({ order }) => order.lines.map((line) => line.id))).toEqual([[dress.id]]);
  });

  it('shows stock below the quantity; lowering the quantity lets the order through', async () => {
    const { actor, placed, place, settled } = checkoutOf([dress], {
      catalog: { [dress.id]: asInCatalog(dress, { stock: 1 }) },
    });
    place();
    const reviewing = await settled();
    expect(reviewing.context.changes).toEqual([
      { kind: 'stock', id: dress.id, productName: dress.productName, quantity: 2, available: 1 },
    ]);
    expect(reviewing.can({ type: 'checkout.confirm' })).toBe(false);
    actor.send({ type: 'checkout.cartChanged', lines: [{ ...dress, quantity: 1 }] });
    expect((await settled()).matches('placed')).toBe(true);
    expect(placed[0]?.order.lines[0]?.quantity).toBe(1);
  });

  it('reads the catalog again when the cart changes while it is being read', async () => {
    const first = deferred<Record<string, CurrentProduct | null>>();
    const { actor, log, place, settled } = checkoutOf([dress, tote], {
      reads: [() => first.promise],
    });
    place();
    actor.send({ type: 'checkout.cartChanged', lines: [dress] });
    first.resolve({});
    expect((await settled()).matches('placed')).toBe(true);
    expect(log.slice(0, 2)).toEqual([
      'read ankara-maxi-dress,leather-tote',
      'read ankara-maxi-dress',
    ]);
  });

  it('lets the shopper change the details while reviewing and checks them again', async () => {
    const { actor, place, settled } = checkoutOf([dress], {
      catalog: { [dress.id]: asInCatalog(dress, { price: '3900' }) },
    });
    place();
    await settled();
    actor.send({
      type: 'checkout.place',
      fields: { ...fields, deliveryOption: 'pickup-cbd' },
      ownerUid: null,
    });
    const again = await settled();
    expect(again.matches('reviewing')).toBe(true);
    expect(again.context.order?.deliveryFee).toBe(0);
  });
});

describe('checkout machine: faults', () => {
  it('fails when the catalog cannot be read, and Retry reads again', async () => {
    const { actor, placed, place, settled } = checkoutOf([dress], { reads: [unavailable] });
    place();
    const failed = await settled();
    expect(failed.matches('failed')).toBe(true);
    expect(failed.context.failure).toEqual(new Error('unavailable'));
    actor.send({ type: 'checkout.retry' });
    expect((await settled()).matches('placed')).toBe(true);
    expect(placed).toHaveLength(1);
  });

  it('keeps the cart when the write fails; Retry writes under the same id and then empties it', async () => {
    const { actor, log, place, settled } = checkoutOf([dress], { writes: [unavailable] });
    place();
    expect((await settled()).matches('failed')).toBe(true);
    expect(log).not.toContain('empty cart');
    actor.send({ type: 'checkout.retry' });
    expect((await settled()).matches('placed')).toBe(true);
    expect(log).toEqual([
      'read ankara-maxi-dress',
      'write order-1',
      'write order-1',
      'written order-1',
      'empty cart',
    ]);
  });

  it('counts a Retry answered "already placed" (a timed-out write that landed) as placed', async () => {
    const { actor, log, placed, place, settled } = checkoutOf([dress], {
      writes: [() => Promise.reject(new Error('timeout')), async () => 'already-placed'],
    });
    place();
    await settled();
    actor.send({ type: 'checkout.retry' });
    expect((await settled()).matches('placed')).toBe(true);
    expect(placed.map(({ orderId }) => orderId)).toEqual(['order-1', 'order-1']);
    expect(log.filter((entry) => entry === 'empty cart')).toHaveLength(1);
  });

  it('prices the cart again on Retry when it changed after the write failed', async () => {
    const { actor, log, placed, place, settled } = checkoutOf([dress, tote], {
      writes: [unavailable],
    });
    place();
    await settled();
    actor.send({ type: 'checkout.cartChanged', lines: [tote] });
    actor.send({ type: 'checkout.retry' });
    expect((await settled()).matches('placed')).toBe(true);
    expect(log.filter((entry) => entry.startsWith('read'))).toHaveLength(2);
    expect(placed[1]?.order.lines.map((line) => line.id)).toEqual([tote.id]);
    expect(placed[1]?.orderId).toBe('order-1');
  });

  it('refuses Retry unless failed, and Confirm unless reviewing', async () => {
    const write = deferred<PlaceOrderResult>();
    const { actor, place } = checkoutOf([dress], { writes: [() => write.promise] });
    const refused = () => ({
      retry: actor.getSnapshot().can({ type: 'checkout.retry' }),
      confirm: actor.getSnapshot().can({ type: 'checkout.confirm' }),
    });
    expect(refused()).toEqual({ retry: false, confirm: false });
    place();
    await waitFor(actor, (s) => s.matches('placing'));
    expect(refused()).toEqual({ retry: false, confirm: false });
  });

  it('lets the shopper press Place order again from failed, under the same id', async () => {
    const { placed, place, settled } = checkoutOf([dress], { writes: [unavailable] });
    place();
    await settled();
    place();
    expect((await settled()).matches('placed')).toBe(true);
    expect(placed.map(({ orderId }) => orderId)).toEqual(['order-1', 'order-1']);
  });
});
