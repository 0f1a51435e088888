import { describe, expect, it } from 'vitest';
import { testBackend } from '../../mocks/node-setup';
import { placeOrder, type NewOrder } from './orders';
import {
  addContactMessage,
  addWholesaleEnquiry,
  newContactMessageId,
  newWholesaleEnquiryId,
} from './submissions';

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
    const orders = await testBackend.store.list('orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]!.name).toMatch(/\/orders\/order-test-1$/);
    expect(orders[0]!.fields.status).toEqual({ stringValue: 'pending' });
    expect(orders[0]!.fields.createdAt).toHaveProperty('timestampValue');
  });

  it('fails, writing nothing, when writes fail', async () => {
    testBackend.scenario.set('write-error');
    await expect(placeOrder('order-test-2', order)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await testBackend.store.list('orders')).toHaveLength(0);
  });
});

describe('contact messages and wholesale enquiries', () => {
  const message = {
    name: 'Juma',
    email: 'juma@example.com',
    phone: null,
    message: 'Do you deliver to Mombasa?',
  };

  it('saves a contact message under the id made for it, with its time', async () => {
    const id = newContactMessageId();
    expect(await addContactMessage(id, message)).toBe(id);
    const [saved] = await testBackend.store.list('messages');
    expect(saved!.name).toMatch(new RegExp(`/messages/${id}$`));
    expect(saved!.fields.message).toEqual({ stringValue: 'Do you deliver to Mombasa?' });
    expect(saved!.fields.createdAt).toHaveProperty('timestampValue');
  });

  it('saves a message once, however often the same send is repeated', async () => {
    const id = newContactMessageId();
    await addContactMessage(id, message);
    await addContactMessage(id, message);
    await Promise.all([addContactMessage(id, message), addContactMessage(id, message)]);
    expect(await testBackend.store.list('messages')).toHaveLength(1);
  });

  it('makes a different id for every new message', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newContactMessageId()));
    expect(ids.size).toBe(50);
  });

  it('saves a wholesale enquiry once under its id', async () => {
    const enquiry = {
      name: 'Amina',
      businessName: 'Amina Boutique',
      phone: '+254722000111',
      items: '20 x Slim Fit Stretch Jeans',
      message: '',
    };
    const id = newWholesaleEnquiryId();
    await addWholesaleEnquiry(id, enquiry);
    await addWholesaleEnquiry(id, enquiry);
    const saved = await testBackend.store.list('wholesaleEnquiries');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(new RegExp(`/wholesaleEnquiries/${id}$`));
  });

  it('reports a failed write, saving nothing', async () => {
    testBackend.scenario.set('write-error');
    await expect(addContactMessage(newContactMessageId(), message)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(await testBackend.store.list('messages')).toHaveLength(0);
  });
});
