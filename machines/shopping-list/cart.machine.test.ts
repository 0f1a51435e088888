import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { maxOrderLines } from '@model/limits';
import { createShoppingListMachine } from './shopping-list.machine';
import { aProduct, dressLine } from '@testing/fixtures/products';
import type { CartItem, Toast } from './types';

const dress = aProduct();
const tShirts = {
  ...aProduct({
    id: 'plain-t-shirt',
    productName: 'Plain Cotton T-Shirt',
    price: '450',
    stock: 40,
  }),
  wholesale: { unitPrice: '380', minQty: 12 },
};

const sneakersLine: CartItem = {
  id: 'canvas-sneakers',
  productName: 'Canvas Sneakers',
  price: '2499.50',
  quantity: 1,
  image: [{ downloadURL: '/products/canvas-sneakers.svg', name: 'canvas-sneakers.svg' }],
  stock: 3,
};
const wholesaleTShirtLine: CartItem = {
  id: 'plain-t-shirt',
  productName: 'Plain Cotton T-Shirt',
  price: '380',
  quantity: 12,
  image: [{ downloadURL: '/products/plain-t-shirt.svg', name: 'plain-t-shirt.svg' }],
  stock: 40,
  wholesale: { unitPrice: '380', minQty: 12 },
};

/** A cart of `count` distinct one-unit lines. */
const linesUpTo = (count: number): CartItem[] =>
  Array.from({ length: count }, (_, index) => ({ ...sneakersLine, id: `line-${index}` }));

function cartWith(items: CartItem[] = []) {
  const saved: CartItem[][] = [];
  const toasts: Toast[] = [];
  const machine = createShoppingListMachine('cart').provide({
    actions: {
      persist: (_, list) => saved.push(list.items),
      notify: (_, toast) => toasts.push(toast),
    },
  });
  const actor = createActor(machine, { input: { items } }).start();
  return { actor, saved, toasts, items: () => actor.getSnapshot().context.items };
}

