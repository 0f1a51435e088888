import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { quantityRange } from '@model/catalog/stock-rule';
import { toCartItem, toWishlistItem } from './shopping-list.machine';
import { listToasts } from './shopping-list.machine';
import { createShoppingListMachine } from './shopping-list.machine';
import { aProduct } from '@testing/fixtures/products';
import type { ListKind, ShoppingListEvent, ShoppingListLine, Toast } from './types';
import type { ShoppingListMachine } from './shopping-list.machine';

/**
 * Model-based: every list the events below can reach, then every event from each of them,
 * replayed on a real actor and checked against the rules as docs/shop-rules.md (Cart and wishlist)
 * words them.
 */
const dress = aProduct();
const sneakers = aProduct({ id: 'canvas-sneakers', productName: 'Canvas Sneakers', stock: 3 });
const tShirts = {
  ...aProduct({
    id: 'plain-t-shirt',
    productName: 'Plain Cotton T-Shirt',
    price: '450',
  }),
  wholesale: { unitPrice: '380', minQty: 12 },
};

const listEvents = <TItem>(restored: TItem): ShoppingListEvent<TItem>[] => [
  { type: 'list.add', product: dress },
  { type: 'list.add', product: sneakers },
  { type: 'list.remove', id: dress.id },
  { type: 'list.remove', id: 'not-in-any-list' },
  { type: 'list.moved', id: sneakers.id },
  { type: 'list.restored', items: [restored] },
  { type: 'list.clear' },
];

/** Replays the path on a fresh actor, then reports what the last event did. */
function replay<TItem extends ShoppingListLine>(
  machine: ShoppingListMachine<TItem>,
  path: ShoppingListEvent<TItem>[],
  event: ShoppingListEvent<TItem>,
) {
  const saved: TItem[][] = [];
  const toasts: Toast[] = [];
  const observed = machine.provide({
    actions: {
      persist: (_, list) => saved.push(list.items),
      notify: (_, toast) => toasts.push(toast),
    },
  });
  const actor = createActor(observed, { input: { items: [] } }).start();
  path.forEach((step) => actor.send(step));
  const before = actor.getSnapshot().context.items;
  saved.length = 0;
  toasts.length = 0;
  actor.send(event);
  return { before, after: actor.getSnapshot().context.items, saved, toasts };
}

function expectRulesHeld<TItem extends ShoppingListLine>(
  kind: ListKind,
  effects: ReturnType<typeof replay<TItem>>,
  event: ShoppingListEvent<TItem>,
) {
  const { before, after, saved, toasts } = effects;
  const messages = listToasts(kind);
  const ids = after.map((line) => line.id);
  expect(new Set(ids).size).toBe(ids.length);
  if (kind === 'cart') {
    for (const line of after) {
      const { min, max } = quantityRange(line);
      expect(line.quantity).toBeGreaterThanOrEqual(min);
      expect(line.quantity).toBeLessThanOrEqual(max);
    }
  } else {
    after.forEach((line) => expect(line).not.toHaveProperty('quantity'));
  }
  const listed = (id: string) => before.some((line) => line.id === id);
  const changed = JSON.stringify(after) !== JSON.stringify(before);

  switch (event.type) {
    case 'list.add':
    case 'cart.addAtWholesale': {
      const name = event.product.productName;
      if (listed(event.product.id)) {
        expect(after).toEqual(before);
        expect(toasts).toEqual([messages.alreadyInList(name)]);
      } else {
        expect(after.slice(0, -1)).toEqual(before);
        expect(after.at(-1)?.id).toBe(event.product.id);
        expect(toasts).toEqual([messages.added(name)]);
      }
      break;
    }
    case 'list.remove':
      expect(after).toEqual(before.filter((line) => line.id !== event.id));
      expect(toasts).toEqual(listed(event.id) ? [messages.removed()] : []);
      break;
    case 'list.restored':
      expect(after).toEqual(event.items);
      expect(saved).toEqual([]);
      expect(toasts).toEqual([]);
      return;
    case 'list.clear':
      expect(after).toEqual([]);
      expect(saved).toEqual([[]]);
      expect(toasts).toEqual([]);
      return;
    default:
      expect(toasts).toEqual([]);
  }
  expect(saved).toEqual(changed ? [after] : []);
}

function describeModel<TItem extends ShoppingListLine>(
  kind: ListKind,
  machine: ShoppingListMachine<TItem>,
  events: ShoppingListEvent<TItem>[],
  reachableLists: number,
) {
  describe(`${kind} model`, () => {
    const paths = getShortestPaths(machine, { events, input: { items: [] } });

    it('reaches every order and quantity of the products the events use', () => {
      expect(paths).toHaveLength(reachableLists);
    });

    it('keeps every rule for every event from every reachable list', () => {
      for (const path of paths) {
        // The first step is the start itself (xstate.init), not an event a shopper sends.
        const steps = path.steps.slice(1).map((step) => step.event);
        for (const event of events) {
          expectRulesHeld(kind, replay(machine, steps, event), event);
        }
      }
    });
  });
}

// The cart: the dress at 1 or 2, the sneakers at 1 or 3, the wholesale T-shirts at 12 (3 is
// below their minimum), in every order: 1 + 5 + 16 + 24 lists.
describeModel(
  'cart',
  createShoppingListMachine('cart'),
  [
    ...listEvents(toCartItem(dress)),
    { type: 'cart.addAtWholesale', product: tShirts },
    { type: 'cart.setQuantity', id: dress.id, quantity: 2 },
    { type: 'cart.setQuantity', id: sneakers.id, quantity: 5 },
    { type: 'cart.setQuantity', id: tShirts.id, quantity: 3 },
    { type: 'cart.setQuantity', id: dress.id, quantity: 1.5 },
  ],
  46,
);

// The wishlist: none, either product, both in either order.
describeModel(
  'wishlist',
  createShoppingListMachine('wishlist'),
  listEvents(toWishlistItem(dress)),
  5,
);
