import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { screen, userEvent } from 'storybook/test';
import { seedDocuments, type SeedCollections } from '../mocks/backend/fixtures';
import { createBackend } from '../mocks/browser/backend';
import { functionsRegion } from '../src/model/deployment';
import type { StaffRole } from '../src/model/roles';
import { StaffApp } from '../src/staff';
import { WithAccountServices } from './with-account-services';

/** The back office's team page, signed in with `role` (given without a real token). */
function StaffTeam({ role }: { role: StaffRole }) {
  return (
    <Routes>
      <Route path="/" element={<Navigate replace to="/staff/team" />} />
      <Route path="/staff/*" element={<StaffApp readRole={async () => role} />} />
    </Routes>
  );
}

/**
 * /staff/team against the Firestore stand-in, `addStaff` and `removeStaff` answered by each
 * story's own handlers: the owner's team, Make staff and its answers, Remove and its
 * confirmation, and what staff see instead.
 */
const meta = {
  title: 'Back office/Team',
  component: StaffTeam,
  args: { role: 'owner' },
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story: () => ReactNode, { args }: { args: { role: StaffRole } }) => (
      <WithAccountServices options={{ signedInAs: `${args.role}@example.com` }}>
        {Story()}
      </WithAccountServices>
    ),
  ],
} satisfies Meta<typeof StaffTeam>;
export default meta;

type Story = StoryObj<typeof meta>;

const staffMembers = [
  { id: 'owner-uid', data: { email: 'owner@example.com', name: 'Amina Hassan', role: 'owner' } },
  {
    id: 'staff-uid',
    data: {
      email: 'staff@example.com',
      name: 'Baraka Mwangi',
      role: 'staff',
      addedAt: new Date('2025-05-01T07:30:00Z'),
      addedBy: 'owner-uid',
    },
  },
];

/** The stand-in holding the catalog and this team, after the story's own handlers. */
function backend(team: SeedCollections, ...first: RequestHandler[]) {
  const seed = () => ({ ...seedDocuments(), ...structuredClone(team) });
  return { msw: { handlers: [...first, ...createBackend({ seed }).handlers] } };
}

const cors = { 'Access-Control-Allow-Origin': '*' };

/** The callable `name` answered by `answer`, as the Functions emulator would. */
function callable(name: 'addStaff' | 'removeStaff', answer: HttpResponseResolver) {
  const url = `http://127.0.0.1:5001/demo-kenya-shop/${functionsRegion}/${name}`;
  return [
    http.options(
      url,
      () =>
        new HttpResponse(null, {
          status: 204,
          headers: { ...cors, 'Access-Control-Allow-Headers': '*' },
        }),
    ),
    http.post(url, answer),
  ];
}

const reads = /\/documents:runQuery$/;

async function makeStaff(email: string) {
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 }),
    email,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Make staff' }));
}

async function askToRemoveBaraka() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Remove Baraka Mwangi' }, { timeout: 10_000 }),
  );
}

/** The owner's team: each member of staff with Remove; the owner without. */
export const Members: Story = { parameters: backend({ staffMembers }) };

/** A member of staff opens Team: it is the owner's, and nothing is read. */
export const OwnerOnly: Story = { args: { role: 'staff' }, parameters: backend({ staffMembers }) };

/** The read never answers: Loading. */
export const Loading: Story = {
  parameters: backend(
    { staffMembers },
    http.post(reads, () => delay('infinite')),
  ),
};

/** Nobody is on the team yet. */
export const Empty: Story = { parameters: backend({}) };

/** The read failed: the reason and Retry. */
export const Failed: Story = {
  parameters: backend(
    { staffMembers },
    http.post(reads, () =>
      HttpResponse.json(
        { error: { code: 503, message: 'The service is unavailable.', status: 'UNAVAILABLE' } },
        { status: 503 },
      ),
    ),
  ),
};

/** Make staff pressed for someone who signed up: they are listed, and told when they can start. */
export const Added: Story = {
  parameters: backend(
    { staffMembers },
    ...callable('addStaff', () =>
      HttpResponse.json(
        {
          result: {
            uid: 'shopper-uid',
            email: 'shopper@example.com',
            name: 'Wanjiku Kamau',
            role: 'staff',
            addedAt: new Date().toISOString(),
          },
        },
        { headers: cors },
      ),
    ),
  ),
  play: () => makeStaff('shopper@example.com'),
};

/** Nobody signed up with that e-mail: the form says what to do. */
export const NotSignedUp: Story = {
  parameters: backend(
    { staffMembers },
    ...callable('addStaff', () =>
      HttpResponse.json(
        { error: { status: 'NOT_FOUND', message: 'No account uses that e-mail.' } },
        { status: 404, headers: cors },
      ),
    ),
  ),
  play: () => makeStaff('nobody@example.com'),
};

/** Remove pressed: the confirmation, Remove or Cancel. */
export const RemoveConfirmation: Story = {
  parameters: backend({ staffMembers }),
  play: askToRemoveBaraka,
};

/** Removal confirmed, no answer yet: the dialog waits. */
export const Removing: Story = {
  parameters: backend({ staffMembers }, ...callable('removeStaff', () => delay('infinite'))),
  play: async () => {
    await askToRemoveBaraka();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  },
};

/** Removed: gone from the list, and the page says so. */
export const Removed: Story = {
  parameters: backend(
    { staffMembers },
    ...callable('removeStaff', () => HttpResponse.json({ result: null }, { headers: cors })),
  ),
  play: async () => {
    await askToRemoveBaraka();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  },
};