describe('cart machine', () => {
  it('starts with the items it is given', () => {
    const { items, saved, toasts } = cartWith([dressLine]);
    expect(items()).toEqual([dressLine]);
    expect(saved).toEqual([]);
    expect(toasts).toEqual([]);
  });

  describe('add', () => {
    it('appends a product not yet in the cart with quantity 1, saves the cart and shows the success toast', () => {
      const { actor, items, saved, toasts } = cartWith([sneakersLine]);
      actor.send({ type: 'list.add', product: dress });
      expect(items()).toEqual([sneakersLine, dressLine]);
      expect(saved).toEqual([[sneakersLine, dressLine]]);
      expect(toasts).toEqual([
        { type: 'success', message: 'Ankara Print Maxi Dress has been added to the cart!' },
      ]);
    });

    it('keeps only the line fields of the product, not the whole catalog product', () => {
      const { actor, items } = cartWith();
      actor.send({ type: 'list.add', product: dress });
      expect(Object.keys(items()[0]!).sort()).toEqual(
        ['id', 'image', 'price', 'productName', 'quantity', 'stock'].sort(),
      );
    });

    it('adds a product with wholesale terms at the retail price, as an ordinary line', () => {
      const { actor, items } = cartWith();
      actor.send({ type: 'list.add', product: tShirts });
      expect(items()[0]).toMatchObject({ price: '450', quantity: 1 });
      expect(items()[0]).not.toHaveProperty('wholesale');
    });

    it('keeps the size and colour chosen on the product page on the line', () => {
      const { actor, items, saved } = cartWith();
      actor.send({ type: 'list.add', product: dress, options: { size: 'M', colour: 'Orange' } });
      expect(items()).toEqual([{ ...dressLine, size: 'M', colour: 'Orange' }]);
      expect(saved).toEqual([[{ ...dressLine, size: 'M', colour: 'Orange' }]]);
    });

    it('refuses the same product in another size: a line is one product id', () => {
      const { actor, items, toasts } = cartWith([{ ...dressLine, size: 'M' }]);
      actor.send({ type: 'list.add', product: dress, options: { size: 'L' } });
      expect(items()).toEqual([{ ...dressLine, size: 'M' }]);
      expect(toasts).toEqual([
        { type: 'warning', message: 'Ankara Print Maxi Dress is already in the cart!' },
      ]);
    });

    it('takes a line up to the most one order may hold', () => {
      const { actor, items } = cartWith(linesUpTo(maxOrderLines - 1));
      actor.send({ type: 'list.add', product: dress });
      expect(items()).toHaveLength(maxOrderLines);
      expect(items().at(-1)).toEqual(dressLine);
    });

    it('refuses a line beyond the most one order may hold, says why, and saves nothing', () => {
      const { actor, items, saved, toasts } = cartWith(linesUpTo(maxOrderLines));
      actor.send({ type: 'list.add', product: dress });
      actor.send({ type: 'cart.addAtWholesale', product: tShirts });
      expect(items()).toEqual(linesUpTo(maxOrderLines));
      expect(saved).toEqual([]);
      expect(toasts).toEqual([
        {
          type: 'warning',
          message: `Ankara Print Maxi Dress was not added: the cart holds up to ${maxOrderLines} products. Check out or remove one first.`,
        },
        {
          type: 'warning',
          message: `Plain Cotton T-Shirt was not added: the cart holds up to ${maxOrderLines} products. Check out or remove one first.`,
        },
      ]);
    });

    it('refuses a product whose id is already in the cart with the warning toast, and saves nothing', () => {
      const { actor, items, saved, toasts } = cartWith([dressLine]);
      actor.send({ type: 'list.add', product: { ...dress, price: '9999' } });
      expect(items()).toEqual([dressLine]);
      expect(saved).toEqual([]);
      expect(toasts).toEqual([
        { type: 'warning', message: 'Ankara Print Maxi Dress is already in the cart!' },
      ]);
    });
  });

  describe('the stock rule', () => {
    const jeans = aProduct({
      id: 'slim-jeans',
      productName: 'Slim Fit Jeans',
      price: '2500',
      sizes: ['30', '32'],
      unavailableSizes: [],
      colours: ['Black', 'Navy'],
      unavailableColours: [],
      stock: 5,
      variantStock: { '30|Black': 2, '30|Navy': 0, '32|Black': 0, '32|Navy': 3 },
    });

    it('refuses a sold-out product with a toast that says so, and saves nothing', () => {
      const { actor, items, saved, toasts } = cartWith();
      actor.send({ type: 'list.add', product: aProduct({ stock: 0 }) });
      expect(items()).toEqual([]);
      expect(saved).toEqual([]);
      expect(toasts).toEqual([
        {
          type: 'warning',
          message: 'Ankara Print Maxi Dress is sold out, so it was not added to the cart.',
        },
      ]);
    });

    it('refuses a size and colour with no units left, whatever the other variants hold', () => {
      const { actor, items, toasts } = cartWith();
      actor.send({ type: 'list.add', product: jeans, options: { size: '30', colour: 'Navy' } });
      expect(items()).toEqual([]);
      expect(toasts[0]?.message).toBe(
        'Slim Fit Jeans is sold out, so it was not added to the cart.',
      );
    });

    it('keeps on the line the units of its size and colour, and caps its quantity there', () => {
      const { actor, items } = cartWith();
      actor.send({ type: 'list.add', product: jeans, options: { size: '32', colour: 'Navy' } });
      expect(items()[0]).toMatchObject({ size: '32', colour: 'Navy', quantity: 1, stock: 3 });
      actor.send({ type: 'cart.setQuantity', id: 'slim-jeans', quantity: 5 });
      expect(items()[0]!.quantity).toBe(3);
    });

    it('says a sold-out product already in the cart is in the cart, not that it is sold out', () => {
      const { actor, toasts } = cartWith([{ ...dressLine, stock: 0 }]);
      actor.send({ type: 'list.add', product: aProduct({ stock: 0 }) });
      expect(toasts).toEqual([
        { type: 'warning', message: 'Ankara Print Maxi Dress is already in the cart!' },
      ]);
    });

    it('refuses a move from the wishlist of a line with no units left, with the sold-out toast', () => {
      const { actor, items, saved, toasts } = cartWith();
      const soldOutLine = {
        id: 'canvas-sneakers',
        productName: 'Canvas Sneakers',
        price: '2499.50',
        image: [],
        stock: 0,
      };
      actor.send({ type: 'list.add', product: soldOutLine });
      expect(items()).toEqual([]);
      expect(saved).toEqual([]);
      expect(toasts).toEqual([
        {
          type: 'warning',
          message: 'Canvas Sneakers is sold out, so it was not added to the cart.',
        },
      ]);
    });

    it('lets in a line this device knows no stock for: the server decides at checkout', () => {
      const { actor, items } = cartWith();
      const specShaped = { id: 'p-0001', productName: 'Scarf', price: '800', image: [] };
      actor.send({ type: 'list.add', product: specShaped });
      expect(items()).toEqual([{ ...specShaped, quantity: 1 }]);
    });

    it('refuses wholesale terms while the units are fewer than the minimum', () => {
      const { actor, items, toasts } = cartWith();
      actor.send({ type: 'cart.addAtWholesale', product: { ...tShirts, stock: 5 } });
      expect(items()).toEqual([]);
      expect(toasts).toEqual([
        {
          type: 'warning',
          message:
            'Plain Cotton T-Shirt was not added: only 5 left, fewer than the wholesale minimum of 12.',
        },
      ]);
    });
  });

  describe('remove', () => {
    it('filters the item out by id, saves the cart and shows the error-style toast', () => {
      const { actor, items, saved, toasts } = cartWith([dressLine, sneakersLine]);
      actor.send({ type: 'list.remove', id: 'ankara-maxi-dress' });
      expect(items()).toEqual([sneakersLine]);
      expect(saved).toEqual([[sneakersLine]]);
      expect(toasts).toEqual([{ type: 'error', message: 'Product removed from cart' }]);
    });

    it('ignores an id that is not in the cart: no save, no toast', () => {
      const { actor, items, saved, toasts } = cartWith([dressLine]);
      expect(actor.getSnapshot().can({ type: 'list.remove', id: 'not-here' })).toBe(false);
      actor.send({ type: 'list.remove', id: 'not-here' });
      expect(items()).toEqual([dressLine]);
      expect(saved).toEqual([]);
      expect(toasts).toEqual([]);
    });
  });

  describe('quantity', () => {
    it('sets a whole quantity within the stock and saves the cart, with no toast', () => {
      const { actor, items, saved, toasts } = cartWith([dressLine, sneakersLine]);
      actor.send({ type: 'cart.setQuantity', id: 'ankara-maxi-dress', quantity: 4 });
      const changed = [{ ...dressLine, quantity: 4 }, sneakersLine];
      expect(items()).toEqual(changed);
      expect(saved).toEqual([changed]);
      expect(toasts).toEqual([]);
    });

    it('clamps a quantity above the stock to the stock', () => {
      const { actor, items } = cartWith([sneakersLine]);
      actor.send({ type: 'cart.setQuantity', id: 'canvas-sneakers', quantity: 50 });
      expect(items()[0]!.quantity).toBe(3);
    });

    it('clamps to 99 when this device knows no stock for the line', () => {
      const noStock: CartItem = { ...dressLine };
      delete noStock.stock;
      const { actor, items } = cartWith([noStock]);
      actor.send({ type: 'cart.setQuantity', id: 'ankara-maxi-dress', quantity: 500 });
      expect(items()[0]!.quantity).toBe(99);
    });

    it('lets a line with stock 0 grow no further: 0 is none left, not unknown', () => {
      const { actor, items, saved } = cartWith([{ ...sneakersLine, stock: 0 }]);
      const more = { type: 'cart.setQuantity', id: 'canvas-sneakers', quantity: 2 } as const;
      expect(actor.getSnapshot().can(more)).toBe(false);
      actor.send(more);
      expect(items()[0]!.quantity).toBe(1);
      expect(saved).toEqual([]);
    });

    it('clamps a quantity below 1 to 1', () => {
      const { actor, items } = cartWith([{ ...dressLine, quantity: 3 }]);
      actor.send({ type: 'cart.setQuantity', id: 'ankara-maxi-dress', quantity: -5 });
      expect(items()[0]!.quantity).toBe(1);
    });

    it('keeps a line bought at wholesale terms at or above its minimum quantity', () => {
      const { actor, items } = cartWith([{ ...wholesaleTShirtLine, quantity: 15 }]);
      actor.send({ type: 'cart.setQuantity', id: 'plain-t-shirt', quantity: 3 });
      expect(items()[0]!.quantity).toBe(12);
    });

    it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])(
      'refuses the quantity %s: no change, no save',
      (quantity) => {
        const { actor, items, saved } = cartWith([dressLine]);
        expect(
          actor.getSnapshot().can({ type: 'cart.setQuantity', id: 'ankara-maxi-dress', quantity }),
        ).toBe(false);
        actor.send({ type: 'cart.setQuantity', id: 'ankara-maxi-dress', quantity });
        expect(items()).toEqual([dressLine]);
        expect(saved).toEqual([]);
      },
    );

    it('ignores a quantity that leaves the line as it is, such as + at the stock', () => {
      const { actor, saved } = cartWith([{ ...sneakersLine, quantity: 3 }]);
      const plusAtStock = { type: 'cart.setQuantity', id: 'canvas-sneakers', quantity: 4 } as const;
      expect(actor.getSnapshot().can(plusAtStock)).toBe(false);
      actor.send(plusAtStock);
      expect(saved).toEqual([]);
    });

    it('ignores a quantity for an id that is not in the cart', () => {
      const { actor, saved } = cartWith([dressLine]);
      const event = { type: 'cart.setQuantity', id: 'not-here', quantity: 2 } as const;
      expect(actor.getSnapshot().can(event)).toBe(false);
      actor.send(event);
      expect(saved).toEqual([]);
    });
  });

  describe('add at wholesale terms', () => {
    it('appends the line at the unit price and minimum quantity, keeps the terms, saves and shows the success toast', () => {
      const { actor, items, saved, toasts } = cartWith([dressLine]);
      actor.send({ type: 'cart.addAtWholesale', product: tShirts });
      expect(items()).toEqual([dressLine, wholesaleTShirtLine]);
      expect(saved).toEqual([[dressLine, wholesaleTShirtLine]]);
      expect(toasts).toEqual([
        { type: 'success', message: 'Plain Cotton T-Shirt has been added to the cart!' },
      ]);
    });

    it('keeps the size and colour chosen with the wholesale terms', () => {
      const { actor, items } = cartWith();
      actor.send({ type: 'cart.addAtWholesale', product: tShirts, options: { size: 'L' } });
      expect(items()).toEqual([{ ...wholesaleTShirtLine, size: 'L' }]);
    });

    it('refuses a product already in the cart, at either terms, with the warning toast', () => {
      const { actor, items, saved, toasts } = cartWith([{ ...wholesaleTShirtLine, quantity: 1 }]);
      actor.send({ type: 'cart.addAtWholesale', product: tShirts });
      actor.send({ type: 'list.add', product: tShirts });
      expect(items()).toEqual([{ ...wholesaleTShirtLine, quantity: 1 }]);
      expect(saved).toEqual([]);
      expect(toasts).toEqual([
        { type: 'warning', message: 'Plain Cotton T-Shirt is already in the cart!' },
        { type: 'warning', message: 'Plain Cotton T-Shirt is already in the cart!' },
      ]);
    });
  });

  describe('restore, move and clear', () => {
    it("replaces the cart with restored items (another tab's change) without saving or a toast", () => {
      const { actor, items, saved, toasts } = cartWith([dressLine]);
      actor.send({ type: 'list.restored', items: [sneakersLine] });
      expect(items()).toEqual([sneakersLine]);
      expect(saved).toEqual([]);
      expect(toasts).toEqual([]);
    });

    it('empties the cart after an order, saving the empty cart, with no toast', () => {
      const { actor, items, saved, toasts } = cartWith([dressLine, sneakersLine]);
      actor.send({ type: 'list.clear' });
      expect(items()).toEqual([]);
      expect(saved).toEqual([[]]);
      expect(toasts).toEqual([]);
    });

    it('filters out a line moved to the other list and saves, with no toast of its own', () => {
      const { actor, items, saved, toasts } = cartWith([dressLine, sneakersLine]);
      expect(actor.getSnapshot().can({ type: 'list.moved', id: 'not-here' })).toBe(false);
      actor.send({ type: 'list.moved', id: 'canvas-sneakers' });
      expect(items()).toEqual([dressLine]);
      expect(saved).toEqual([[dressLine]]);
      expect(toasts).toEqual([]);
    });
  });
});

