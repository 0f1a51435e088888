import { describe, expect, it } from 'vitest';
import { jeans, scarf } from './order-fixtures';
import { readOrderProduct } from '../../src/orders/order-product';
import { takeStock } from '@model/order/stock-take';

const ask = (size: string | null, quantity: number, colour: string | null = 'Black') => ({
  size,
  colour,
  quantity,
});

describe('taking stock per size and colour', () => {
  it('takes the chosen variant when it has enough', () => {
    expect(takeStock(jeans, [ask('32', 3)])).toEqual({
      take: { units: 3, variants: { '32|Black': 3 } },
      shortfalls: [],
    });
  });

  it('is short when the chosen variant has too few, whatever the other sizes hold', () => {
    expect(takeStock(jeans, [ask('30', 3)]).shortfalls).toEqual([
      { size: '30', colour: 'Black', quantity: 3, available: 2 },
    ]);
  });

  it('sums two lines of one variant before checking', () => {
    const { shortfalls } = takeStock(jeans, [ask('30', 1), ask('30', 2)]);
    expect(shortfalls).toEqual([{ size: '30', colour: 'Black', quantity: 3, available: 2 }]);
    expect(takeStock(jeans, [ask('32', 1), ask('32', 2)]).take.variants).toEqual({
      '32|Black': 3,
    });
  });

  it('has nothing in a sold-out size or one the product is not sold in', () => {
    expect(takeStock(jeans, [ask('34', 1), ask('36', 1)]).shortfalls).toEqual([
      { size: '34', colour: 'Black', quantity: 1, available: 0 },
      { size: '36', colour: 'Black', quantity: 1, available: 0 },
    ]);
  });

  it('fills a line without a size from the matching variants, after the lines that chose', () => {
    const { take, shortfalls } = takeStock(jeans, [ask(null, 3, null), ask('32', 2)]);
    expect(shortfalls).toEqual([]);
    expect(take).toEqual({ units: 5, variants: { '32|Black': 3, '30|Black': 2 } });
    expect(takeStock(jeans, [ask(null, 2, null), ask('32', 2)]).shortfalls).toEqual([]);
    expect(takeStock(jeans, [ask(null, 4, null), ask('32', 2)]).shortfalls).toEqual([
      { size: null, colour: null, quantity: 4, available: 3 },
    ]);
  });

  it('never sells more than the product total, even where the variants say more', () => {
    expect(takeStock({ ...jeans, stock: 2 }, [ask('32', 3)]).shortfalls[0]?.available).toBe(2);
  });

  it('counts the one stock number of a product without stock per variant', () => {
    expect(takeStock(scarf, [ask(null, 30, null), ask(null, 10, null)])).toEqual({
      take: { units: 40, variants: {} },
      shortfalls: [],
    });
    expect(takeStock(scarf, [ask(null, 41, null)]).shortfalls[0]?.available).toBe(40);
    expect(takeStock(scarf, [ask('M', 1, null)]).shortfalls[0]?.available).toBe(0);
  });

  it('sells nothing of a product document without a stock: the stock rule reads it as 0', () => {
    const uncounted = readOrderProduct({ productName: 'Kikoy Scarf', price: '800' })!;
    expect(uncounted.stock).toBe(0);
    expect(takeStock(uncounted, [ask(null, 1, null)]).shortfalls).toEqual([
      { size: null, colour: null, quantity: 1, available: 0 },
    ]);
    const withVariants = readOrderProduct({ ...jeans, stock: undefined })!;
    expect(takeStock(withVariants, [ask('32', 1)]).shortfalls[0]?.available).toBe(0);
  });
});
