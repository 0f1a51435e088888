/**
 * `saveProduct` (functions/src/products/save-product.ts) on the Firestore emulator: a product
 * created or changed from the form in one transaction with its cards, search entries and History
 * entry, its units kept; refused, with nothing written, as the form's schema refuses.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import { unpackCard } from '@model/catalog/card-documents';
import { productImageSchema, type ProductDraft } from '@model/catalog/product-draft';
import { adjustStockCall } from '../../src/staff/staff-callables';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop } from '../mpesa/harness';
import { asOwner, asStaff, seedTeam } from '../staff/staff-fixtures';
import { amina, baraka } from '@testing/fixtures/staff';
import {
  cardsOf,
  dress,
  dressId,
  eventsOf,
  footprint,
  listedUnder,
  productCalls,
  productOf,
  savedDressPhotos,
  search,
} from './product-fixtures';

const db = emulatorFirestore('demo-functions-save-product');
const shop = createShop(db);
const { save } = productCalls(() => ({ db, now: shop.now }));

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
});

/** Units received on the Stock page, as staff receive them. */
async function receive(variant: string, change: number) {
  await adjustStockCall(
    { db, now: shop.now },
    asStaff({ productId: dressId, variant, change, reason: 'Delivery from the tailor' }),
  );
}

/** Saves the dress changed by `edit`, a minute after the last change. */
async function saveEdited(edit: Partial<ProductDraft>) {
  shop.advance(60_000);
  return save({ ...dress, ...edit });
}

describe('a new product', () => {
  it('is created as the seeded products are, with no units, and answers its id', async () => {
    await expect(save(dress)).resolves.toEqual({ productId: dressId });
    const product = await productOf(db);
    expect(product).toEqual({
      productName: 'Ankara Wrap Dress',
      price: '2500',
      priceValue: 2500,
      category: 'Ladies',
      subCategory: 'Dresses',
      brand: 'Katush',
      description: 'A bold wax print that ties at the waist.',
      sizes: ['S', 'M', 'L'],
      colours: ['Red', 'Blue'],
      unavailableSizes: [],
      unavailableColours: [],
      image: savedDressPhotos,
      tags: ['ankara wrap dress', 'dresses', 'ladies', 'katush'],
      stock: 0,
      variantStock: {
        'S|Red': 0,
        'S|Blue': 0,
        'M|Red': 0,
        'M|Blue': 0,
        'L|Red': 0,
        'L|Blue': 0,
      },
      lowestUnits: 0,
      createdAt: Timestamp.fromDate(shop.now()),
      featured: false,
      topSeller: false,
    });
  });

  it('is in the listings and in search at once', async () => {
    await save(dress);
    const { card, facetCard } = await cardsOf(db, dressId);
    expect(card).toMatchObject({
      productName: 'Ankara Wrap Dress',
      priceValue: 2500,
      category: 'Ladies',
      subCategory: 'Dresses',
      brand: 'Katush',
      createdAt: Timestamp.fromDate(shop.now()),
    });
    expect(unpackCard(card?.card)).toMatchObject({
      price: '2500',
      imageURL: dress.images[0]!.downloadURL,
      stock: 0,
    });
    expect(facetCard?.facets).toContain('size:M|colour:Red');
    for (const query of ['ankara', 'wrap dresses', 'katush', 'ladies dress', 'blue']) {
      expect(await search(db, query), query).toEqual([dressId]);
    }
  });

  it('sold without sizes or colours, counts its units in all', async () => {
    await save({ ...dress, sizes: '', colours: ' , ' });
    const product = await productOf(db);
    expect(product).toMatchObject({ sizes: [], colours: [], stock: 0, lowestUnits: 0 });
    expect(product.variantStock).toBeUndefined();
  });

  it('records who created it, when, and every field it was given', async () => {
    await save({ ...dress, description: '', wholesalePrice: '1900', wholesaleMinimum: '6' });
    expect(await eventsOf(db, dressId)).toEqual([
      {
        kind: 'created',
        at: shop.now().toISOString(),
        by: baraka,
        changes: {
          productName: { from: null, to: 'Ankara Wrap Dress' },
          price: { from: null, to: '2500' },
          priceValue: { from: null, to: 2500 },
          category: { from: null, to: 'Ladies' },
          subCategory: { from: null, to: 'Dresses' },
          brand: { from: null, to: 'Katush' },
          sizes: { from: null, to: ['S', 'M', 'L'] },
          colours: { from: null, to: ['Red', 'Blue'] },
          wholesale: { from: null, to: { unitPrice: '1900', minQty: 6 } },
          image: { from: null, to: savedDressPhotos },
        },
      },
    ]);
  });
});

