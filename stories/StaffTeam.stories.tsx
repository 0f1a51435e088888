import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type RequestHandler } from 'msw';
import { screen, userEvent } from 'storybook/test';
import type { SeedCollections } from '../mocks/backend/fixtures';
import { seededOwner, seededStaff } from '@testing/fixtures/staff';
import {
  callable,
  neverAnswered,
  shopWith,
  staffStories,
  standIn,
  unavailable,
  type StaffAt,
} from './staff-story';
import { CallableRefusal } from '@testing/helpers/callables';

/**
 * /staff/team against the Firestore stand-in, `addStaff` and `removeStaff` answered by each
 * story's own handlers: the owner's team, Make staff and its answers, Remove and its
 * confirmation, and what staff see instead.
 */
const meta = {
  title: 'Back office/Team',
  ...staffStories('mobile1'),
  args: { start: '/staff/team', role: 'owner' },
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const staffMembers = [
  {
    id: seededOwner.uid,
    data: { email: seededOwner.email, name: seededOwner.name, role: seededOwner.role },
  },
  {
    id: seededStaff.uid,
    data: {
      email: seededStaff.email,
      name: seededStaff.name,
      role: seededStaff.role,
      addedAt: new Date('2025-05-01T07:30:00Z'),
      addedBy: seededOwner.uid,
    },
  },
];

/** The stand-in holding the catalog and this team, after the story's own handlers. */
const backend = (team: SeedCollections, ...first: RequestHandler[]) =>
  standIn(shopWith(team), () => first);

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
  parameters: backend({ staffMembers }, neverAnswered(reads)),
};

/** Nobody is on the team yet. */
export const Empty: Story = { parameters: backend({}) };

/** The read failed: the reason and Retry. */
export const Failed: Story = {
  parameters: backend({ staffMembers }, unavailable(reads)),
};

/** Make staff pressed for someone who signed up: they are listed, and told when they can start. */
export const Added: Story = {
  parameters: backend(
    { staffMembers },
    ...callable('addStaff', () => ({
      uid: 'shopper-uid',
      email: 'shopper@example.com',
      name: 'Wanjiku Kamau',
      role: 'staff',
      addedAt: new Date().toISOString(),
    })),
  ),
  play: () => makeStaff('shopper@example.com'),
};

/** Nobody signed up with that e-mail: the form says what to do. */
export const NotSignedUp: Story = {
  parameters: backend(
    { staffMembers },
    ...callable('addStaff', () => new CallableRefusal('NOT_FOUND', 'No account uses that e-mail.')),
  ),
  play: () => makeStaff('nobody@example.com'),
};

/** Someone who has not verified their e-mail: the server's refusal, in its words, in an alert. */
export const NotVerified: Story = {
  parameters: backend(
    { staffMembers },
    ...callable(
      'addStaff',
      () =>
        new CallableRefusal(
          'FAILED_PRECONDITION',
          'shopper@example.com has not verified their e-mail yet: ask them to open the link the shop sent them, then try again.',
        ),
    ),
  ),
  play: () => makeStaff('shopper@example.com'),
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
  parameters: backend({ staffMembers }, ...callable('removeStaff', () => null)),
  play: async () => {
    await askToRemoveBaraka();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  },
};
