import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { seedDocuments, type SeedCollections } from '../mocks/backend/fixtures';
import { createBackend } from '../mocks/browser/backend';
import type { FirestoreStore } from '../mocks/browser/firestore/store';
import { answeredCallable } from '@testing/helpers/callables';
import type { StaffRole } from '../model/roles';
import { StaffApp } from '../src/staff';
import { WithAccountServices } from './with-account-services';

export interface StaffAtProps {
  start: string;
  role?: StaffRole;
}

/** The back office at `start`, signed in with `role` (given, not read from a token). */
export function StaffAt({ start, role = 'staff' }: StaffAtProps) {
  return (
    <Routes>
      <Route path="/staff/*" element={<StaffApp readRole={async () => role} />} />
      <Route path="*" element={<Navigate replace to={start} />} />
    </Routes>
  );
}

/**
 * What a back-office story file's meta shares: the whole screen on a phone of `viewport`,
 * signed in with the account of the story's role.
 */
export const staffStories = (viewport: 'mobile1' | 'mobile2') => ({
  component: StaffAt,
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: viewport } },
  decorators: [
    (Story: () => ReactNode, { args }: { args: Partial<StaffAtProps> }) => (
      <WithAccountServices options={{ signedInAs: `${args.role ?? 'staff'}@example.com` }}>
        {Story()}
      </WithAccountServices>
    ),
  ],
});

/** The Firestore stand-in holding `seed`, after the story's own handlers (given its store). */
export function standIn(
  seed: () => SeedCollections,
  first: (store: FirestoreStore) => RequestHandler[] = () => [],
) {
  const backend = createBackend({ seed });
  return { msw: { handlers: [...first(backend.store), ...backend.handlers] } };
}

/** The seeded shop with `collections` added, a fresh copy for each story. */
export const shopWith = (collections: SeedCollections) => () => ({
  ...seedDocuments(),
  ...structuredClone(collections),
});

/** Firestore reads matching `reads` that never answer: Loading. */
export const neverAnswered = (reads: RegExp) => http.post(reads, () => delay('infinite'));

/** Firestore reads matching `reads` that fail, the service unavailable. */
export const unavailable = (reads: RegExp) =>
  http.post(reads, () =>
    HttpResponse.json(
      { error: { code: 503, message: 'The service is unavailable.', status: 'UNAVAILABLE' } },
      { status: 503 },
    ),
  );

/**
 * The callable `name`, answered by `answer` (testing/helpers/callables.ts) where the shop's local
 * mode calls it.
 */
export const callable = (name: string, answer: () => unknown) =>
  answeredCallable(name, answer).handlers;
