import { describe, expect, it } from 'vitest';
import { clipText, fitsIn, reaches, textLength } from './limits';

describe('text lengths, counted as firestore.rules counts them', () => {
  it('counts UTF-16 units: an emoji is two, an emoji with a skin tone four', () => {
    expect(textLength('Habari')).toBe(6);
    expect(textLength('😀')).toBe(2);
    expect(textLength('👍🏽')).toBe(4);
    expect(textLength('Wanjikũ')).toBe(7);
  });

  it('takes a text of exactly the maximum and refuses one more unit', () => {
    expect(fitsIn(4)('😀😀')).toBe(true);
    expect(fitsIn(4)('😀😀a')).toBe(false);
    expect(reaches(3)('😀a')).toBe(true);
    expect(reaches(3)('😀')).toBe(false);
  });

  it('clips to the maximum without cutting an emoji in half', () => {
    expect(clipText('Habari yako', 6)).toBe('Habari');
    expect(clipText('a😀😀', 4)).toBe('a😀');
    expect(clipText('😀😀', 4)).toBe('😀😀');
  });
});
