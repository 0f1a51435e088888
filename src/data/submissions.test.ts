import { describe, expect, it } from 'vitest';
import { testBackend } from '../../mocks/vitest/node-setup';
import {
  addContactMessage,
  addWholesaleEnquiry,
  newContactMessageId,
  newWholesaleEnquiryId,
} from './submissions';

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
