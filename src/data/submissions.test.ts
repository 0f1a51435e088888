import { describe, expect, it } from 'vitest';
import { testBackend } from '../../mocks/node-setup';
import { placeOrder, type NewOrder } from './orders';
import { addContactMessage, addWholesaleEnquiry } from './submissions';

const order: NewOrder = {
  lines: [
    { id: 'p-0001', productName: 'Classic Crew Neck T-Shirt', unitPrice: '1200', quantity: 2 },
  ],
  subtotal: 2400,
  deliveryFee: 300,
  total: 2700,
  delivery: {
    fullName: 'Wanjiku Kamau',
    phone: '+254712345678',
    email: null,
    county: 'Nairobi',
    town: 'Westlands',
    address: 'Mpaka Road, House 4',
    option: 'nairobi-delivery',
  },
  payment: { method: 'mpesa', mpesaCode: 'SGH7K2LQ9P' },
  ownerUid: null,
};

describe('orders', () => {
  it('places an order under its checkout id, once, however often it is sent', async () => {
    expect(await placeOrder('order-test-1', order)).toBe('placed');
    expect(await placeOrder('order-test-1', order)).toBe('already-placed');
    const orders = testBackend.store.list('orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]!.name).toMatch(/\/orders\/order-test-1$/);
    expect(orders[0]!.fields.status).toEqual({ stringValue: 'pending' });
    expect(orders[0]!.fields.createdAt).toHaveProperty('timestampValue');
  });

  it('fails, writing nothing, when writes fail', async () => {
    testBackend.scenario.set('write-error');
    await expect(placeOrder('order-test-2', order)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(testBackend.store.list('orders')).toHaveLength(0);
  });
});

describe('contact messages and wholesale enquiries', () => {
  it('saves a contact message with its time', async () => {
    const id = await addContactMessage({
      name: 'Juma',
      email: 'juma@example.com',
      phone: null,
      message: 'Do you deliver to Mombasa?',
    });
    const [saved] = testBackend.store.list('messages');
    expect(saved!.name).toMatch(new RegExp(`/messages/${id}$`));
    expect(saved!.fields.message).toEqual({ stringValue: 'Do you deliver to Mombasa?' });
    expect(saved!.fields.createdAt).toHaveProperty('timestampValue');
  });

  it('saves a wholesale enquiry', async () => {
    await addWholesaleEnquiry({
      name: 'Amina',
      businessName: 'Amina Boutique',
      phone: '+254722000111',
      items: '20 x Slim Fit Stretch Jeans',
      message: '',
    });
    expect(testBackend.store.list('wholesaleEnquiries')).toHaveLength(1);
  });

  it('reports a failed write', async () => {
    testBackend.scenario.set('write-error');
    await expect(
      addContactMessage({
        name: 'J',
        email: 'j@example.com',
        phone: null,
        message: 'Hello there!',
      }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
