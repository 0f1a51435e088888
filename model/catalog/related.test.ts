import { describe, expect, it } from 'vitest';
import type { Product } from '@model/catalog/product';
import { aProduct } from '@testing/fixtures/products';
import { readRelated, type RelatedFilter } from './related';

const dress = aProduct({ id: 'dress-0', category: 'Ladies', subCategory: 'Dresses' });
const dresses = (count: number) =>
  Array.from({ length: count }, (_, n) => aProduct({ id: `dress-${n}`, subCategory: 'Dresses' }));
const tops = (count: number) =>
  Array.from({ length: count }, (_, n) => aProduct({ id: `top-${n}`, subCategory: 'Tops' }));

/** A catalog read that answers from a fixed list per filter and records what it was asked. */
function catalog(bySubCategory: Product[], byCategory: Product[]) {
  const asked: RelatedFilter[] = [];
  const read = async (filter: RelatedFilter, pageSize: number) => {
    asked.push(filter);
    return (filter.subCategory ? bySubCategory : byCategory).slice(0, pageSize);
  };
  return { asked, read };
}

const ids = (products: Product[]) => products.map((p) => p.id);

describe('you may also like', () => {
  it('shows up to 8 other products of the sub-category, reading nothing more', async () => {
    const { asked, read } = catalog(dresses(12), []);
    const related = await readRelated(dress, read);
    expect(ids(related)).toEqual(ids(dresses(9).slice(1)));
    expect(asked).toEqual([{ category: 'Ladies', subCategory: 'Dresses' }]);
  });

  it('never shows the product itself', async () => {
    const { read } = catalog(dresses(3), dresses(3));
    expect(ids(await readRelated(dress, read))).toEqual(['dress-1', 'dress-2']);
  });

  it('tops up from the category, without repeats, when the sub-category has fewer', async () => {
    const { asked, read } = catalog(dresses(3), [...dresses(3), ...tops(10)]);
    const related = await readRelated(dress, read);
    expect(ids(related)).toEqual(['dress-1', 'dress-2', ...ids(tops(6))]);
    expect(asked).toEqual([{ category: 'Ladies', subCategory: 'Dresses' }, { category: 'Ladies' }]);
  });

  it('is empty when the product is alone in its category', async () => {
    const { read } = catalog([dress], [dress]);
    expect(await readRelated(dress, read)).toEqual([]);
  });

  it('fails when a read fails, for the row to offer Retry', async () => {
    const read = () => Promise.reject(new Error('unavailable'));
    await expect(readRelated(dress, read)).rejects.toThrow('unavailable');
  });
});
