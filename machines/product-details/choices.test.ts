import { describe, expect, it } from 'vitest';
import { aProduct } from '@testing/fixtures/products';
import {
  canChooseColour,
  canChooseSize,
  chosenOptions,
  colourAfterSize,
  missingChoices,
  onlyChoices,
} from './choices';

const shirt = aProduct({
  sizes: ['S', 'M', 'L'],
  unavailableSizes: ['M'],
  colours: ['Navy', 'White'],
  unavailableColours: [],
  stock: 6,
  variantStock: { 'S|Navy': 0, 'S|White': 2, 'L|Navy': 4, 'L|White': 0 },
});

describe('product choices', () => {
  it('lets a size and colour be chosen only where the stock rule has units for them together', () => {
    expect(canChooseSize(shirt, 'S')).toBe(true);
    expect(canChooseSize(shirt, 'M')).toBe(false);
    expect(canChooseSize(shirt, 'XL')).toBe(false);
    expect(canChooseColour(shirt, 'White', 'S')).toBe(true);
    expect(canChooseColour(shirt, 'White', 'L')).toBe(false);
    expect(canChooseColour(shirt, 'White', null)).toBe(true);
  });

  it('keeps the colour chosen when the new size has it, and clears it when not', () => {
    expect(colourAfterSize(shirt, 'L', 'Navy')).toBe('Navy');
    expect(colourAfterSize(shirt, 'S', 'Navy')).toBeNull();
  });

  it('chooses for the shopper the only size or colour left', () => {
    expect(onlyChoices(shirt)).toEqual({ size: null, colour: null });
    const belt = aProduct({ sizes: ['One size'], colours: ['Tan', 'Black'] });
    expect(onlyChoices(belt)).toEqual({ size: 'One size', colour: null });
  });

  it('names what Add to cart still needs, and keeps only what was chosen', () => {
    expect(missingChoices(shirt, { size: null, colour: null })).toEqual(['size', 'colour']);
    expect(missingChoices(shirt, { size: 'S', colour: null })).toEqual(['colour']);
    expect(chosenOptions({ size: 'S', colour: null })).toEqual({ size: 'S' });
  });
});
