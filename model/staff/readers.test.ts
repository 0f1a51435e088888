import { describe, expect, it } from 'vitest';
import { readInboxItem } from './inbox';
import { readEditedProduct, readProductEvent, readProductLine } from './products';
import { readNewUnits, readStockLine, readStockMovement, readStockProduct } from './stock';
import { readTeamMember } from './team';

/** A timestamp as any Firestore SDK reads one: the model knows it only by its `toDate`. */
const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('an inbox item as stored', () => {
  it('reads an enquiry, its text trimmed, and who replied', () => {
    expect(
      readInboxItem('enquiry', 'e1', {
        name: ' Amina ',
        businessName: 'Amina Boutique',
        email: 'amina@example.com',
        phone: '+254712345678',
        items: '20 dresses',
        message: 'Do you deliver to Mombasa?',
        createdAt: at('2026-03-01T09:30:00Z'),
        status: 'replied',
        repliedAt: at('2026-03-01T10:00:00Z'),
        repliedBy: { uid: 'staff-uid', name: 'Achieng' },
      }),
    ).toEqual({
      kind: 'enquiry',
      id: 'e1',
      name: 'Amina',
      businessName: 'Amina Boutique',
      email: 'amina@example.com',
      phone: '+254712345678',
      items: '20 dresses',
      message: 'Do you deliver to Mombasa?',
      receivedAt: '2026-03-01T09:30:00.000Z',
      status: 'replied',
      repliedAt: '2026-03-01T10:00:00.000Z',
      repliedBy: 'Achieng',
    });
  });

  it('reads a message missing its fields, or with the wrong ones, as new and unnamed', () => {
    expect(
      readInboxItem('message', 'm1', { name: '  ', items: '3 bags', status: 'done', repliedBy: 7 }),
    ).toEqual({
      kind: 'message',
      id: 'm1',
      name: 'Name not given',
      businessName: null,
      email: null,
      phone: null,
      // Only an enquiry asks for items.
      items: null,
      message: '',
      receivedAt: null,
      status: 'new',
      repliedAt: null,
      repliedBy: null,
    });
    expect(readInboxItem('message', 'm2', { repliedBy: 'Achieng' }).repliedBy).toBe('Achieng');
  });
});

describe('a team member as stored or as addStaff answers', () => {
  it('reads the member, a timestamp, text or milliseconds as when they were added', () => {
    const member = { email: 'achieng@example.com', name: 'Achieng', role: 'owner' };
    expect(readTeamMember('u1', { ...member, addedAt: at('2026-03-01T09:30:00Z') })).toEqual({
      uid: 'u1',
      ...member,
      addedAt: '2026-03-01T09:30:00.000Z',
    });
    expect(readTeamMember('u1', { addedAt: '2026-03-01T09:30:00Z' }).addedAt).toBe(
      '2026-03-01T09:30:00.000Z',
    );
    expect(readTeamMember('u1', { addedAt: 0 }).addedAt).toBe('1970-01-01T00:00:00.000Z');
  });

  it('names a member by e-mail, then uid, and reads anyone but the owner as staff', () => {
    expect(readTeamMember('u1', { email: 'a@example.com', name: ' ', role: 'boss' })).toEqual({
      uid: 'u1',
      email: 'a@example.com',
      name: 'a@example.com',
      role: 'staff',
      addedAt: null,
    });
    expect(readTeamMember('u2', { email: 5, addedAt: 'soon' })).toMatchObject({
      email: '',
      name: 'u2',
      addedAt: null,
    });
  });
});

