import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../mocks/node-setup';
import { signInAs, signOut } from '../test/sign-in';
import { newOrderId, placeOrder, type NewOrder } from './orders';

const order: NewOrder = {
  lines: [
    {
      id: 'p-0001',
      productName: 'Classic Crew Neck T-Shirt',
      unitPrice: '1200',
      quantity: 2,
      size: 'M',
      colour: 'Navy',
    },
    {
      id: 'p-0002',
      productName: 'Slim Fit Jeans',
      unitPrice: '900',
      quantity: 10,
      wholesale: { unitPrice: '900', minQty: 10 },
    },
  ],
  subtotal: 11400,
  deliveryFee: 450,
  total: 11850,
  delivery: {
    fullName: 'Otieno Odhiambo',
    phone: '+254110123456',
    email: 'otieno@example.com',
    county: 'Kisumu',
    town: 'Milimani',
    address: 'Oginga Odinga Street, Kisumu',
    option: 'courier-countrywide',
  },
  payment: { method: 'mpesa', mpesaCode: 'SGH7K2LQ9P' },
  ownerUid: 'shopper-uid',
};

describe('order ids', () => {
  it('are Firestore auto-ids, a new one every time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newOrderId()));
    expect(ids.size).toBe(50);
    ids.forEach((id) => expect(id).toMatch(/^[A-Za-z0-9]{20}$/));
  });
});

describe('placing an order', () => {
  // The order belongs to the signed-in shopper, as firestore.rules require.
  beforeEach(() => signInAs('shopper'));
  afterEach(() => signOut());

  it('writes every field of the order, pending and stamped by the server', async () => {
    const id = newOrderId();
    expect(await placeOrder(id, order)).toBe('placed');
    const saved = (await testBackend.store.get(`orders/${id}`))!;
    const fields = saved.fields as Record<string, unknown>;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'createdAt',
        'delivery',
        'deliveryFee',
        'lines',
        'ownerUid',
        'payment',
        'status',
        'subtotal',
        'total',
      ].sort(),
    );
    expect(fields.total).toEqual({ integerValue: '11850' });
    expect(fields.ownerUid).toEqual({ stringValue: 'shopper-uid' });
    expect(JSON.stringify(fields.lines)).toContain('"size":{"stringValue":"M"}');
    expect(JSON.stringify(fields.lines)).toContain('"minQty":{"integerValue":"10"}');
    expect(JSON.stringify(fields.payment)).toContain('SGH7K2LQ9P');
  });

  it('stores a guest’s order with a null owner', async () => {
    const id = newOrderId();
    await placeOrder(id, { ...order, ownerUid: null });
    expect((await testBackend.store.get(`orders/${id}`))!.fields.ownerUid).toHaveProperty(
      'nullValue',
    );
  });

  it('answers already-placed for a Retry after a write that landed, writing nothing more', async () => {
    const id = newOrderId();
    await placeOrder(id, order);
    const first = (await testBackend.store.get(`orders/${id}`))!;
    expect(await placeOrder(id, { ...order, total: 1 })).toBe('already-placed');
    expect(await testBackend.store.list('orders')).toHaveLength(1);
    expect((await testBackend.store.get(`orders/${id}`))!.updateTime).toBe(first.updateTime);
  });

  it('makes one order of two submissions at the same moment', async () => {
    const id = newOrderId();
    const results = await Promise.all([placeOrder(id, order), placeOrder(id, order)]);
    expect(results.sort()).toEqual(['already-placed', 'placed']);
    expect(await testBackend.store.list('orders')).toHaveLength(1);
  });

  it('fails with an unavailable DataError and writes nothing when writes fail', async () => {
    testBackend.scenario.set('write-error');
    await expect(placeOrder(newOrderId(), order)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await testBackend.store.list('orders')).toHaveLength(0);
  });
});
