import { describe, expect, it } from 'vitest';
import { recordFromProvider } from './names';

const user = { uid: 'google-uid', email: 'amani@example.com', displayName: 'Amani Njoroge' };

describe('the Users record of someone new through Google', () => {
  it('splits the display name into first and last name, role user', () => {
    expect(recordFromProvider(user)).toEqual({
      email: 'amani@example.com',
      role: 'user',
      firstName: 'Amani',
      lastName: 'Njoroge',
    });
  });

  it('keeps every further name in the last name, spaces tidied', () => {
    expect(
      recordFromProvider({ ...user, displayName: '  Amani   Wanjiru  Njoroge ' }),
    ).toMatchObject({ firstName: 'Amani', lastName: 'Wanjiru Njoroge' });
  });

  it('has an empty last name for a single name', () => {
    expect(recordFromProvider({ ...user, displayName: 'Amani' })).toMatchObject({
      firstName: 'Amani',
      lastName: '',
    });
  });

  it('uses the e-mail’s local part without a display name', () => {
    expect(recordFromProvider({ ...user, displayName: null })).toMatchObject({
      firstName: 'amani',
      lastName: '',
    });
    expect(recordFromProvider({ ...user, displayName: '   ' })).toMatchObject({
      firstName: 'amani',
    });
  });

  it('cuts names to 80 characters, as the rules allow', () => {
    const record = recordFromProvider({
      ...user,
      displayName: `${'A'.repeat(90)} ${'B'.repeat(90)}`,
    });
    expect(record?.firstName).toHaveLength(80);
    expect(record?.lastName).toHaveLength(80);
  });

  it('cuts a name of emoji to 80 UTF-16 units without splitting an emoji in half', () => {
    const record = recordFromProvider({ ...user, displayName: `A${'😀'.repeat(45)}` });
    expect(record?.firstName).toBe(`A${'😀'.repeat(39)}`);
    expect(record?.firstName).toHaveLength(79);
  });

  it('makes no record without an e-mail: the guard matches on it', () => {
    expect(recordFromProvider({ ...user, email: null })).toBeNull();
  });
});