describe('stock as stored', () => {
  const product = {
    productName: 'Slim Fit Jeans',
    sizes: ['30', '32', 4],
    colours: ['Black'],
    unavailableSizes: 'none',
    stock: 6,
    variantStock: { '30|Black': 4, '32|Black': 2 },
  };

  it('reads a product’s units, per size and colour where it keeps them', () => {
    expect(readStockProduct('p1', product)).toEqual({
      id: 'p1',
      productName: 'Slim Fit Jeans',
      sizes: ['30', '32'],
      unavailableSizes: [],
      colours: ['Black'],
      unavailableColours: [],
      stock: 6,
      variantStock: { '30|Black': 4, '32|Black': 2 },
    });
    expect(readStockProduct('p2', { stock: -1 })).toEqual({
      id: 'p2',
      productName: 'p2',
      sizes: [],
      unavailableSizes: [],
      colours: [],
      unavailableColours: [],
      stock: 0,
    });
  });

  it('reads a Low stock line, its fewest units worked out where the server kept none', () => {
    expect(readStockLine('p1', { ...product, lowestUnits: 1 }).lowestUnits).toBe(1);
    expect(readStockLine('p1', product)).toEqual({
      id: 'p1',
      productName: 'Slim Fit Jeans',
      stock: 6,
      lowestUnits: 2,
    });
  });

  it('reads a movement, a reason outside the ledger’s as unknown', () => {
    expect(
      readStockMovement('m1', {
        variant: '30|Black',
        change: -2,
        reason: 'order-placed',
        orderId: 'Ord3r',
        at: at('2026-03-01T09:30:00Z'),
        by: null,
        note: ' ',
      }),
    ).toEqual({
      id: 'm1',
      variant: '30|Black',
      change: -2,
      reason: 'order-placed',
      orderId: 'Ord3r',
      at: '2026-03-01T09:30:00.000Z',
      by: null,
      note: null,
    });
    expect(
      readStockMovement('m2', { change: 1.5, reason: 'stolen', by: { name: 'Achieng' } }),
    ).toMatchObject({ change: 0, reason: 'unknown', by: 'Achieng', at: null });
  });

  it('reads the units adjustStock answers', () => {
    expect(readNewUnits({ stock: 5, variantStock: { M: 5 } })).toEqual({
      stock: 5,
      variantStock: { M: 5 },
    });
    expect(readNewUnits(null)).toEqual({ stock: 0 });
  });
});

describe('a product as the back office reads it', () => {
  const stored = {
    productName: 'Ankara Print Maxi Dress',
    price: 3500,
    category: 'Ladies',
    subCategory: 'Dresses',
    brand: 'Mtindo',
    description: 'Long and light.',
    sizes: ['S', 'M'],
    colours: ['Orange'],
    wasPrice: '4200',
    wholesale: { unitPrice: '3000', minQty: 10, maxQty: 1.5 },
    image: [{ downloadURL: '/products/dress.svg', name: 'dress.svg' }, { name: 'lost' }],
    hidden: true,
    stock: 12,
  };

  it('lists it with its first photo, its name or else its id', () => {
    expect(readProductLine('p1', stored)).toEqual({
      id: 'p1',
      productName: 'Ankara Print Maxi Dress',
      price: '3500',
      category: 'Ladies',
      subCategory: 'Dresses',
      image: { downloadURL: '/products/dress.svg', name: 'dress.svg' },
      hidden: true,
    });
    expect(readProductLine('p2', { price: 'free', productName: ' ' })).toEqual({
      id: 'p2',
      productName: 'p2',
      price: '',
      category: '',
      subCategory: '',
      image: null,
      hidden: false,
    });
  });

  it('reads it in the form’s terms: lists as text, prices as typed', () => {
    expect(readEditedProduct(stored)).toEqual({
      draft: {
        name: 'Ankara Print Maxi Dress',
        price: '3500',
        wasPrice: '4200',
        category: 'Ladies',
        subCategory: 'Dresses',
        brand: 'Mtindo',
        description: 'Long and light.',
        sizes: 'S, M',
        colours: 'Orange',
        wholesalePrice: '3000',
        wholesaleMinimum: '10',
        wholesaleMaximum: '',
        images: [{ downloadURL: '/products/dress.svg', name: 'dress.svg' }],
      },
      hidden: true,
      stock: 12,
    });
    expect(readEditedProduct({ wholesale: 'yes', wasPrice: 'less' }).draft).toMatchObject({
      name: '',
      wasPrice: '',
      wholesalePrice: '',
      wholesaleMinimum: '',
    });
  });

  it('reads a History event, its stored values as plain data', () => {
    expect(
      readProductEvent('e1', {
        kind: 'updated',
        at: at('2026-03-01T09:30:00Z'),
        by: { uid: 'staff-uid', name: 'Achieng' },
        changes: {
          price: { from: '3500', to: '3200' },
          saleEnds: { from: null, to: at('2026-04-01T00:00:00Z') },
          sizes: { to: ['S', 'M'] },
        },
      }),
    ).toEqual({
      id: 'e1',
      kind: 'updated',
      at: '2026-03-01T09:30:00.000Z',
      by: 'Achieng',
      changes: [
        { field: 'price', from: '3500', to: '3200' },
        { field: 'saleEnds', from: null, to: '2026-04-01T00:00:00.000Z' },
        { field: 'sizes', from: null, to: ['S', 'M'] },
      ],
    });
    expect(readProductEvent('e2', { kind: 'moved', by: { name: ' ' }, changes: 3 })).toEqual({
      id: 'e2',
      kind: 'unknown',
      at: null,
      by: null,
      changes: [],
    });
  });
});
