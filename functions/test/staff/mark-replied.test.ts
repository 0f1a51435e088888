/**
 * `markReplied` (functions/src/staff/mark-replied.ts): a contact message or wholesale enquiry
 * marked replied, with who and when; the first reply is the one kept.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { markRepliedCall } from '../../src/staff/staff-callables';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop } from '../mpesa/harness';
import { asOwner, asStaff, seedTeam } from './staff-fixtures';
import { amina, baraka } from '@testing/fixtures/staff';

const db = emulatorFirestore('demo-functions-staff-inbox');
const shop = createShop(db);
const sentAt = Timestamp.fromDate(new Date('2025-02-28T17:30:00Z'));

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await db.collection('messages').doc('message-1').set({
    name: 'Achieng Otieno',
    email: 'achieng@example.com',
    phone: null,
    message: 'Do you have the linen dress in size 12?',
    createdAt: sentAt,
  });
  await db.collection('wholesaleEnquiries').doc('enquiry-1').set({
    name: 'Kamau Njoroge',
    businessName: 'Njoroge Boutique',
    phone: '+254722000333',
    items: '40 pairs of jeans',
    message: '',
    createdAt: sentAt,
  });
});

const read = async (collection: string, id: string) =>
  (await db.collection(collection).doc(id).get()).data();

const reply = (kind: string, id: string, as = asStaff) =>
  markRepliedCall({ db, now: shop.now }, as({ kind, id }));

describe('marking the inbox replied', () => {
  it.each([
    ['message', 'messages', 'message-1'],
    ['enquiry', 'wholesaleEnquiries', 'enquiry-1'],
  ])('marks a %s replied, with the member and the time', async (kind, collection, id) => {
    const before = await read(collection, id);
    const answer = await reply(kind, id);
    expect(answer).toEqual({
      status: 'replied',
      repliedAt: shop.now().toISOString(),
      repliedBy: baraka,
    });
    expect(await read(collection, id)).toEqual({
      ...before,
      status: 'replied',
      repliedAt: Timestamp.fromDate(shop.now()),
      repliedBy: baraka,
    });
  });

  it('keeps the first reply when another member marks it again', async () => {
    await reply('message', 'message-1');
    const first = await read('messages', 'message-1');
    shop.advance(60_000);
    const again = await reply('message', 'message-1', asOwner);
    expect(again).toEqual({
      status: 'replied',
      repliedAt: (first?.repliedAt as Timestamp).toDate().toISOString(),
      repliedBy: baraka,
    });
    expect(await read('messages', 'message-1')).toEqual(first);
    expect(again.repliedBy).not.toEqual(amina);
  });

  it('answers not-found for an item that does not exist, creating nothing', async () => {
    await expect(reply('message', 'no-such-message')).rejects.toMatchObject({
      code: 'not-found',
      message: 'We could not find that message.',
    });
    await expect(reply('enquiry', 'message-1')).rejects.toMatchObject({ code: 'not-found' });
    expect(await read('messages', 'no-such-message')).toBeUndefined();
  });

  it('refuses a kind the inbox does not have', async () => {
    await expect(reply('complaint', 'message-1')).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});
