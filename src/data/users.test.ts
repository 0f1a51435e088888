import { describe, expect, it } from 'vitest';
import { testBackend } from '../../mocks/node-setup';
import { DataError } from './data-error';
import { addUser, findUsersByEmail } from './users';

describe('Users records', () => {
  it('finds the record carrying an e-mail', async () => {
    expect(await findUsersByEmail('shopper@example.com')).toEqual([
      expect.objectContaining({
        email: 'shopper@example.com',
        role: 'user',
        firstName: 'Wanjiku',
        lastName: 'Kamau',
      }),
    ]);
  });

  it('finds none for an e-mail without a record', async () => {
    expect(await findUsersByEmail('norecord@example.com')).toEqual([]);
  });

  it('adds a record and answers its new id', async () => {
    const id = await addUser({
      email: 'achieng@example.com',
      role: 'user',
      firstName: 'Achieng',
      lastName: 'Otieno',
    });
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await findUsersByEmail('achieng@example.com')).toEqual([
      expect.objectContaining({ id, firstName: 'Achieng' }),
    ]);
  });

  it('fails with an unavailable DataError when the Users read fails', async () => {
    testBackend.scenario.set('users-read-error');
    await expect(findUsersByEmail('shopper@example.com')).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('does not repeat a failed write', async () => {
    testBackend.scenario.set('write-error');
    const failure = await addUser({
      email: 'x@example.com',
      role: 'user',
      firstName: 'X',
      lastName: 'Y',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataError);
    testBackend.scenario.set('default');
    expect(await findUsersByEmail('x@example.com')).toEqual([]);
  });
});
