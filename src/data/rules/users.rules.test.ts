import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { recordFromProvider } from '@model/account/names';
import { textLimits } from '@model/limits';
import { signupSchema } from '@/account/account-forms';
import type { NewUserRecord } from '@model/user-record';
import { addUser, findUsersByEmail } from '@/account/data/accounts';
import { runAs } from './app-firestore';
import { emojiText, plainText } from './documents';
import { accounts, rulesSuite, some, type Persona } from './personas';

// The app's data code runs as each persona: Firestore Lite's API is the full SDK's.
vi.mock('firebase/firestore/lite', () => import('firebase/firestore'));
vi.mock('../firestore-db', () => import('./app-firestore'));

const suite = rulesSuite();
const { shopper, otherShopper, staff, newcomer } = accounts;

const app = <T>(persona: Persona, work: () => Promise<T>) => runAs(suite.as(persona), work);
const users = (persona: Persona) => collection(suite.as(persona), 'Users');
const userRecord = (persona: Persona, id: string) => doc(suite.as(persona), 'Users', id);

/** The newcomer's record as signup writes it: the names the form checked, role user. */
function newcomerRecord(names: { firstName?: string; lastName?: string } = {}): NewUserRecord {
  const form = signupSchema.parse({
    firstName: 'Baraka',
    lastName: 'Mwangi',
    email: newcomer.email,
    password: 'Karibu2024',
    confirmPassword: 'Karibu2024',
    ...names,
  });
  return {
    email: newcomer.email,
    role: 'user',
    firstName: form.firstName,
    lastName: form.lastName,
  };
}

describe('reading a Users record by its id (get)', () => {
  it.each(some('shopper', 'otherShopper', 'staff'))(
    '%s reads their own record',
    async (_who, persona) => {
      const { uid } = accounts[persona as keyof typeof accounts];
      await assertSucceeds(getDoc(userRecord(persona, uid)));
    },
  );

  it('a newcomer may look for their own record before it exists', async () => {
    const snapshot = await assertSucceeds(getDoc(userRecord('newcomer', newcomer.uid)));
    expect(snapshot.exists()).toBe(false);
  });

  it('a newcomer cannot look for a record under someone else’s id', async () => {
    await assertFails(getDoc(userRecord('newcomer', 'someone-else-uid')));
  });

  it.each([
    ...some('anonymous', 'otherShopper', 'staff').map(
      ([who, persona]) => [who, 'the shopper', persona, shopper.uid] as const,
    ),
    ...some('shopper').map(
      ([who, persona]) => [who, 'a member of staff', persona, staff.uid] as const,
    ),
  ])('%s cannot read the record of %s', async (_who, _whose, persona, id) => {
    await assertFails(getDoc(userRecord(persona, id)));
  });
});

describe('listing Users records (list)', () => {
  it.each(some('shopper', 'staff'))(
    '%s finds their own record with the account guard’s query on their e-mail',
    async (_who, persona) => {
      const { uid, email } = accounts[persona as keyof typeof accounts];
      const found = await assertSucceeds(app(persona, () => findUsersByEmail(email)));
      expect(found.map((record) => record.id)).toEqual([uid]);
    },
  );

  it('a shopper cannot list Users records without the e-mail filter', async () => {
    await assertFails(getDocs(users('shopper')));
  });

  it('a member of staff cannot list Users records without the e-mail filter', async () => {
    await assertFails(getDocs(users('staff')));
  });

  it('a shopper cannot query the records of someone else’s e-mail', async () => {
    await assertFails(getDocs(query(users('shopper'), where('email', '==', otherShopper.email))));
  });

  it('a shopper cannot query the records of a role', async () => {
    await assertFails(getDocs(query(users('shopper'), where('role', '==', 'admin'))));
  });

  it('a guest cannot query Users records, whatever the e-mail', async () => {
    await assertFails(getDocs(query(users('anonymous'), where('email', '==', shopper.email))));
  });
});

