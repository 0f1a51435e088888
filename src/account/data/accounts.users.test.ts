import { afterEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { DataError } from '@/data/data-error';
import type { NewUserRecord } from '@model/user-record';
import { addUser, deleteSignedInUser, findUsersByEmail, signupWithEmail } from './accounts';

// firestore.rules show a person only the Users records carrying their own e-mail.
afterEach(() => signOut());

/** A new account, signed in, removed again once `work` is done. */
async function withNewAccount(work: (uid: string, email: string) => Promise<void>) {
  const email = `achieng-${Date.now()}@example.com`;
  const account = await signupWithEmail(email, 'Karibu#2024');
  try {
    await work(account.uid, email);
  } finally {
    // Another test file's reset of the shared Auth emulator may have removed it already.
    await deleteSignedInUser().catch(() => undefined);
  }
}

const achieng = (email: string): NewUserRecord => ({
  email,
  role: 'user',
  firstName: 'Achieng',
  lastName: 'Otieno',
});

describe('Users records', () => {
  it('finds the record carrying the signed-in e-mail, kept under the account uid', async () => {
    const shopper = await signInAs('shopper');
    expect(await findUsersByEmail('shopper@example.com')).toEqual([
      {
        id: shopper.uid,
        email: 'shopper@example.com',
        role: 'user',
        firstName: 'Wanjiku',
        lastName: 'Kamau',
      },
    ]);
  });

  it('finds none for a signed-in e-mail without a record', async () => {
    await signInAs('norecord');
    expect(await findUsersByEmail('norecord@example.com')).toEqual([]);
  });

  it('writes a new account its record at Users/{uid} and answers the uid', async () => {
    await withNewAccount(async (uid, email) => {
      expect(await addUser(uid, achieng(email))).toBe(uid);
      expect(await findUsersByEmail(email)).toEqual([{ id: uid, ...achieng(email) }]);
      expect(await testBackend.store.get(`Users/${uid}`)).toBeDefined();
    });
  });

  it('keeps the first record when the write is sent again (a Retry after a write that landed)', async () => {
    await withNewAccount(async (uid, email) => {
      await addUser(uid, achieng(email));
      expect(await addUser(uid, { ...achieng(email), firstName: 'Akinyi' })).toBe(uid);
      expect(await findUsersByEmail(email)).toEqual([{ id: uid, ...achieng(email) }]);
    });
  });

  it('cannot write a record under another account uid', async () => {
    await withNewAccount(async (_uid, email) => {
      const failure = await addUser('someone-else-uid', achieng(email)).catch(
        (error: unknown) => error,
      );
      expect(failure).toMatchObject({ kind: 'permission-denied' });
      expect(await testBackend.store.get('Users/someone-else-uid')).toBeUndefined();
    });
  });

  it('fails with an unavailable DataError when the Users read fails', async () => {
    await signInAs('shopper');
    testBackend.scenario.set('users-read-error');
    await expect(findUsersByEmail('shopper@example.com')).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('leaves no record when the write fails', async () => {
    await withNewAccount(async (uid, email) => {
      testBackend.scenario.set('write-error');
      const failure = await addUser(uid, achieng(email)).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DataError);
      testBackend.scenario.set('default');
      expect(await findUsersByEmail(email)).toEqual([]);
    });
  });
});
