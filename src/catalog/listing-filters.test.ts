import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  clearedFilters,
  listingRequest,
  listingSearchParams,
  parseAmount,
  readListingFilters,
  withoutFilter,
  type ListingFilters,
} from './listing-filters';

const read = (query: string, scope?: { category: string; subCategory?: string }) =>
  readListingFilters(new URLSearchParams(query), scope);

describe('readListingFilters', () => {
  it('reads every filter and the sort of a shared link', () => {
    expect(
      read(
        'category=Ladies&subCategory=Jeans&brand=Nike&min=1000&max=5000&size=M&colour=Blue&sort=price-asc',
      ),
    ).toEqual({
      filters: {
        category: 'Ladies',
        subCategory: 'Jeans',
        brand: 'Nike',
        priceMin: 1000,
        priceMax: 5000,
        size: 'M',
        colour: 'Blue',
        sort: 'price-asc',
      },
      ignored: [],
    });
  });

  it('reads no filters and the newest first from an empty query', () => {
    expect(read('')).toEqual({ filters: { sort: 'newest' }, ignored: [] });
  });

  it('matches names whatever their case, and writes them as the shop does', () => {
    expect(
      read(
        'category=ladies&subCategory=cargo-pants&brand=LEVI%27S&size=one%20size&colour=blue&sort=NAME',
      ).filters,
    ).toEqual({
      category: 'Ladies',
      subCategory: 'Cargo pants',
      brand: "Levi's",
      size: 'One size',
      colour: 'Blue',
      sort: 'name',
    });
  });

  it('reads prices with commas, cents or a KES in front', () => {
    expect(read('min=1,500&max=KES%202999.50').filters).toMatchObject({
      priceMin: 1500,
      priceMax: 2999.5,
    });
  });

  const nothing = { sort: 'newest' };
  it.each([
    ['min=abc', nothing, 'Min price “abc” is not an amount in shillings, so it was ignored.'],
    ['max=-200', nothing, 'Max price “-200” is not an amount in shillings, so it was ignored.'],
    ['max=1e9', nothing, 'Max price “1e9” is not an amount in shillings, so it was ignored.'],
    [
      'min=99999999999',
      nothing,
      'Min price “99999999999” is not an amount in shillings, so it was ignored.',
    ],
    ['size=XXXXL', nothing, 'Size “XXXXL” is not one of our sizes, so it was ignored.'],
    [
      'colour=Ultraviolet',
      nothing,
      'Colour “Ultraviolet” is not one of our colours, so it was ignored.',
    ],
    ['brand=Acme', nothing, 'Brand “Acme” is not one we stock, so it was ignored.'],
    ['sort=bogus', nothing, 'Sort “bogus” is not one we offer, so the newest come first.'],
    [
      'category=Electronics',
      nothing,
      'Category “Electronics” is not one of ours, so it was ignored.',
    ],
    ['subCategory=Jeans', nothing, 'Sub-category “Jeans” needs a category, so it was ignored.'],
    [
      'category=Men&subCategory=Dresses',
      { category: 'Men', sort: 'newest' },
      'Sub-category “Dresses” is not in Men, so it was ignored.',
    ],
    [
      'brand=Nike&brand=Adidas',
      { brand: 'Nike', sort: 'newest' },
      'Only one brand can be chosen, so “Adidas” was ignored.',
    ],
  ])('reads %s as %j, with a note', (query, filters, reason) => {
    const result = read(query);
    expect(result.filters).toEqual(filters);
    expect(result.ignored.map((note) => note.reason)).toEqual([reason]);
  });

  it('keeps the usable filters beside the ignored ones', () => {
    const { filters, ignored } = read('brand=Nike&min=abc&size=XXXXL&max=3000');
    expect(filters).toEqual({ brand: 'Nike', priceMax: 3000, sort: 'newest' });
    expect(ignored.map((i) => i.param)).toEqual(['size', 'min']);
  });

  it('swaps a min price above the max price, and says so', () => {
    const { filters, ignored } = read('min=5000&max=1000');
    expect(filters).toMatchObject({ priceMin: 1000, priceMax: 5000 });
    expect(ignored[0]?.reason).toBe(
      'Min price KES 5,000 was above max price KES 1,000, so the two were swapped.',
    );
  });

  it('treats empty values as not set, without a note', () => {
    expect(read('brand=&min=&size=%20&sort=')).toEqual({
      filters: { sort: 'newest' },
      ignored: [],
    });
  });

  it('cuts a very long value short in the note', () => {
    const [note] = read(`brand=${'x'.repeat(500)}`).ignored;
    expect(note?.reason).toBe(`Brand “${'x'.repeat(30)}…” is not one we stock, so it was ignored.`);
  });

  it('ignores repeated identical values quietly', () => {
    expect(read('size=M&size=M').ignored).toEqual([]);
  });

  it('survives malformed percent-encoding and odd characters', () => {
    const { filters, ignored } = read('category=%E0%A4%A&brand=%3Cscript%3E');
    expect(filters).toEqual({ sort: 'newest' });
    expect(ignored).toHaveLength(2);
  });

  describe('on a category page', () => {
    const ladies = { category: 'Ladies' };

    it('takes the category from the path, and a sub-category of it from the query', () => {
      expect(read('category=ladies&subCategory=tops', ladies)).toEqual({
        filters: { subCategory: 'Tops', sort: 'newest' },
        ignored: [],
      });
    });

    it('ignores another category in the query, and says so', () => {
      const { filters, ignored } = read('category=Men&subCategory=Khaki', ladies);
      expect(filters).toEqual({ sort: 'newest' });
      expect(ignored.map((i) => i.reason)).toEqual([
        'This page shows Ladies only, so category “Men” was ignored.',
        'Sub-category “Khaki” is not in Ladies, so it was ignored.',
      ]);
    });

    it('ignores another sub-category when the path names one', () => {
      const { filters, ignored } = read('subCategory=Tops', {
        category: 'Ladies',
        subCategory: 'Jeans',
      });
      expect(filters).toEqual({ sort: 'newest' });
      expect(ignored[0]?.reason).toBe(
        'This page shows Jeans only, so sub-category “Tops” was ignored.',
      );
    });
  });
});