describe('changing a product', () => {
  beforeEach(async () => {
    await save(dress);
  });

  it('renames and reprices it: its card and search follow at once, the History says what changed', async () => {
    await saveEdited({ name: 'Kitenge Maxi Dress', price: '2700.50' });
    expect(await productOf(db)).toMatchObject({
      productName: 'Kitenge Maxi Dress',
      price: '2700.50',
      priceValue: 2700.5,
      tags: ['dresses', 'ladies', 'katush', 'kitenge maxi dress'],
    });
    expect((await cardsOf(db, dressId)).card).toMatchObject({
      productName: 'Kitenge Maxi Dress',
      priceValue: 2700.5,
    });
    expect(await search(db, 'kitenge maxi')).toEqual([dressId]);
    expect(await search(db, 'ankara')).toEqual([]);
    expect(await listedUnder(db, 'wrap')).toEqual([]);
    expect(await search(db, 'katush dress')).toEqual([dressId]);

    const [, updated] = await eventsOf(db, dressId);
    expect(updated).toEqual({
      kind: 'updated',
      at: shop.now().toISOString(),
      by: baraka,
      changes: {
        productName: { from: 'Ankara Wrap Dress', to: 'Kitenge Maxi Dress' },
        price: { from: '2500', to: '2700.50' },
        priceValue: { from: 2500, to: 2700.5 },
        // Its photo is named after it, so a screen reader follows the new name too.
        image: {
          from: savedDressPhotos,
          to: [{ ...savedDressPhotos[0], name: 'Kitenge Maxi Dress' }],
        },
      },
    });
  });

  it('keeps the units of the sizes and colours that stay, and starts new ones at 0', async () => {
    await receive('M|Red', 4);
    await receive('L|Blue', 2);
    await saveEdited({ sizes: 'M, L, XL', colours: 'Red, Blue, Green' });
    const product = await productOf(db);
    expect(product).toMatchObject({
      sizes: ['M', 'L', 'XL'],
      colours: ['Red', 'Blue', 'Green'],
      stock: 6,
      lowestUnits: 0,
    });
    expect(product.variantStock).toEqual({
      'M|Red': 4,
      'M|Blue': 0,
      'M|Green': 0,
      'L|Red': 0,
      'L|Blue': 2,
      'L|Green': 0,
      'XL|Red': 0,
      'XL|Blue': 0,
      'XL|Green': 0,
    });
    expect(unpackCard((await cardsOf(db, dressId)).card?.card)).toMatchObject({
      sizes: ['M', 'L', 'XL'],
      variantStock: product.variantStock,
      stock: 6,
    });
    const updated = (await eventsOf(db, dressId)).at(-1);
    expect(updated).toMatchObject({
      kind: 'updated',
      changes: {
        sizes: { from: ['S', 'M', 'L'], to: ['M', 'L', 'XL'] },
        colours: { from: ['Red', 'Blue'], to: ['Red', 'Blue', 'Green'] },
      },
    });
    expect(Object.keys(updated!.changes as object)).toEqual(['sizes', 'colours']);
  });

  it('refuses to remove a size or colour that holds units, naming each, and writes nothing', async () => {
    await receive('S|Red', 1);
    await receive('S|Blue', 2);
    const before = await footprint(db);
    const refusal = await saveEdited({ sizes: 'M, L', colours: 'Blue' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpsError);
    expect(refusal).toMatchObject({
      code: 'failed-precondition',
      message:
        'Size S still has 3 units; colour Red still has 1 unit in stock: remove them on the Stock page first.',
    });
    expect(await footprint(db)).toEqual(before);
  });

  it('drops a size without units with its keys, and what said it was sold out', async () => {
    await receive('M|Red', 4);
    await db
      .collection('products')
      .doc(dressId)
      .update({ unavailableSizes: ['S', 'L'], unavailableColours: ['Blue'] });
    await saveEdited({ sizes: 'M, L', colours: 'Red' });
    const product = await productOf(db);
    expect(product.variantStock).toEqual({ 'M|Red': 4, 'L|Red': 0 });
    expect(product).toMatchObject({
      unavailableSizes: ['L'],
      unavailableColours: [],
      stock: 4,
      // L is not sold, so its 0 is not low stock.
      lowestUnits: 4,
    });
  });

  it('refuses sizes for a product whose units are counted without one, until they are removed', async () => {
    // Sold in neither sizes nor colours, its units are counted in all, as the Stock page does.
    await saveEdited({ sizes: '', colours: '' });
    expect(await productOf(db)).not.toHaveProperty('variantStock');
    await adjustStockCall(
      { db, now: shop.now },
      asStaff({ productId: dressId, variant: null, change: 5, reason: 'Counted' }),
    );
    await expect(saveEdited({ sizes: 'S, M', colours: '' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: '5 units without a size in stock: remove them on the Stock page first.',
    });
    await expect(saveEdited({ sizes: 'S' })).rejects.toMatchObject({
      message: '5 units without a size or colour in stock: remove them on the Stock page first.',
    });
    await adjustStockCall(
      { db, now: shop.now },
      asStaff({ productId: dressId, variant: null, change: -5, reason: 'Recounting by size' }),
    );
    await saveEdited({ sizes: 'S, M', colours: '' });
    expect((await productOf(db)).variantStock).toEqual({ 'S|': 0, 'M|': 0 });
  });

  it('sets a was price above the price, and takes it away, the History saying so', async () => {
    await saveEdited({ wasPrice: '3200' });
    expect((await productOf(db)).wasPrice).toBe('3200');
    await expect(saveEdited({ wasPrice: '100' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Was price (KES): The was price must be above the price, or leave it empty.',
    });
    await saveEdited({});
    expect((await productOf(db)).wasPrice).toBeUndefined();
    const events = await eventsOf(db, dressId);
    expect(events.map(({ changes }) => changes).slice(1)).toEqual([
      { wasPrice: { from: null, to: '3200' } },
      { wasPrice: { from: '3200', to: null } },
    ]);
  });

  it('keeps the colour staff marked on a photo while the product is sold in it', async () => {
    const [photo] = dress.images;
    await saveEdited({ images: [{ ...photo!, colour: 'Blue' }] });
    expect((await productOf(db)).image).toEqual([{ ...savedDressPhotos[0], colour: 'Blue' }]);
    // Blue no longer sold: the photo shows any colour. A forged colour is never kept either.
    await saveEdited({ colours: 'Red', images: [{ ...photo!, colour: 'Blue' }] });
    expect((await productOf(db)).image).toEqual(savedDressPhotos);
    await saveEdited({ images: [{ ...photo!, colour: 'Green' }] });
    expect((await productOf(db)).image).toEqual(savedDressPhotos);
    const events = await eventsOf(db, dressId);
    expect(events[1]!.changes).toEqual({
      image: { from: savedDressPhotos, to: [{ ...savedDressPhotos[0], colour: 'Blue' }] },
    });
  });

  it('sets wholesale terms, and takes them away: together or neither, below retail', async () => {
    await saveEdited({ wholesalePrice: '1800', wholesaleMinimum: '10' });
    expect((await productOf(db)).wholesale).toEqual({ unitPrice: '1800', minQty: 10 });
    expect((await cardsOf(db, dressId)).card?.wholesale).toEqual({ minQty: 10 });

    await expect(saveEdited({ wholesalePrice: '1800' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message:
        'Wholesale minimum: Set the wholesale price and the wholesale minimum together, or neither.',
    });
    await expect(saveEdited({ wholesaleMinimum: '10' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message:
        'Wholesale price (KES): Set the wholesale price and the wholesale minimum together, or neither.',
    });
    await expect(
      saveEdited({ wholesalePrice: '2500', wholesaleMinimum: '10' }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Wholesale price (KES): The wholesale price must be below the retail price.',
    });

    await saveEdited({});
    const product = await productOf(db);
    expect(product.wholesale).toBeUndefined();
    expect((await cardsOf(db, dressId)).card?.wholesale).toBeUndefined();
    const events = await eventsOf(db, dressId);
    expect(events.map(({ changes }) => changes).slice(1)).toEqual([
      { wholesale: { from: null, to: { unitPrice: '1800', minQty: 10 } } },
      { wholesale: { from: { unitPrice: '1800', minQty: 10 }, to: null } },
    ]);
  });

  it('keeps a wholesale most per order, and drops it when emptied: the shop’s default holds', async () => {
    const terms = { wholesalePrice: '1800', wholesaleMinimum: '10' };
    await saveEdited({ ...terms, wholesaleMaximum: '40' });
    expect((await productOf(db)).wholesale).toEqual({ unitPrice: '1800', minQty: 10, maxQty: 40 });
    expect((await cardsOf(db, dressId)).card?.wholesale).toEqual({ minQty: 10 });

    await expect(saveEdited({ ...terms, wholesaleMaximum: '9' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message:
        'Wholesale most per order: The most per order must be at least the wholesale minimum.',
    });
    await expect(saveEdited({ ...terms, wholesaleMaximum: '10001' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message:
        'Wholesale most per order: Enter the most per order as whole units, up to 10,000, or leave it empty for 500.',
    });
    expect((await productOf(db)).wholesale).toEqual({ unitPrice: '1800', minQty: 10, maxQty: 40 });

    await saveEdited({ ...terms, wholesaleMaximum: '' });
    expect((await productOf(db)).wholesale).toEqual({ unitPrice: '1800', minQty: 10 });
    const events = await eventsOf(db, dressId);
    expect(events.map(({ changes }) => changes).slice(1)).toEqual([
      { wholesale: { from: null, to: { unitPrice: '1800', minQty: 10, maxQty: 40 } } },
      {
        wholesale: {
          from: { unitPrice: '1800', minQty: 10, maxQty: 40 },
          to: { unitPrice: '1800', minQty: 10 },
        },
      },
    ]);
  });

  it('keeps what the form does not write: units, flags, date added', async () => {
    await receive('M|Red', 4);
    await db
      .collection('products')
      .doc(dressId)
      .update({ featured: true, topSeller: true, tags: ['ankara', 'party'] });
    const created = (await productOf(db)).createdAt as Timestamp;
    await saveEdited({ brand: 'Kiko Romeo', category: 'Girls' });
    expect(await productOf(db)).toMatchObject({
      brand: 'Kiko Romeo',
      category: 'Girls',
      featured: true,
      topSeller: true,
      createdAt: created,
      stock: 4,
      // The tags made from its old brand and category give way; those given otherwise stay.
      tags: ['ankara', 'party', 'girls', 'kiko romeo'],
    });
  });

  it('records nothing for a save that changes nothing, as a Retry of one that landed', async () => {
    await saveEdited({ price: '2600' });
    await saveEdited({ price: '2600' });
    expect((await eventsOf(db, dressId)).map(({ kind }) => kind)).toEqual(['created', 'updated']);
  });

  it('records who changed it: the owner too', async () => {
    shop.advance(60_000);
    await save({ ...dress, description: 'Lined.' }, dressId, asOwner);
    expect((await eventsOf(db, dressId)).at(-1)).toEqual({
      kind: 'updated',
      at: shop.now().toISOString(),
      by: amina,
      changes: {
        description: { from: 'A bold wax print that ties at the waist.', to: 'Lined.' },
      },
    });
  });
});

const photoWithoutAddress = { downloadURL: 'photo.webp', name: 'Front' };

/** Each field's refusals, in the schema's words (model/catalog/product-draft.ts). */
const refusals: Array<[string, Partial<Record<keyof ProductDraft, unknown>>, string]> = [
  ['no name', { name: '  ' }, 'Name: Enter the product’s name.'],
  ['a long name', { name: 'x'.repeat(121) }, 'Name: Keep the name under 120 characters.'],
  [
    'a price in words',
    { price: 'ask us' },
    'Price (KES): Enter the price in KES, like 1500 or 1499.50.',
  ],
  [
    'three decimals',
    { price: '1500.505' },
    'Price (KES): Enter the price in KES, like 1500 or 1499.50.',
  ],
  ['a price of 0', { price: '0.00' }, 'Price (KES): The price must be more than KES 0.'],
  ['a category outside the tree', { category: 'Hats' }, 'Category: Choose a category.'],
  ['no sub-category', { subCategory: '' }, 'Sub-category: Choose a sub-category.'],
  [
    'a sub-category of another category',
    { subCategory: 'Khaki' },
    'Sub-category: Choose a sub-category of Ladies.',
  ],
  ['no brand', { brand: '' }, 'Brand: Enter the brand.'],
  ['a long brand', { brand: 'b'.repeat(61) }, 'Brand: Keep the brand under 60 characters.'],
  [
    'a long description',
    { description: 'd'.repeat(4001) },
    'Description: Keep the description under 4,000 characters.',
  ],
  [
    '31 sizes',
    { sizes: Array.from({ length: 31 }, (_, n) => `EU ${n + 20}`).join(', ') },
    'Sizes: List at most 30 sizes.',
  ],
  [
    'a size with a |',
    { sizes: 'S|M' },
    'Sizes: Keep each of the sizes under 40 characters, without a |.',
  ],
  [
    'a long size',
    { sizes: 's'.repeat(41) },
    'Sizes: Keep each of the sizes under 40 characters, without a |.',
  ],
  ['a long list of sizes', { sizes: 'S,'.repeat(301) }, 'Sizes: It is too long.'],
  [
    '31 colours',
    { colours: Array.from({ length: 31 }, (_, n) => `Shade ${n}`).join(', ') },
    'Colours: List at most 30 colours.',
  ],
  [
    'a colour with a |',
    { colours: 'Red|Blue' },
    'Colours: Keep each of the colours under 40 characters, without a |.',
  ],
  [
    'a wholesale price in words',
    { wholesalePrice: 'less', wholesaleMinimum: '6' },
    'Wholesale price (KES): Enter the wholesale price in KES, like 1500 or 1499.50.',
  ],
  [
    'a wholesale price of 0',
    { wholesalePrice: '0', wholesaleMinimum: '6' },
    'Wholesale price (KES): The wholesale price must be more than KES 0.',
  ],
  [
    'a wholesale price at retail',
    { wholesalePrice: '2500.00', wholesaleMinimum: '6' },
    'Wholesale price (KES): The wholesale price must be below the retail price.',
  ],
  [
    'a wholesale minimum of 1',
    { wholesalePrice: '2000', wholesaleMinimum: '1' },
    'Wholesale minimum: Enter the wholesale minimum as a whole number of 2 or more.',
  ],
  [
    'a wholesale minimum of 2.5',
    { wholesalePrice: '2000', wholesaleMinimum: '2.5' },
    'Wholesale minimum: Enter the wholesale minimum as a whole number of 2 or more.',
  ],
  [
    'a wholesale price alone',
    { wholesalePrice: '2000' },
    'Wholesale minimum: Set the wholesale price and the wholesale minimum together, or neither.',
  ],
  [
    'a wholesale minimum alone',
    { wholesaleMinimum: '6' },
    'Wholesale price (KES): Set the wholesale price and the wholesale minimum together, or neither.',
  ],
  [
    'a wholesale most per order without wholesale terms',
    { wholesaleMaximum: '40' },
    'Wholesale most per order: Set the wholesale price and minimum first, or leave this empty.',
  ],
  [
    'a wholesale most per order in words',
    { wholesalePrice: '2000', wholesaleMinimum: '6', wholesaleMaximum: 'lots' },
    'Wholesale most per order: Enter the most per order as whole units, up to 10,000, or leave it empty for 500.',
  ],
  [
    'nine photos',
    { images: Array.from({ length: 9 }, () => dress.images[0]) },
    'Photos: At most 8 photos.',
  ],
  [
    'a photo without an address',
    { images: [photoWithoutAddress] },
    `Photos: ${productImageSchema.safeParse(photoWithoutAddress).error?.issues[0]?.message}`,
  ],
  [
    'a photo whose name the schema has no words for',
    { images: [{ ...dress.images[0], name: 'n'.repeat(201) }] },
    'Photos: One of the photos is not stored as the shop stores them: upload it again.',
  ],
  ['a field left out', { name: undefined }, 'Name: It is missing, or not as the form sends it.'],
  [
    'a number for text',
    { price: 2500 },
    'Price (KES): It is missing, or not as the form sends it.',
  ],
  [
    'several fields',
    { brand: '', name: '', subCategory: 'Khaki' },
    'Name: Enter the product’s name. Sub-category: Choose a sub-category of Ladies. Brand: Enter the brand.',
  ],
];

describe('what the form refuses, the server refuses: invalid-argument, the field named, nothing written', () => {
  it.each(refusals)('%s', async (_case, edit, message) => {
    await save(dress, 'ExistingDress0000001');
    const before = await footprint(db);
    for (const productId of [dressId, 'ExistingDress0000001']) {
      const refusal = await save({ ...dress, ...edit }, productId).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(HttpsError);
      expect(refusal).toMatchObject({ code: 'invalid-argument', message });
    }
    expect(await footprint(db)).toEqual(before);
  });

  it('refuses an id the form would not make', async () => {
    await expect(save(dress, 'products/../orders')).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Not a product id.',
    });
  });
});
