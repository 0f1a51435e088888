/**
 * The people the rules suite acts as, each with their own Firestore (full SDK) on this test
 * worker's Google Firestore emulator, loaded with the project's firestore.rules:
 *
 * - `anonymous`: a guest, not signed in;
 * - `shopper`: the seeded shopper (role user), who owns what a test makes for them;
 * - `otherShopper`: another signed-in shopper (role user);
 * - `staff`: the seeded member of staff, whose token carries the custom claim `role: staff`;
 * - `owner`: the seeded owner, whose token carries `role: owner`;
 * - `newcomer`: someone just signed up, with no Users record yet.
 *
 * A test needing a token none of them carries (a role claim forged or taken away) signs in with
 * `suite.signedInWith(uid, claims)`.
 *
 * Every test starts from the seeded Users records and nothing else.
 */
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { setLogLevel, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  authAccounts,
  staffMemberDocuments,
  userDocuments,
} from '../../../mocks/backend/fixtures/users';
import { testEmulatorUrl } from '../../../mocks/vitest/test-emulator-url';

export const projectId = 'demo-kenya-shop-rules';

function seededAccount(email: string) {
  const account = authAccounts.find((seeded) => seeded.email === email);
  if (!account) throw new Error(`No seeded account ${email}`);
  return { uid: account.localId, email: account.email, role: account.role };
}

/** The signed-in people, as their ID tokens name them. */
export const accounts = {
  shopper: seededAccount('shopper@example.com'),
  otherShopper: { uid: 'other-shopper-uid', email: 'akinyi@example.com' },
  staff: seededAccount('staff@example.com'),
  owner: seededAccount('owner@example.com'),
  newcomer: { uid: 'newcomer-uid', email: 'baraka@example.com' },
} as const;

export type Persona = 'anonymous' | keyof typeof accounts;

/** How a test title names each persona. */
const names: Record<Persona, string> = {
  anonymous: 'a guest',
  shopper: 'the shopper',
  otherShopper: 'another shopper',
  staff: 'a member of staff',
  owner: 'the owner',
  newcomer: 'a newcomer',
};

/** Personas for `it.each`, each as [its name for the title (`%s`), the persona]. */
export function some(...personas: Persona[]): Array<[string, Persona]> {
  return personas.map((persona) => [names[persona], persona]);
}

/** Every persona, for rules that treat them all alike. */
export const everyone = some('anonymous', 'shopper', 'otherShopper', 'staff', 'owner', 'newcomer');

/** The people who run the shop: the custom claim `role` says staff or owner. */
export const shopStaff = some('staff', 'owner');

/** Everyone who is not staff. */
export const customers = some('anonymous', 'shopper', 'otherShopper', 'newcomer');

/** The Users records every test starts with: the seeded ones and the other shopper's. */
const usersRecords = [
  ...userDocuments,
  {
    id: accounts.otherShopper.uid,
    email: accounts.otherShopper.email,
    role: 'user',
    firstName: 'Akinyi',
    lastName: 'Wafula',
  },
];

/** A time `hours` ago, as a stored `createdAt`. */
export function hoursAgo(hours: number): Timestamp {
  return Timestamp.fromMillis(Date.now() - hours * 60 * 60 * 1000);
}

export interface RulesSuite {
  /** The persona's Firestore: every request it makes is judged by firestore.rules. */
  as(persona: Persona): Firestore;
  /**
   * The Firestore of someone signed in as `uid` whose ID token carries exactly these claims, for
   * a token no persona carries (a role claim forged, or taken away). Made on first use, once per
   * uid and claims.
   */
  signedInWith(uid: string, claims: TokenOptions): Firestore;
  /** Writes a document past the rules, as staff with the Admin SDK would. */
  seed(path: string, data: Record<string, unknown>): Promise<void>;
}

/** A value in the Firestore REST API's form. */
function restValue(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value instanceof Timestamp) return { timestampValue: value.toDate().toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
}

function restFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));
}

/**
 * Writes documents past the rules in one commit: the emulator takes the `owner` token as the
 * Admin SDK's. Quicker than `withSecurityRulesDisabled`, which starts a Firestore client a call.
 */
async function writePastRules(
  emulatorUrl: string,
  documents: ReadonlyArray<{ path: string; data: Record<string, unknown> }>,
): Promise<void> {
  const database = `projects/${projectId}/databases/(default)`;
  const response = await fetch(`${emulatorUrl}/v1/${database}/documents:commit`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      writes: documents.map(({ path, data }) => ({
        update: { name: `${database}/documents/${path}`, fields: restFields(data) },
      })),
    }),
  });
  if (!response.ok) throw new Error(`Seeding failed: ${response.status} ${await response.text()}`);
}

/**
 * The rules-unit-testing context's Firestore. Its type is the compat SDK's; the modular
 * functions (`doc`, `getDoc`, `runTransaction`, …) take it and unwrap it themselves.
 */
function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/**
 * Starts the rules test environment for a test file: one context per persona, the emulator
 * cleared and the Users records seeded before every test.
 */
export function rulesSuite(): RulesSuite {
  let environment: RulesTestEnvironment | undefined;
  const firestores = new Map<Persona, Firestore>();
  const tokenFirestores = new Map<string, Firestore>();
  const emulatorUrl = testEmulatorUrl();

  beforeAll(async () => {
    // A refused request is the point of half of these tests; the SDK would log each one.
    setLogLevel('silent');
    const { hostname, port } = new URL(emulatorUrl);
    environment = await initializeTestEnvironment({
      projectId,
      firestore: {
        host: hostname,
        port: Number(port),
        rules: readFileSync('firestore.rules', 'utf8'),
      },
    });
    firestores.set('anonymous', firestoreOf(environment.unauthenticatedContext()));
    for (const [persona, account] of Object.entries(accounts)) {
      // Staff and the owner carry the custom claim the Admin SDK gives them.
      const claims = 'role' in account && account.role ? { role: account.role } : {};
      firestores.set(
        persona as Persona,
        firestoreOf(
          environment.authenticatedContext(account.uid, { email: account.email, ...claims }),
        ),
      );
    }
  });

  beforeEach(async () => {
    await environment!.clearFirestore();
    await writePastRules(emulatorUrl, [
      ...usersRecords.map(({ id, ...data }) => ({ path: `Users/${id}`, data })),
      // The seeded team: the rules ask for a member's record as well as their claim.
      ...staffMemberDocuments.map(({ id, data }) => ({ path: `staffMembers/${id}`, data })),
    ]);
  });

  afterAll(async () => {
    await environment?.cleanup();
  });

  return {
    as(persona) {
      const firestore = firestores.get(persona);
      if (!firestore) throw new Error('The rules suite starts in beforeAll: use it inside a test');
      return firestore;
    },
    signedInWith(uid, claims) {
      if (!environment)
        throw new Error('The rules suite starts in beforeAll: use it inside a test');
      const key = JSON.stringify([uid, claims]);
      let firestore = tokenFirestores.get(key);
      if (!firestore) {
        firestore = firestoreOf(environment.authenticatedContext(uid, claims));
        tokenFirestores.set(key, firestore);
      }
      return firestore;
    },
    seed(path, data) {
      return writePastRules(emulatorUrl, [{ path, data }]);
    },
  };
}
