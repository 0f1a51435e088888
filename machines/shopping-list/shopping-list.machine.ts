import { assertEvent, assign, enqueueActions, sendTo, setup } from 'xstate';
import { maxOrderLines } from '@model/limits';
import { toCartItem, toWishlistItem, withOptions } from '@model/cart/lines';
import { clampQuantity, unitsFor } from '@model/catalog/stock-rule';
import type {
  CartItem,
  LineOptions,
  ListableProduct,
  ListKind,
  ShoppingListContext,
  ShoppingListEvent,
  ShoppingListLine,
  Toast,
  WholesaleProduct,
  WishlistItem,
} from './types';

export { toCartItem, toWishlistItem, withOptions };

/**
 * The cart line at a new unit price (checkout found the catalog changed): a wholesale line keeps
 * its terms at that price, or with `keepsWholesale` false becomes a retail line.
 */
export function repricedLine<T extends Pick<CartItem, 'price' | 'wholesale'>>(
  line: T,
  price: string,
  keepsWholesale: boolean,
): T {
  const { wholesale, ...retail } = line;
  if (wholesale && keepsWholesale) {
    return { ...line, price, wholesale: { ...wholesale, unitPrice: price } };
  }
  return { ...retail, price } as T;
}

/**
 * The list's toasts (docs/shop-rules.md, Texts the shop shows and logs), with its name ("cart" or
 * "wishlist") in place.
 */
export function listToasts(kind: ListKind) {
  return {
    added: (productName: string): Toast => ({
      type: 'success',
      message: `${productName} has been added to the ${kind}!`,
    }),
    alreadyInList: (productName: string): Toast => ({
      type: 'warning',
      message: `${productName} is already in the ${kind}!`,
    }),
    removed: (): Toast => ({ type: 'error', message: `Product removed from ${kind}` }),
    /** The stock rule has no units for it: nothing was added. */
    soldOut: (productName: string): Toast => ({
      type: 'warning',
      message: `${productName} is sold out, so it was not added to the ${kind}.`,
    }),
    /** Fewer units left than the wholesale minimum: the terms cannot be bought. */
    belowMinimum: (productName: string, units: number, minQty: number): Toast => ({
      type: 'warning',
      message: `${productName} was not added: only ${units} left, fewer than the wholesale minimum of ${minQty}.`,
    }),
    /** One order holds a limited number of lines, so the cart holds no more. */
    full: (productName: string, maxLines: number): Toast => ({
      type: 'warning',
      message: `${productName} was not added: the ${kind} holds up to ${maxLines} products. Check out or remove one first.`,
    }),
  };
}

/**
 * The rule book of one shopping list (docs/shop-rules.md, Cart and wishlist). Saving and toasts are
 * injected with `.provide`: `persist` receives the list after every change, `notify` a toast to
 * show; unprovided, they do nothing. `newLine` makes the list's line: quantity 1 in the cart, with
 * the size and colour the shopper chose. A list holding `maxLines` lines takes no new one. With
 * `countsStock` (the cart), the stock rule (model/catalog/stock-rule.ts) decides whether a product
 * can go in, in the size and colour chosen, and how many a line may take; the wishlist keeps
 * sold-out products too, to be bought when they are back.
 */
