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
} from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { textLimits } from '@model/limits';
import { wholesaleEnquirySchema } from '@/wholesale/wholesale-enquiry-form';
import { createOnce } from '../create-once';
import { addWholesaleEnquiry, newWholesaleEnquiryId } from '../submissions';
import { runAs } from './app-firestore';
import { emojiText, enquiryFields, plainText, stamped, wholesaleEnquiry } from './documents';
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
const newId = () => app('anonymous', async () => newWholesaleEnquiryId());

/** An enquiry sent `hours` ago, stored past the rules as the app stored it. */
async function seedEnquiry(hours: number): Promise<string> {
  const id = await newId();
  await suite.seed(`wholesaleEnquiries/${id}`, {
    ...wholesaleEnquiry(),
    createdAt: hoursAgo(hours),
  });
  return id;
}

async function write(persona: Persona, data: Record<string, unknown>) {
  return setDoc(doc(suite.as(persona), 'wholesaleEnquiries', await newId()), data);
}

describe('sending a wholesale enquiry (create)', () => {
  it.each(some('anonymous', 'shopper'))(
    '%s sends the enquiry the wholesale form checked, and its Retry finds it saved',
    async (_who, persona) => {
      const id = await newId();
      const enquiry = wholesaleEnquiry();
      const send = () => createOnce('wholesaleEnquiries', id, enquiry);
      expect(await assertSucceeds(app(persona, send))).toBe('created');
      expect(await assertSucceeds(app(persona, send))).toBe('already-there');
      expect(await assertSucceeds(app(persona, () => addWholesaleEnquiry(id, enquiry)))).toBe(id);
    },
  );

  it('an enquiry with no message is accepted', async () => {
    await assertSucceeds(write('anonymous', stamped(wholesaleEnquiry({ message: '  ' }))));
  });

  it.each(['name', 'businessName', 'phone', 'items', 'message', 'createdAt'])(
    'an enquiry without its field %s is refused',
    async (field) => {
      const data = stamped(wholesaleEnquiry());
      delete data[field];
      await assertFails(write('anonymous', data));
    },
  );

  it('an enquiry with a field of its own is refused', async () => {
    await assertFails(write('anonymous', stamped({ ...wholesaleEnquiry(), discount: 0.2 })));
  });

  it.each<[string, Record<string, unknown>]>([
    ['no name', { name: '' }],
    ['no business name', { businessName: '' }],
    ['no items', { items: '' }],
    ['a phone that is not a Kenyan mobile', { phone: '0712345678' }],
    ['items written as a number', { items: 24 }],
    ['a message that is null', { message: null }],
  ])('an enquiry with %s is refused', async (_case, change) => {
    await assertFails(write('anonymous', stamped({ ...wholesaleEnquiry(), ...change })));
  });

  it('a back-dated enquiry is refused', async () => {
    await assertFails(write('anonymous', { ...wholesaleEnquiry(), createdAt: hoursAgo(0.5) }));
  });

  describe.each([
    ['name', 'name', textLimits.personName],
    ['business name', 'businessName', textLimits.businessName],
    ['items', 'items', textLimits.items],
    ['message', 'message', textLimits.message],
  ] as const)('the %s', (_name, field, max) => {
    it(`of ${max} plain characters is accepted by the form and by the rules`, async () => {
      const data = stamped(wholesaleEnquiry({ [field]: plainText(max) }));
      await assertSucceeds(write('anonymous', data));
    });

    it(`of ${max} UTF-16 units in emoji is accepted by the form and by the rules`, async () => {
      const data = stamped(wholesaleEnquiry({ [field]: emojiText(max) }));
      await assertSucceeds(write('anonymous', data));
    });

    it(`of ${max + 1} UTF-16 units is refused by the form and by the rules`, async () => {
      const text = emojiText(max + 1);
      expect(wholesaleEnquirySchema.safeParse({ ...enquiryFields, [field]: text }).success).toBe(
        false,
      );
      await assertFails(write('anonymous', stamped({ ...wholesaleEnquiry(), [field]: text })));
    });
  });
});

describe('reading an enquiry by its id (get)', () => {
  it.each(everyone)('%s may probe a free enquiry id', async (_who, persona) => {
    await assertSucceeds(getDoc(doc(suite.as(persona), 'wholesaleEnquiries', await newId())));
  });

  it('a saved enquiry is read back by its id within the hour it was sent', async () => {
    const id = await seedEnquiry(0.5);
    await assertSucceeds(getDoc(doc(suite.as('anonymous'), 'wholesaleEnquiries', id)));
  });

  it.each(customers)('%s cannot read an enquiry once the hour is over', async (_who, persona) => {
    const id = await seedEnquiry(2);
    await assertFails(getDoc(doc(suite.as(persona), 'wholesaleEnquiries', id)));
  });

  it.each(shopStaff)(
    '%s reads an enquiry long after its hour, to answer it',
    async (_who, persona) => {
      const id = await seedEnquiry(48);
      const snapshot = await assertSucceeds(
        getDoc(doc(suite.as(persona), 'wholesaleEnquiries', id)),
      );
      expect(snapshot.exists()).toBe(true);
    },
  );
});

describe('listing enquiries (list)', () => {
  it.each(customers)('%s cannot list wholesale enquiries', async (_who, persona) => {
    await seedEnquiry(0.1);
    await assertFails(getDocs(collection(suite.as(persona), 'wholesaleEnquiries')));
  });

  it.each(shopStaff)('%s lists every wholesale enquiry, newest first', async (_who, persona) => {
    const recent = await seedEnquiry(0.1);
    const old = await seedEnquiry(48);
    const inbox = query(
      collection(suite.as(persona), 'wholesaleEnquiries'),
      orderBy('createdAt', 'desc'),
    );
    const listed = await assertSucceeds(getDocs(inbox));
    expect(listed.docs.map((item) => item.id)).toEqual([recent, old]);
  });
});

describe('changing or removing an enquiry (update, delete)', () => {
  it.each(everyone)('%s cannot change an enquiry, even within the hour', async (_who, persona) => {
    const id = await seedEnquiry(0.1);
    const enquiry = doc(suite.as(persona), 'wholesaleEnquiries', id);
    await assertFails(updateDoc(enquiry, { items: '1,000 T-shirts' }));
  });

  it.each(everyone)('%s cannot remove an enquiry', async (_who, persona) => {
    const id = await seedEnquiry(0.1);
    await assertFails(deleteDoc(doc(suite.as(persona), 'wholesaleEnquiries', id)));
  });
});