describe('listingSearchParams', () => {
  it('writes the filters back as the link reads them', () => {
    const query =
      'category=Ladies&subCategory=Jeans&brand=Nike&min=1000&max=5000&size=M&colour=Blue&sort=price-asc';
    const { filters } = read(query);
    expect(listingSearchParams(filters).toString()).toBe(new URLSearchParams(query).toString());
  });

  it('leaves the default sort out, and drops values that were ignored', () => {
    const current = new URLSearchParams('brand=Acme&min=abc&size=M');
    const { filters } = readListingFilters(current);
    expect(listingSearchParams(filters, current).toString()).toBe('size=M');
  });

  it("keeps parameters that are not the listing's", () => {
    const current = new URLSearchParams('utm_source=whatsapp&brand=Nike');
    expect(listingSearchParams({ sort: 'name' }, current).toString()).toBe(
      'utm_source=whatsapp&sort=name',
    );
  });

  it('writes cents as they were given', () => {
    expect(listingSearchParams({ priceMin: 1499.5, sort: 'newest' }).toString()).toBe('min=1499.5');
  });
});

describe('listingRequest', () => {
  it('asks for one page with a count, the filters as the data layer names them', () => {
    const filters: ListingFilters = {
      brand: 'Nike',
      priceMin: 1000,
      priceMax: 5000,
      size: 'M',
      colour: 'Blue',
      sort: 'price-desc',
    };
    expect(listingRequest(filters)).toEqual({
      filter: { brand: 'Nike', priceMin: 1000, priceMax: 5000, size: 'M', colour: 'Blue' },
      sort: 'price-desc',
      withTotal: true,
    });
  });

  it('scopes the read to the category page, keeping a sub-category from the query', () => {
    expect(listingRequest({ subCategory: 'Tops', sort: 'newest' }, { category: 'Ladies' })).toEqual(
      {
        filter: { category: 'Ladies', subCategory: 'Tops' },
        sort: 'newest',
        withTotal: true,
      },
    );
    expect(
      listingRequest({ sort: 'name' }, { category: 'Ladies', subCategory: 'Jeans' }).filter,
    ).toEqual({ category: 'Ladies', subCategory: 'Jeans' });
  });

  it('answers the same request for the same filters, so the listing is read once', () => {
    const a = listingRequest(read('size=M&brand=Nike').filters);
    const b = listingRequest(read('brand=nike&size=m').filters);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('active filters', () => {
  const filters: ListingFilters = {
    category: 'Ladies',
    subCategory: 'Jeans',
    brand: 'Nike',
    priceMin: 1000,
    sort: 'price-asc',
  };

  it('lists each filter set, prices in KES, and not the sort', () => {
    expect(activeFilters(filters)).toEqual([
      { name: 'category', label: 'Category', value: 'Ladies' },
      { name: 'subCategory', label: 'Sub-category', value: 'Jeans' },
      { name: 'brand', label: 'Brand', value: 'Nike' },
      { name: 'priceMin', label: 'Min price', value: 'KES 1,000' },
    ]);
  });

  it('removes one filter; a category takes its sub-category with it', () => {
    expect(withoutFilter(filters, 'brand')).not.toHaveProperty('brand');
    expect(withoutFilter(filters, 'category')).toEqual({
      brand: 'Nike',
      priceMin: 1000,
      sort: 'price-asc',
    });
  });

  it('clears every filter and keeps the sort', () => {
    expect(clearedFilters(filters)).toEqual({ sort: 'price-asc' });
  });
});

describe('parseAmount', () => {
  it.each([
    ['1500', 1500],
    [' 1 500 ', 1500],
    ['1,500,000', 1500000],
    ['0', 0],
    ['1499.50', 1499.5],
    ['15,00', null],
    ['1.999', null],
    ['', null],
    ['Infinity', null],
    ['0x10', null],
  ])('reads %j as %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
});
