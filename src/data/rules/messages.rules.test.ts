import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { contactSchema } from '@/content/contact-form';
import { minContactMessage, textLimits } from '@model/limits';
import { createOnce } from '../create-once';
import { addContactMessage, newContactMessageId } from '../submissions';
import { runAs } from './app-firestore';
import { contactFields, contactMessage, emojiText, plainText, stamped } from './documents';
import {
  customers,
  everyone,
  hoursAgo,
  rulesSuite,
  shopStaff,
  some,
  type Persona,
} from './personas';

// The app's data code runs as each persona: Firestore Lite's API is the full SDK's.
vi.mock('firebase/firestore/lite', () => import('firebase/firestore'));
vi.mock('../firestore-db', () => import('./app-firestore'));

const suite = rulesSuite();

const app = <T>(persona: Persona, work: () => Promise<T>) => runAs(suite.as(persona), work);
const newId = () => app('anonymous', async () => newContactMessageId());

/** A message sent `hours` ago, stored past the rules as the app stored it. */
async function seedMessage(hours: number): Promise<string> {
  const id = await newId();
  await suite.seed(`messages/${id}`, { ...contactMessage(), createdAt: hoursAgo(hours) });
  return id;
}

async function write(persona: Persona, data: Record<string, unknown>) {
  return setDoc(doc(suite.as(persona), 'messages', await newId()), data);
}

describe('sending a contact message (create)', () => {
  it.each(some('anonymous', 'shopper'))(
    '%s sends the message the contact form checked, and its Retry finds it saved',
    async (_who, persona) => {
      const id = await newId();
      const message = contactMessage();
      expect(await assertSucceeds(app(persona, () => createOnce('messages', id, message)))).toBe(
        'created',
      );
      expect(await assertSucceeds(app(persona, () => createOnce('messages', id, message)))).toBe(
        'already-there',
      );
      expect(await assertSucceeds(app(persona, () => addContactMessage(id, message)))).toBe(id);
    },
  );

  it('a message without a phone number is accepted', async () => {
    await assertSucceeds(write('anonymous', stamped(contactMessage({ phone: '' }))));
  });

  it.each(['name', 'email', 'phone', 'message', 'createdAt'])(
    'a message without its field %s is refused',
    async (field) => {
      const data = stamped(contactMessage());
      delete data[field];
      await assertFails(write('anonymous', data));
    },
  );

  it('a message with a field of its own is refused', async () => {
    await assertFails(write('anonymous', stamped({ ...contactMessage(), orderId: 'x' })));
  });

  it.each<[string, Record<string, unknown>]>([
    ['a name that is not text', { name: 42 }],
    ['a phone written as a number', { phone: 254712345678 }],
    ['a phone that is not a Kenyan mobile', { phone: '+255712345678' }],
    ['an e-mail without a domain', { email: 'achieng@' }],
    ['an e-mail that adds a copy to a reply', { email: 'achieng@example.com?cc=x@evil.example' }],
    ['an e-mail with an ampersand query', { email: 'achieng@example.com&bcc=x@evil.example' }],
    ['an e-mail with a space', { email: 'achieng otieno@example.com' }],
    ['an e-mail with a control character', { email: 'achieng\n@example.com' }],
    ['a message that is a list', { message: ['Habari', 'yako'] }],
  ])('a message with %s is refused', async (_case, change) => {
    await assertFails(write('anonymous', stamped({ ...contactMessage(), ...change })));
  });

  it('a back-dated message is refused', async () => {
    await assertFails(write('anonymous', { ...contactMessage(), createdAt: hoursAgo(0.5) }));
  });

  it(`a message of ${minContactMessage} characters is accepted; one shorter is refused by the form and the rules`, async () => {
    await assertSucceeds(
      write('anonymous', stamped(contactMessage({ message: plainText(minContactMessage) }))),
    );
    const short = plainText(minContactMessage - 1);
    expect(contactSchema.safeParse({ ...contactFields, message: short }).success).toBe(false);
    await assertFails(write('anonymous', stamped({ ...contactMessage(), message: short })));
  });

  describe.each([
    ['name', textLimits.personName],
    ['message', textLimits.message],
  ] as const)('the %s', (field, max) => {
    it(`of ${max} plain characters is accepted by the form and by the rules`, async () => {
      const data = stamped(contactMessage({ [field]: plainText(max) }));
      await assertSucceeds(write('anonymous', data));
    });

    it(`of ${max} UTF-16 units in emoji is accepted by the form and by the rules`, async () => {
      const data = stamped(contactMessage({ [field]: emojiText(max) }));
      await assertSucceeds(write('anonymous', data));
    });

    it(`of ${max + 1} UTF-16 units is refused by the form and by the rules`, async () => {
      const text = emojiText(max + 1);
      expect(contactSchema.safeParse({ ...contactFields, [field]: text }).success).toBe(false);
      await assertFails(write('anonymous', stamped({ ...contactMessage(), [field]: text })));
    });
  });

  it('an e-mail over 254 characters is refused by the form and by the rules', async () => {
    const email = `${plainText(textLimits.email - 11)}@example.com`;
    expect(contactSchema.safeParse({ ...contactFields, email }).success).toBe(false);
    await assertFails(write('anonymous', stamped({ ...contactMessage(), email })));
  });
});

describe('reading a message by its id (get)', () => {
  it.each(everyone)('%s may probe a free message id', async (_who, persona) => {
    await assertSucceeds(getDoc(doc(suite.as(persona), 'messages', await newId())));
  });

  it('a saved message is read back by its id within the hour it was sent', async () => {
    const id = await seedMessage(0.5);
    await assertSucceeds(getDoc(doc(suite.as('anonymous'), 'messages', id)));
  });

  it.each(customers)('%s cannot read a message once the hour is over', async (_who, persona) => {
    const id = await seedMessage(2);
    await assertFails(getDoc(doc(suite.as(persona), 'messages', id)));
  });

  it.each(shopStaff)(
    '%s reads a message long after its hour, to answer it',
    async (_who, persona) => {
      const id = await seedMessage(48);
      const snapshot = await assertSucceeds(getDoc(doc(suite.as(persona), 'messages', id)));
      expect(snapshot.exists()).toBe(true);
    },
  );
});

describe('listing messages (list)', () => {
  it.each(customers)('%s cannot list messages', async (_who, persona) => {
    await seedMessage(0.1);
    await assertFails(getDocs(collection(suite.as(persona), 'messages')));
  });

  it.each(shopStaff)('%s lists every message, newest first', async (_who, persona) => {
    const recent = await seedMessage(0.1);
    const old = await seedMessage(48);
    const inbox = query(collection(suite.as(persona), 'messages'), orderBy('createdAt', 'desc'));
    const listed = await assertSucceeds(getDocs(inbox));
    expect(listed.docs.map((item) => item.id)).toEqual([recent, old]);
  });

  it('a sender cannot list even their own messages by e-mail', async () => {
    await seedMessage(0.1);
    const mine = query(
      collection(suite.as('shopper'), 'messages'),
      where('email', '==', contactFields.email),
    );
    await assertFails(getDocs(mine));
  });
});

describe('changing or removing a message (update, delete)', () => {
  it.each(everyone)('%s cannot change a message, even within the hour', async (_who, persona) => {
    const id = await seedMessage(0.1);
    await assertFails(updateDoc(doc(suite.as(persona), 'messages', id), { message: 'Changed' }));
  });

  it.each(everyone)('%s cannot remove a message', async (_who, persona) => {
    const id = await seedMessage(0.1);
    await assertFails(deleteDoc(doc(suite.as(persona), 'messages', id)));
  });
});
