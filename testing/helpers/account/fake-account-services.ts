import type { ProviderSignIn, SessionUser } from '../../../machines/session/types';
import type { OrderSummary } from '../../../machines/order-history/types';
import type { StaffRole } from '@model/roles';
import type { UserRecord } from '@model/user-record';
import { userDocuments } from '../../../mocks/backend/fixtures/users';
import { AuthFailure } from '@/account/data/accounts';
import { DataError } from '@/data/data-error';
import type { AccountServices } from '@/account/use-session';

interface FakeAccount extends SessionUser {
  password: string;
  emailVerified: boolean;
  /** The Auth custom claim `role`: staff and the owner carry theirs. */
  role: StaffRole | null;
}

/**
 * The seeded accounts and Users records of the QA contract (README, The local backend and the QA
 * contract), as the fake starts with them.
 */
export const seededAccounts: FakeAccount[] = [
  {
    uid: 'shopper-uid',
    email: 'shopper@example.com',
    password: 'Shopper#2024',
    displayName: 'Wanjiku Kamau',
    emailVerified: true,
    role: null,
  },
  {
    uid: 'staff-uid',
    email: 'staff@example.com',
    password: 'Staff#2024',
    displayName: null,
    emailVerified: true,
    role: 'staff',
  },
  {
    uid: 'owner-uid',
    email: 'owner@example.com',
    password: 'Owner#2024',
    displayName: null,
    emailVerified: true,
    role: 'owner',
  },
  {
    uid: 'norecord-uid',
    email: 'norecord@example.com',
    password: 'Norecord#2024',
    displayName: null,
    emailVerified: true,
    role: null,
  },
];

type Step =
  | 'signIn'
  | 'signup'
  | 'popup'
  | 'redirect'
  | 'resume'
  | 'watch'
  | 'signOut'
  | 'sendVerification'
  | 'readVerified'
  | 'readRole';

export interface FakeAccountOptions {
  /** Who is signed in when the fake starts (an e-mail of `seededAccounts`). */
  signedInAs?: string;
  /** Seeded accounts whose address is not verified yet (new signups never are). */
  unverified?: string[];
  /** Auth codes some steps fail with, e.g. `{ signIn: 'too-many-requests' }`. */
  failures?: Partial<Record<Step, string>>;
  /** How reads and writes of Users behave: `hang` never answers (Loading). */
  usersRead?: 'ok' | 'fail' | 'hang';
  usersWrite?: 'ok' | 'fail';
  /** Who Google's popup signs in; someone new by default. */
  google?: ProviderSignIn;
  /** What a redirect back from Google brings. */
  redirectResult?: ProviderSignIn | null;
  orders?: OrderSummary[] | 'fail';
}

const unavailable = () =>
  new DataError(
    'unavailable',
    'Our shop is not answering right now. Please try again in a moment.',
  );

/**
 * The account services in memory, for component tests and stories: the seeded accounts, a
 * session that reports changes as Firebase does (after the call, asynchronously), and failures
 * on demand. `calls` records which services were used.
 */
export function fakeAccountServices(options: FakeAccountOptions = {}) {
  const accounts = seededAccounts.map((account) => ({
    ...account,
    emailVerified: account.emailVerified && !options.unverified?.includes(account.email ?? ''),
  }));
  const users: UserRecord[] = userDocuments.map((record) => ({ ...record }));
  const calls: string[] = [];
  const listeners = new Set<(user: SessionUser | null) => void>();
  let current: SessionUser | null = null;
  let nextId = 1;

  const signedInAs = accounts.find((account) => account.email === options.signedInAs);
  if (signedInAs) current = publicUser(signedInAs);

  function publicUser({ uid, email, displayName }: SessionUser): SessionUser {
    return { uid, email, displayName };
  }
  function setCurrent(user: SessionUser | null) {
    current = user;
    listeners.forEach((listener) => setTimeout(() => listener(current), 0));
  }
  async function step(name: Step) {
    calls.push(name);
    const code = options.failures?.[name];
    if (code) throw new AuthFailure(code);
  }
  const never = () => new Promise<never>(() => {});

  const services: AccountServices = {
    async watchAuthState(onChange) {
      await step('watch');
      listeners.add(onChange);
      setTimeout(() => onChange(current), 0);
      return () => listeners.delete(onChange);
    },
    async signInWithEmail(email, password) {
      await step('signIn');
      const account = accounts.find((a) => a.email === email.toLowerCase());
      if (!account || account.password !== password) throw new AuthFailure('invalid-credential');
      setCurrent(publicUser(account));
      return publicUser(account);
    },
    async signupWithEmail(email, password) {
      await step('signup');
      const normalised = email.toLowerCase();
      if (accounts.some((a) => a.email === normalised)) {
        throw new AuthFailure('email-already-in-use');
      }
      if (password.length < 6) throw new AuthFailure('weak-password');
      const account: FakeAccount = {
        uid: `new-uid-${nextId++}`,
        email: normalised,
        password,
        displayName: null,
        emailVerified: false,
        role: null,
      };
      accounts.push(account);
      setCurrent(publicUser(account));
      return publicUser(account);
    },
    async signInWithGooglePopup() {
      await step('popup');
      const signIn = options.google ?? {
        user: { uid: 'google-uid', email: 'amani@example.com', displayName: 'Amani Njoroge' },
        isNewUser: true,
      };
      setCurrent(signIn.user);
      return signIn;
    },
    async signInWithGoogleRedirect() {
      await step('redirect');
      return never();
    },
    async finishRedirectSignIn() {
      await step('resume');
      const result = options.redirectResult ?? null;
      if (result) setCurrent(result.user);
      return result;
    },
    async signOutUser() {
      await step('signOut');
      setCurrent(null);
    },
    async deleteSignedInUser() {
      calls.push('deleteUser');
      const index = accounts.findIndex((a) => a.uid === current?.uid);
      if (index >= 0) accounts.splice(index, 1);
      setCurrent(null);
    },
    async findUsersByEmail(email) {
      calls.push('findUsers');
      if (options.usersRead === 'hang') return never();
      if (options.usersRead === 'fail') throw unavailable();
      return users.filter((record) => record.email === email);
    },
    async addUser(uid, record) {
      calls.push('addUser');
      if (options.usersWrite === 'fail') throw unavailable();
      if (!users.some((user) => user.id === uid)) users.push({ id: uid, ...record });
      return uid;
    },
    async listOrdersByOwner() {
      calls.push('listOrders');
      if (options.orders === 'fail') throw unavailable();
      return options.orders ?? [];
    },
    async sendVerificationEmail() {
      await step('sendVerification');
    },
    async readEmailVerified() {
      await step('readVerified');
      // Google's accounts, not among these, come verified.
      return accounts.find((a) => a.uid === current?.uid)?.emailVerified ?? true;
    },
    async readSignedInStaffRole() {
      await step('readRole');
      return accounts.find((a) => a.uid === current?.uid)?.role ?? null;
    },
  };
  return { services, calls, users, accounts, currentUser: () => current };
}
