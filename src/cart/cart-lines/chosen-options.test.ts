import { describe, expect, it } from 'vitest';
import { chosenOptions } from './chosen-options';

describe('chosen options of a cart line', () => {
  it('reads "Size M · Colour Blue" with both chosen', () => {
    expect(chosenOptions({ size: 'M', colour: 'Blue' })).toBe('Size M · Colour Blue');
  });

  it('names only what was chosen', () => {
    expect(chosenOptions({ size: '42' })).toBe('Size 42');
    expect(chosenOptions({ colour: 'Denim Blue' })).toBe('Colour Denim Blue');
    expect(chosenOptions({})).toBe('');
  });
});