function buildShoppingListMachine<TItem extends ShoppingListLine>(
  kind: ListKind,
  newLine: (product: ListableProduct, options?: LineOptions) => TItem,
  maxLines: number,
  countsStock: boolean,
) {
  const toasts = listToasts(kind);
  const lineOf = (items: TItem[], id: string) => items.find((item) => item.id === id);

  const machine = setup({
    types: {
      context: {} as ShoppingListContext<TItem>,
      events: {} as ShoppingListEvent<TItem>,
      input: {} as { items: TItem[] },
    },
    actions: {
      persist: (_, _list: { items: TItem[] }) => {},
      notify: (_, _toast: Toast) => {},
      appendNewLine: assign({
        items: ({ context, event }) => {
          assertEvent(event, 'list.add');
          return [...context.items, newLine(event.product, event.options)];
        },
      }),
      appendAtWholesaleTerms: assign({
        items: ({ context, event }) => {
          assertEvent(event, 'cart.addAtWholesale');
          const { unitPrice, minQty } = event.product.wholesale;
          const line = newLine(event.product, event.options);
          return [
            ...context.items,
            { ...line, price: unitPrice, quantity: minQty, wholesale: { unitPrice, minQty } },
          ];
        },
      }),
      filterOutById: assign({
        items: ({ context, event }) => {
          assertEvent(event, ['list.remove', 'list.moved']);
          return context.items.filter((item) => item.id !== event.id);
        },
      }),
      setClampedQuantity: assign({
        items: ({ context, event }) => {
          assertEvent(event, 'cart.setQuantity');
          return context.items.map((item) =>
            item.id === event.id
              ? { ...item, quantity: clampQuantity(item, event.quantity) }
              : item,
          );
        },
      }),
      setNewPrice: assign({
        items: ({ context, event }) => {
          assertEvent(event, 'cart.setPrice');
          return context.items.map((item) =>
            item.id === event.id ? repricedLine(item, event.price, event.keepsWholesale) : item,
          );
        },
      }),
      replaceWithRestored: assign({
        items: ({ event }) => {
          assertEvent(event, 'list.restored');
          return event.items;
        },
      }),
      emptyList: assign({ items: [] }),
      /** Tells the list a line came from that this list now holds it, so it lets the line go. */
      confirmMove: enqueueActions(({ event, enqueue }) => {
        assertEvent(event, 'list.add');
        if (event.movedFrom) {
          enqueue.sendTo(event.movedFrom, { type: 'list.moved', id: event.product.id });
        }
      }),
      /**
       * The cart adds the line by its own rules and toasts; it is reached by its system id, so
       * the wishlist needs no reference handed to it (shopping-lists.machine.ts).
       */
      sendLineToCart: sendTo(
        ({ system }) => system.get('cart'),
        ({ context, event, self }) => {
          assertEvent(event, 'wishlist.moveToCart');
          return { type: 'list.add', product: lineOf(context.items, event.id)!, movedFrom: self };
        },
      ),
    },
    guards: {
      isAlreadyInList: ({ context, event }) => {
        assertEvent(event, ['list.add', 'cart.addAtWholesale']);
        return lineOf(context.items, event.product.id) !== undefined;
      },
      isFull: ({ context }) => context.items.length >= maxLines,
      isSoldOut: ({ event }) => {
        assertEvent(event, ['list.add', 'cart.addAtWholesale']);
        return countsStock && unitsFor(event.product, event.options) === 0;
      },
      isBelowWholesaleMinimum: ({ event }) => {
        assertEvent(event, 'cart.addAtWholesale');
        const units = unitsFor(event.product, event.options);
        return units !== null && units < event.product.wholesale.minQty;
      },
      isInList: ({ context, event }) => {
        assertEvent(event, ['list.remove', 'list.moved', 'wishlist.moveToCart']);
        return lineOf(context.items, event.id) !== undefined;
      },
      isPriceable: ({ context, event }) => {
        assertEvent(event, 'cart.setPrice');
        return (
          lineOf(context.items, event.id) !== undefined && Number.isFinite(Number(event.price))
        );
      },
      changesQuantity: ({ context, event }) => {
        assertEvent(event, 'cart.setQuantity');
        const line = lineOf(context.items, event.id);
        return (
          line !== undefined &&
          Number.isInteger(event.quantity) &&
          clampQuantity(line, event.quantity) !== line.quantity
        );
      },
    },
  });

  const persistList = {
    type: 'persist',
    params: ({ context }: { context: ShoppingListContext<TItem> }) => ({ items: context.items }),
  } as const;
  /** The list's toast about the product the event names. */
  const notifyAbout = (toast: (productName: string) => Toast) =>
    ({
      type: 'notify',
      params: ({ event }: { event: { product: ListableProduct } }) =>
        toast(event.product.productName),
    }) as const;
  const notifyAdded = notifyAbout(toasts.added);
  const notifyAlreadyInList = notifyAbout(toasts.alreadyInList);
  const notifySoldOut = notifyAbout(toasts.soldOut);
  const notifyFull = notifyAbout((productName) => toasts.full(productName, maxLines));
  const notifyRemoved = { type: 'notify', params: toasts.removed } as const;
  const notifyBelowMinimum = {
    type: 'notify',
    params: ({ event }: { event: { product: WholesaleProduct; options?: LineOptions } }) =>
      toasts.belowMinimum(
        event.product.productName,
        unitsFor(event.product, event.options) ?? 0,
        event.product.wholesale.minQty,
      ),
  } as const;

  return machine.createMachine({
    id: kind,
    context: ({ input }) => ({ items: input.items }),
    on: {
      'list.add': [
        { guard: 'isAlreadyInList', actions: [notifyAlreadyInList, 'confirmMove'] },
        { guard: 'isFull', actions: notifyFull },
        { guard: 'isSoldOut', actions: notifySoldOut },
        { actions: ['appendNewLine', persistList, notifyAdded, 'confirmMove'] },
      ],
      'list.remove': { guard: 'isInList', actions: ['filterOutById', persistList, notifyRemoved] },
      'list.moved': { guard: 'isInList', actions: ['filterOutById', persistList] },
      'list.restored': { actions: 'replaceWithRestored' },
      'list.clear': { actions: ['emptyList', persistList] },
      ...(kind === 'cart'
        ? {
            'cart.addAtWholesale': [
              { guard: 'isAlreadyInList', actions: notifyAlreadyInList },
              { guard: 'isFull', actions: notifyFull },
              { guard: 'isSoldOut', actions: notifySoldOut },
              { guard: 'isBelowWholesaleMinimum', actions: notifyBelowMinimum },
              { actions: ['appendAtWholesaleTerms', persistList, notifyAdded] },
            ],
            'cart.setQuantity': {
              guard: 'changesQuantity',
              actions: ['setClampedQuantity', persistList],
            },
            'cart.setPrice': { guard: 'isPriceable', actions: ['setNewPrice', persistList] },
          }
        : { 'wishlist.moveToCart': { guard: 'isInList', actions: 'sendLineToCart' } }),
    },
  });
}

export type ShoppingListMachine<TItem extends ShoppingListLine> = ReturnType<
  typeof buildShoppingListMachine<TItem>
>;
export type CartMachine = ShoppingListMachine<CartItem>;
export type WishlistMachine = ShoppingListMachine<WishlistItem>;

/**
 * The cart's or the wishlist's machine: the same rules, the cart adding quantities. The cart
 * holds as many lines as one order may (firestore.rules' limit), so checkout never meets more.
 */
export function createShoppingListMachine(kind: 'cart'): CartMachine;
export function createShoppingListMachine(kind: 'wishlist'): WishlistMachine;
export function createShoppingListMachine(kind: ListKind): CartMachine | WishlistMachine {
  return kind === 'cart'
    ? buildShoppingListMachine(
        'cart',
        (product, options) => withOptions(toCartItem(product, options), options),
        maxOrderLines,
        true,
      )
    : buildShoppingListMachine('wishlist', toWishlistItem, Number.POSITIVE_INFINITY, false);
}
