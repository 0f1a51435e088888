import { describe, expect, it } from 'vitest';
import { productDocument, products } from '../../../mocks/backend/fixtures';
import { toProduct } from './product-documents';

const [seeded] = products();

function stored(): { id: string; data: Record<string, unknown> } {
  const { id, data } = productDocument(seeded!);
  return { id, data: { ...data, createdAt: (data.createdAt as Date).toISOString() } };
}

describe('toProduct', () => {
  it('reads a seeded document back as the product, stock per size and colour included', () => {
    const { id, data } = stored();
    const product = toProduct(id, data);
    expect(product).toEqual(seeded);
    expect(product?.variantStock).toBeDefined();
  });

  it('reads an older document without stock per size and colour, leaving it absent', () => {
    const { id, data } = stored();
    delete data.variantStock;
    expect(toProduct(id, data)).not.toHaveProperty('variantStock');
  });

  it('reads a malformed stock per size and colour defensively', () => {
    const { id, data } = stored();
    expect(toProduct(id, { ...data, variantStock: 'lots' })).not.toHaveProperty('variantStock');
    expect(toProduct(id, { ...data, variantStock: { 'M|Black': -4 } })?.variantStock).toEqual({
      'M|Black': 0,
    });
  });
});

describe('a was price', () => {
  it('reads where it is above the price, and is no reduction at or below it', () => {
    const { id, data } = stored();
    const above = String(Number(seeded!.price) + 500);
    expect(toProduct(id, { ...data, wasPrice: above })?.wasPrice).toBe(above);
    expect(toProduct(id, { ...data, wasPrice: seeded!.price })).not.toHaveProperty('wasPrice');
    expect(toProduct(id, { ...data, wasPrice: '1' })).not.toHaveProperty('wasPrice');
    expect(toProduct(id, { ...data, wasPrice: 'soon' })).not.toHaveProperty('wasPrice');
  });
});

describe('a product hidden by staff', () => {
  it('reads as hidden, and a product in the shop as it always has', () => {
    const { id, data } = stored();
    expect(toProduct(id, { ...data, hidden: true })).toEqual({ ...seeded, hidden: true });
    expect(toProduct(id, { ...data, hidden: false })).toEqual(seeded);
    expect(toProduct(id, { ...data, hidden: 'yes' })).not.toHaveProperty('hidden');
  });
});
