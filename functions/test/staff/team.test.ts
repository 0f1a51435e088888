/**
 * The owner's team callables (functions/src/staff/team.ts) against firebase-tools' Auth emulator
 * and the Firestore emulator: the role claim given and taken, the member's sessions revoked, the
 * team record written and deleted, the Users role following; and the first owner made by
 * scripts/grant-owner.ts. Run inside
 * `firebase emulators:exec --only auth` (npm run test:vitest), which sets
 * FIREBASE_AUTH_EMULATOR_HOST; the accounts live under this file's own project.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../scripts/grant-owner';
import { addStaffCall, removeStaffCall } from '../../src/staff/staff-callables';
import {
  grantOwner,
  notOnTeam,
  notSignedUp,
  notVerified,
  notYourself,
  ownerStays,
} from '../../src/staff/team';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop } from '../mpesa/harness';
import { asOwner, seedTeam } from './staff-fixtures';
import { amina } from '@testing/fixtures/staff';

const projectId = 'demo-functions-staff-team';
const db = emulatorFirestore(projectId);
const auth = getAuth(getApp(projectId));
const shop = createShop(db);
const context = () => ({ db, auth, now: shop.now });

const wanjiku = {
  uid: 'wanjiku-uid',
  email: 'wanjiku@example.com',
  password: 'Wanjiku#2024',
  displayName: 'W. Kamau',
  emailVerified: true,
};

beforeAll(() => {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('The Auth emulator is not running: use `npm run test:vitest`.');
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(async () => {
  shop.reset();
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const cleared = await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  if (!cleared.ok) throw new Error(`Clearing the Auth emulator answered ${cleared.status}`);
  await seedTeam(db);
  await auth.createUser(wanjiku);
  await db.collection('Users').doc(wanjiku.uid).set({
    email: wanjiku.email,
    role: 'user',
    firstName: 'Wanjiku',
    lastName: 'Kamau',
  });
});

const add = (email: string) => addStaffCall(context(), asOwner({ email }));
const remove = (uid: string) => removeStaffCall(context(), asOwner({ uid }));
const read = async (collection: string, id: string) =>
  (await db.collection(collection).doc(id).get()).data();

describe('the owner adds staff', () => {
  it('makes someone who signed up staff: the claim, the team record and their Users role', async () => {
    await auth.setCustomUserClaims(wanjiku.uid, { beta: true });
    const member = await add(wanjiku.email);
    expect(member).toEqual({
      uid: wanjiku.uid,
      email: wanjiku.email,
      name: 'Wanjiku Kamau',
      role: 'staff',
      addedAt: shop.now().toISOString(),
    });
    // Other claims the account carries are kept.
    expect((await auth.getUser(wanjiku.uid)).customClaims).toEqual({ beta: true, role: 'staff' });
    expect(await read('staffMembers', wanjiku.uid)).toEqual({
      email: wanjiku.email,
      name: 'Wanjiku Kamau',
      role: 'staff',
      addedAt: Timestamp.fromDate(shop.now()),
      addedBy: amina,
    });
    expect(await read('Users', wanjiku.uid)).toMatchObject({ role: 'staff' });
  });

  it('refuses an address its owner never verified, in the owner’s words, changing nothing', async () => {
    // Whoever signs up first with an address could otherwise be made staff in its owner's name.
    await auth.createUser({ uid: 'squatter-uid', email: 'new.hire@example.com' });
    await expect(add('new.hire@example.com')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: notVerified('new.hire@example.com'),
    });
    expect((await auth.getUser('squatter-uid')).customClaims ?? {}).toEqual({});
    expect(await read('staffMembers', 'squatter-uid')).toBeUndefined();
    await auth.updateUser('squatter-uid', { emailVerified: true });
    expect(await add('new.hire@example.com')).toMatchObject({ role: 'staff' });
  });

  it('answers not-found for an e-mail nobody signed up with, changing nothing', async () => {
    await expect(add('nobody@example.com')).rejects.toMatchObject({
      code: 'not-found',
      message: notSignedUp,
    });
    expect((await db.collection('staffMembers').get()).size).toBe(2);
  });

  it('names someone without a Users record by their account', async () => {
    await db.collection('Users').doc(wanjiku.uid).delete();
    expect(await add(wanjiku.email)).toMatchObject({ name: 'W. Kamau', role: 'staff' });
    expect(await read('Users', wanjiku.uid)).toBeUndefined();
  });

  it('keeps the owner an owner when the owner’s e-mail is added', async () => {
    await auth.createUser({
      uid: amina.uid,
      email: 'owner@example.com',
      displayName: amina.name,
      emailVerified: true,
    });
    await auth.setCustomUserClaims(amina.uid, { role: 'owner' });
    expect(await add('owner@example.com')).toMatchObject({ uid: amina.uid, role: 'owner' });
    expect((await auth.getUser(amina.uid)).customClaims).toEqual({ role: 'owner' });
    expect(await read('staffMembers', amina.uid)).toMatchObject({ role: 'owner' });
  });

  it('keeps when and by whom a member was added when they are added again', async () => {
    await add(wanjiku.email);
    const first = await read('staffMembers', wanjiku.uid);
    shop.advance(60_000);
    expect(await add(wanjiku.email)).toMatchObject({
      addedAt: (first?.addedAt as Timestamp).toDate().toISOString(),
    });
    expect(await read('staffMembers', wanjiku.uid)).toEqual(first);
  });
});

describe('the owner removes staff', () => {
  it('takes the record, the claim and the sessions, and gives back the shopper’s role', async () => {
    await auth.setCustomUserClaims(wanjiku.uid, { beta: true });
    await add(wanjiku.email);
    const before = (await auth.getUser(wanjiku.uid)).tokensValidAfterTime;
    // Revocation is kept in whole seconds: a second later, every token issued before is void.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    expect(await remove(wanjiku.uid)).toEqual({ uid: wanjiku.uid });
    expect(await read('staffMembers', wanjiku.uid)).toBeUndefined();
    const account = await auth.getUser(wanjiku.uid);
    expect(account.customClaims).toEqual({ beta: true });
    expect(new Date(account.tokensValidAfterTime ?? 0).getTime()).toBeGreaterThan(
      new Date(before ?? 0).getTime(),
    );
    expect(await read('Users', wanjiku.uid)).toMatchObject({ role: 'user' });
  });

  it('clears the claims of a member who had no other', async () => {
    await add(wanjiku.email);
    await remove(wanjiku.uid);
    expect((await auth.getUser(wanjiku.uid)).customClaims ?? {}).toEqual({});
  });

  it('refuses to remove the owner, or the owner themself', async () => {
    await auth.createUser({
      uid: 'partner-uid',
      email: 'partner@example.com',
      emailVerified: true,
    });
    await auth.setCustomUserClaims('partner-uid', { role: 'owner' });
    await expect(remove('partner-uid')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: ownerStays,
    });
    await expect(remove(amina.uid)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: notYourself,
    });
    expect(await read('staffMembers', amina.uid)).toBeDefined();
  });

  it('answers not-found for someone not on the team', async () => {
    await expect(remove(wanjiku.uid)).rejects.toMatchObject({
      code: 'not-found',
      message: notOnTeam,
    });
    expect(await read('Users', wanjiku.uid)).toMatchObject({ role: 'user' });
  });

  it('removes the record of a member whose account was deleted', async () => {
    // The seeded staff member has a record, and no account under this project.
    expect(await remove('staff-uid')).toEqual({ uid: 'staff-uid' });
    expect(await read('staffMembers', 'staff-uid')).toBeUndefined();
    expect(await read('Users', 'staff-uid')).toMatchObject({ role: 'user' });
  });
});

describe('the first owner, made with scripts/grant-owner.ts', () => {
  it('makes someone who signed up the owner: the claim, the team record and the Users role', async () => {
    const { member, hasUsersRecord } = await grantOwner(context(), wanjiku.email);
    expect(member).toMatchObject({ uid: wanjiku.uid, role: 'owner', name: 'Wanjiku Kamau' });
    expect(hasUsersRecord).toBe(true);
    expect((await auth.getUser(wanjiku.uid)).customClaims).toEqual({ role: 'owner' });
    expect(await read('staffMembers', wanjiku.uid)).toMatchObject({ role: 'owner', addedBy: null });
    expect(await read('Users', wanjiku.uid)).toMatchObject({ role: 'owner' });
  });

  it('says what it did', async () => {
    const said = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await main(['--project', projectId, '--email', wanjiku.email])).toBe(0);
    expect(said).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Wanjiku Kamau <wanjiku@example.com> \(uid wanjiku-uid\) is now the owner of demo-functions-staff-team:\n- their role claim is owner;\n- their team record staffMembers\/wanjiku-uid is written;\n- their Users\/wanjiku-uid role is owner\./,
      ),
    );
    expect((await auth.getUser(wanjiku.uid)).customClaims).toEqual({ role: 'owner' });
  });

  it('refuses without a project id, or an e-mail nobody signed up with, changing nothing', async () => {
    const told = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['--email', wanjiku.email])).toBe(2);
    expect(await main([`--project=${projectId}`, '--email'])).toBe(2);
    expect(await main(['--project', projectId, '--email', 'nobody@example.com'])).toBe(1);
    expect(told.mock.calls.map(([message]) => String(message).split('\n')[0])).toEqual([
      'Name the Firebase project with --project.',
      'Name the e-mail they signed up with, with --email.',
      `No one has signed up with nobody@example.com in ${projectId}: ask them to sign up in the shop first, then run this again.`,
    ]);
    expect((await auth.getUser(wanjiku.uid)).customClaims ?? {}).toEqual({});
    expect(await read('staffMembers', wanjiku.uid)).toBeUndefined();
  });

  it('runs from the command line as the docs say', async () => {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/grant-owner.ts', '--project', projectId, '--email', wanjiku.email],
      { env: process.env },
    );
    expect(stdout).toContain(`is now the owner of ${projectId}`);
    expect((await auth.getUser(wanjiku.uid)).customClaims).toEqual({ role: 'owner' });
  }, 60_000);
});