describe('cart machine: a new price found at checkout', () => {
  it('gives the line the new price and saves, with no toast', () => {
    const { actor, items, saved, toasts } = cartWith([dressLine, sneakersLine]);
    actor.send({ type: 'cart.setPrice', id: dressLine.id, price: '3900', keepsWholesale: false });
    expect(items()).toEqual([{ ...dressLine, price: '3900' }, sneakersLine]);
    expect(saved).toEqual([items()]);
    expect(toasts).toEqual([]);
  });

  it('keeps a wholesale line’s terms at their new price', () => {
    const { actor, items } = cartWith([wholesaleTShirtLine]);
    actor.send({ type: 'cart.setPrice', id: tShirts.id, price: '395', keepsWholesale: true });
    expect(items()).toEqual([
      { ...wholesaleTShirtLine, price: '395', wholesale: { unitPrice: '395', minQty: 12 } },
    ]);
  });

  it('makes a wholesale line whose terms are gone a retail line', () => {
    const { actor, items } = cartWith([wholesaleTShirtLine]);
    actor.send({ type: 'cart.setPrice', id: tShirts.id, price: '450', keepsWholesale: false });
    const retail: CartItem = { ...wholesaleTShirtLine, price: '450' };
    delete retail.wholesale;
    expect(items()).toEqual([retail]);
  });

  it('ignores a line not in the cart and a price that is not a number', () => {
    const { actor, saved } = cartWith([dressLine]);
    const unknown = {
      type: 'cart.setPrice',
      id: 'gone',
      price: '1',
      keepsWholesale: false,
    } as const;
    expect(actor.getSnapshot().can(unknown)).toBe(false);
    expect(actor.getSnapshot().can({ ...unknown, id: dressLine.id, price: 'about 3500' })).toBe(
      false,
    );
    actor.send(unknown);
    expect(saved).toEqual([]);
  });
});
