import { describe, expect, it } from 'vitest';
import { checkPrices, filtersFromForm, formValues } from './filter-form';

describe('the filter form', () => {
  it.each([
    ['', '', {}],
    ['1000', '5000', {}],
    ['1,000', 'KES 5000', {}],
    ['2500', '2500', {}],
    ['abc', '', { min: 'Enter the min price in shillings, e.g. 1500.' }],
    ['', '-5', { max: 'Enter the max price in shillings, e.g. 5000.' }],
    ['5000', '1000', { max: 'Enter a max price no lower than the min price.' }],
  ])('checks the prices %j to %j', (min, max, errors) => {
    expect(checkPrices(min, max)).toEqual(errors);
  });

  it('turns the fields into filters and back', () => {
    const values = {
      category: 'Ladies',
      subCategory: 'Tops',
      brand: 'Zara',
      size: 'M',
      colour: 'Pink',
      min: '1,500',
      max: '',
      sort: 'name',
    };
    const filters = filtersFromForm(values, undefined);
    expect(filters).toEqual({
      category: 'Ladies',
      subCategory: 'Tops',
      brand: 'Zara',
      size: 'M',
      colour: 'Pink',
      priceMin: 1500,
      sort: 'name',
    });
    expect(formValues(filters)).toEqual({ ...values, min: '1500' });
  });

  it('keeps a category page to its category', () => {
    expect(
      filtersFromForm(
        { ...formValues({ sort: 'newest' }), category: 'Men' },
        { category: 'Ladies' },
      ),
    ).toEqual({ sort: 'newest' });
  });
});
