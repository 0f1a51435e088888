import { describe, expect, it } from 'vitest';
import type { CartItem, WishlistItem } from '../../machines/shopping-list/types';
import { maxOrderLines } from '@model/limits';
import { storedDress as dress, storedSneakers as sneakers } from '@testing/fixtures/stored-lines';
import { sanitiseShoppingList, shoppingListLimits } from './sanitise-shopping-list';

const stored = (value: unknown) => JSON.stringify(value);
const cartFrom = (raw: string | null) => sanitiseShoppingList('cart', raw);
/** The dress line with some fields replaced (undefined removes one when stored). */
const dressWith = (fields: Record<string, unknown>) => stored([{ ...dress, ...fields }, sneakers]);

describe('reading a stored cart', () => {
  it('loads a cart the earlier version saved (id, name, price, quantity, image) unchanged', () => {
    expect(cartFrom(stored([dress, sneakers]))).toEqual([dress, sneakers]);
  });

  it('keeps stock and wholesale terms, the fields this version adds', () => {
    const wholesaleLine = {
      ...dress,
      price: '3000',
      quantity: 6,
      stock: 40,
      wholesale: { unitPrice: '3000', minQty: 6 },
    };
    expect(cartFrom(stored([wholesaleLine]))).toEqual([wholesaleLine]);
  });

  it('keeps the size and colour the shopper chose', () => {
    const chosen = { ...dress, size: 'M', colour: 'Denim Blue' };
    expect(cartFrom(stored([chosen]))).toEqual([chosen]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['blank', { size: '  ', colour: '' }],
    ['not text', { size: 42, colour: { name: 'Blue' } }],
    ['null', { size: null, colour: null }],
    ['longer than 40 characters', { size: 'M'.repeat(41), colour: 'Blue'.repeat(11) }],
  ])('keeps the line without a size or colour that is %s', (_case, options) => {
    expect(cartFrom(dressWith(options))).toEqual([dress, sneakers]);
  });

  it.each([
    ['no key at all', null],
    ['an empty string', ''],
    ['text that is not JSON', 'not json at all'],
    ['truncated JSON', '[{"id":"p-0001","productName":'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['true', 'true'],
    ['an object instead of an array', stored({ 'p-0001': dress })],
    ['the array saved twice over, as a JSON string', stored(stored([dress]))],
  ])('gives an empty cart for %s', (_case, raw) => {
    expect(cartFrom(raw)).toEqual([]);
  });

  it.each<[string, string, CartItem[]]>([
    ['entries that are not objects', stored([null, 7, 'p-0001', [dress], true, dress]), [dress]],
    ['a missing id', dressWith({ id: undefined }), [sneakers]],
    ['a blank id', dressWith({ id: '   ' }), [sneakers]],
    ['an id that is an object', dressWith({ id: { value: 'p-0001' } }), [sneakers]],
    ['an id that is a negative or fractional number', dressWith({ id: 1.5 }), [sneakers]],
    ['a missing productName', dressWith({ productName: undefined }), [sneakers]],
    ['a blank productName', dressWith({ productName: '' }), [sneakers]],
    ['a productName that is not text', dressWith({ productName: 42 }), [sneakers]],
    ['a price of "abc"', dressWith({ price: 'abc' }), [sneakers]],
    ['an empty price', dressWith({ price: '' }), [sneakers]],
    ['a price with a thousands separator, "1,500"', dressWith({ price: '1,500' }), [sneakers]],
    ['a negative price', dressWith({ price: '-5' }), [sneakers]],
    ['a price in exponent form, "1e3"', dressWith({ price: '1e3' }), [sneakers]],
    ['a price with its currency, "KES 1500"', dressWith({ price: 'KES 1500' }), [sneakers]],
    ['a price with three decimals', dressWith({ price: '1499.505' }), [sneakers]],
    ['a price that was NaN (stored as null)', dressWith({ price: Number.NaN }), [sneakers]],
    ['a missing price', dressWith({ price: undefined }), [sneakers]],
    ['a quantity of 0', dressWith({ quantity: 0 }), [sneakers]],
    ['a negative quantity', dressWith({ quantity: -2 }), [sneakers]],
    ['a fractional quantity', dressWith({ quantity: 1.5 }), [sneakers]],
    ['a quantity that is not a number', dressWith({ quantity: 'three' }), [sneakers]],
    ['a quantity that was NaN (stored as null)', dressWith({ quantity: Number.NaN }), [sneakers]],
    [
      'a name longer than 2,048 characters',
      dressWith({ productName: 'A'.repeat(3000) }),
      [sneakers],
    ],
  ])('drops a line with %s and keeps the others', (_case, raw, survivors) => {
    expect(cartFrom(raw)).toEqual(survivors);
  });

  it.each<[string, string, CartItem]>([
    ['a whole-number id, as its digits', dressWith({ id: 17 }), { ...dress, id: '17' }],
    ['a price stored as a number', dressWith({ price: 1499.5 }), { ...dress, price: '1499.5' }],
    ['a price with spaces around it', dressWith({ price: ' 3500 ' }), dress],
    ['a missing quantity, as 1', dressWith({ quantity: undefined }), dress],
    ['a quantity written as digits', dressWith({ quantity: '3' }), { ...dress, quantity: 3 }],
    [
      'a quantity above the stock, at the stock',
      dressWith({ quantity: 500, stock: 12 }),
      { ...dress, quantity: 12, stock: 12 },
    ],
    [
      'a quantity above 1 with no stock left, at 1 (0 is none, not unknown)',
      dressWith({ quantity: 4, stock: 0 }),
      { ...dress, quantity: 1, stock: 0 },
    ],
    [
      'a quantity above 99 without stock, at 99',
      dressWith({ quantity: 500 }),
      { ...dress, quantity: 99 },
    ],
    [
      'a wholesale line below its minimum, at the minimum',
      dressWith({ quantity: 2, wholesale: { unitPrice: '3000', minQty: 12 } }),
      { ...dress, quantity: 12, wholesale: { unitPrice: '3000', minQty: 12 } },
    ],
    [
      'an image that is not a list, with no images',
      dressWith({ image: 'p-0001.svg' }),
      { ...dress, image: [] },
    ],
    ['a missing image, with no images', dressWith({ image: undefined }), { ...dress, image: [] }],
    [
      'images without a downloadURL dropped, a missing name as ""',
      dressWith({
        image: [null, 'a.svg', { name: 'no url' }, { downloadURL: '' }, { downloadURL: '/b.svg' }],
      }),
      { ...dress, image: [{ downloadURL: '/b.svg', name: '' }] },
    ],
    ['a stock that is not a whole number, without it', dressWith({ stock: '12' }), dress],
    ['a negative stock, without it', dressWith({ stock: -1 }), dress],
    [
      'wholesale terms without a valid minimum, without them',
      dressWith({ wholesale: { unitPrice: '3000', minQty: 0 } }),
      dress,
    ],
    [
      'wholesale terms with a bad unit price, without them',
      dressWith({ wholesale: { unitPrice: 'cheap', minQty: 6 } }),
      dress,
    ],
    [
      'fields of the whole product, without them',
      dressWith({ category: 'Ladies', description: 'Long text', sizes: ['S'] }),
      dress,
    ],
  ])('keeps a line with %s', (_case, raw, line) => {
    expect(cartFrom(raw)).toEqual([line, sneakers]);
  });

  it('keeps the first valid line of a repeated id', () => {
    const again = { ...dress, quantity: 5 };
    expect(cartFrom(stored([dress, sneakers, again]))).toEqual([dress, sneakers]);
    expect(cartFrom(stored([{ ...dress, price: 'bad' }, again]))).toEqual([again]);
  });

  it('keeps the first 100 lines of a longer cart, what one order may hold', () => {
    const lines = Array.from({ length: 250 }, (_, index) => ({ ...dress, id: `p-${index}` }));
    const kept = cartFrom(stored(lines));
    expect(kept).toHaveLength(maxOrderLines);
    expect(shoppingListLimits.lines.cart).toBe(maxOrderLines);
    expect(kept.at(-1)?.id).toBe('p-99');
  });

  it('keeps the first 200 lines of a longer wishlist', () => {
    const lines = Array.from({ length: 250 }, (_, index) => ({ ...dress, id: `p-${index}` }));
    const kept = sanitiseShoppingList('wishlist', stored(lines));
    expect(kept).toHaveLength(shoppingListLimits.lines.wishlist);
    expect(kept.at(-1)?.id).toBe('p-199');
  });

  it('keeps the first 20 images of a line', () => {
    const image = Array.from({ length: 25 }, (_, index) => ({
      downloadURL: `/${index}.svg`,
      name: '',
    }));
    expect(cartFrom(dressWith({ image }))[0]?.image).toEqual(image.slice(0, 20));
  });

  it('takes nothing from a __proto__ key', () => {
    const kept = cartFrom(`[{"__proto__":{"polluted":true},${stored(dress).slice(1)}]`);
    expect(kept).toEqual([dress]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('reading a stored wishlist', () => {
  const bag: WishlistItem = {
    id: 'p-0101',
    productName: 'Leather Tote Bag',
    price: '5200',
    image: [{ downloadURL: '/products/p-0101.svg', name: 'Leather Tote Bag – front' }],
  };

  it('loads a wishlist saved by the earlier version unchanged', () => {
    expect(sanitiseShoppingList('wishlist', stored([bag]))).toEqual([bag]);
  });

  it('takes no quantity, wholesale terms, size or colour, whatever they hold, and keeps the stock', () => {
    const raw = stored([
      {
        ...bag,
        quantity: 0,
        wholesale: { unitPrice: '1', minQty: 2 },
        size: 'M',
        colour: 'Tan',
        stock: 4,
      },
    ]);
    expect(sanitiseShoppingList('wishlist', raw)).toEqual([{ ...bag, stock: 4 }]);
  });

  it('drops a line with a bad price like the cart does', () => {
    expect(sanitiseShoppingList('wishlist', stored([{ ...bag, price: 'free' }, bag]))).toEqual([
      bag,
    ]);
  });
});

describe('reading large or hostile stored values', () => {
  it('reads 5,000 entries, keeping the first 100', () => {
    const raw = stored(
      Array.from({ length: 5000 }, (_, index) => ({ ...dress, id: `p-${index}` })),
    );
    const cart = cartFrom(raw);
    expect(cart).toHaveLength(100);
    expect(cart[0]?.id).toBe('p-0');
    expect(cart.at(-1)?.id).toBe('p-99');
  });

  it('reads 5,000 invalid entries followed by a valid one, keeping the valid one', () => {
    const junk = Array.from({ length: 5000 }, (_, index) => ({
      ...dress,
      id: `p-${index}`,
      price: 'x',
    }));
    const raw = stored([...junk, dress]);
    expect(cartFrom(raw)).toEqual([dress]);
  });

  it('reads a 5 MB value that is not JSON as an empty cart', () => {
    expect(cartFrom('x'.repeat(5_000_000))).toEqual([]);
  });

  it('drops a line whose 5 MB name would swamp the panel', () => {
    expect(cartFrom(stored([{ ...dress, productName: 'A'.repeat(5_000_000) }, sneakers]))).toEqual([
      sneakers,
    ]);
  });

  it('reads arrays nested 100,000 deep without overflowing the stack', () => {
    const raw = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(cartFrom(raw)).toEqual([]);
  });
});