describe('writing a Users record (create)', () => {
  it('a newcomer writes their record at Users/{uid} as signup does, and its Retry keeps it', async () => {
    const record = newcomerRecord();
    expect(await assertSucceeds(app('newcomer', () => addUser(newcomer.uid, record)))).toBe(
      newcomer.uid,
    );
    expect(await assertSucceeds(app('newcomer', () => addUser(newcomer.uid, record)))).toBe(
      newcomer.uid,
    );
    const found = await app('newcomer', () => findUsersByEmail(newcomer.email));
    expect(found).toEqual([{ id: newcomer.uid, ...record }]);
  });

  it('a newcomer through Google writes the record made from their Google profile', async () => {
    const record = recordFromProvider({ ...newcomer, displayName: 'Baraka Otieno Mwangi' })!;
    await assertSucceeds(app('newcomer', () => addUser(newcomer.uid, record)));
  });

  it('a newcomer with a one-word name writes an empty last name', async () => {
    await assertSucceeds(
      setDoc(userRecord('newcomer', newcomer.uid), { ...newcomerRecord(), lastName: '' }),
    );
  });

  it('a newcomer cannot write a record under another id (nobody piles up records)', async () => {
    await assertFails(setDoc(userRecord('newcomer', 'baraka-second-record'), newcomerRecord()));
  });

  it('a newcomer cannot make a record for someone else’s account', async () => {
    const forSomeoneElse = { ...newcomerRecord(), email: 'wairimu@example.com' };
    await assertFails(setDoc(userRecord('newcomer', 'wairimu-uid'), forSomeoneElse));
  });

  it('a newcomer cannot write their record with someone else’s e-mail', async () => {
    const record = { ...newcomerRecord(), email: shopper.email };
    await assertFails(setDoc(userRecord('newcomer', newcomer.uid), record));
  });

  it.each(['admin', 'staff', 'User'])(
    'a newcomer cannot give their record the role %s',
    async (role) => {
      await assertFails(
        setDoc(userRecord('newcomer', newcomer.uid), { ...newcomerRecord(), role }),
      );
    },
  );

  it('a shopper cannot replace their record (a second create is an update)', async () => {
    const record = { email: shopper.email, role: 'user', firstName: 'Wanjiku', lastName: 'K.' };
    await assertFails(setDoc(userRecord('shopper', shopper.uid), record));
  });

  it('a guest cannot write a Users record', async () => {
    await assertFails(setDoc(userRecord('anonymous', newcomer.uid), newcomerRecord()));
  });

  it.each(['email', 'role', 'firstName', 'lastName'])(
    'a record without its field %s is refused',
    async (field) => {
      const record: Record<string, unknown> = { ...newcomerRecord() };
      delete record[field];
      await assertFails(setDoc(userRecord('newcomer', newcomer.uid), record));
    },
  );

  it('a record with a field of its own is refused', async () => {
    const record = { ...newcomerRecord(), isStaff: true };
    await assertFails(setDoc(userRecord('newcomer', newcomer.uid), record));
  });

  it.each<[string, Record<string, unknown>]>([
    ['an empty first name', { firstName: '' }],
    ['a first name that is not text', { firstName: 7 }],
    ['a last name that is null', { lastName: null }],
  ])('a record with %s is refused', async (_case, change) => {
    await assertFails(
      setDoc(userRecord('newcomer', newcomer.uid), { ...newcomerRecord(), ...change }),
    );
  });

  describe.each([
    ['first name', 'firstName'],
    ['last name', 'lastName'],
  ] as const)('the %s', (_name, field) => {
    const max = textLimits.userName;

    it(`of ${max} plain characters is accepted by the signup form and by the rules`, async () => {
      const record = newcomerRecord({ [field]: plainText(max) });
      await assertSucceeds(setDoc(userRecord('newcomer', newcomer.uid), record));
    });

    it(`of ${max} UTF-16 units in emoji is accepted by the signup form and by the rules`, async () => {
      const record = newcomerRecord({ [field]: emojiText(max) });
      await assertSucceeds(setDoc(userRecord('newcomer', newcomer.uid), record));
    });

    it(`of ${max + 1} UTF-16 units is refused by the signup form and by the rules`, async () => {
      const text = emojiText(max + 1);
      expect(() => newcomerRecord({ [field]: text })).toThrow();
      const record = { ...newcomerRecord(), [field]: text };
      await assertFails(setDoc(userRecord('newcomer', newcomer.uid), record));
    });
  });

  it('a Google name longer than the limit is cut to a record the rules accept', async () => {
    const displayName = `a${emojiText(textLimits.userName)}`;
    const record = recordFromProvider({ ...newcomer, displayName })!;
    expect(record.firstName).toBe(`a${emojiText(textLimits.userName - 2)}`);
    await assertSucceeds(app('newcomer', () => addUser(newcomer.uid, record)));
  });
});

describe('changing or removing a Users record (update, delete)', () => {
  it('a shopper cannot make themselves admin', async () => {
    await assertFails(updateDoc(userRecord('shopper', shopper.uid), { role: 'admin' }));
  });

  it('a shopper cannot change their names in their record', async () => {
    await assertFails(updateDoc(userRecord('shopper', shopper.uid), { firstName: 'Wanjiru' }));
  });

  it('a shopper cannot remove their record', async () => {
    await assertFails(deleteDoc(userRecord('shopper', shopper.uid)));
  });

  it('a member of staff cannot change a shopper’s role from a browser', async () => {
    await assertFails(updateDoc(userRecord('staff', shopper.uid), { role: 'admin' }));
  });

  it('a member of staff cannot remove a shopper’s record from a browser', async () => {
    await assertFails(deleteDoc(userRecord('staff', shopper.uid)));
  });

  it('a guest cannot remove a Users record', async () => {
    await assertFails(deleteDoc(userRecord('anonymous', staff.uid)));
  });
});
