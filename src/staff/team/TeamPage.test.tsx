import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { renderRoute } from '@testing/helpers/render-route';
import { answerCallable, CallableRefusal } from '@testing/helpers/back-office';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { seededOwner, seededStaff } from '@testing/fixtures/staff';
import { notSignedUpMessage } from '../data/team';

// The owner reads `staffMembers` through the Firestore emulator, judged by firestore.rules;
// `npm run test:vitest` starts the Auth emulator and sets its host.
const withEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

const team = {
  staffMembers: [
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
  ],
};

afterEach(() => signOut());

async function openTeamAsOwner() {
  await testBackend.store.seed(team);
  await signInAs('owner');
  renderRoute('/staff/team');
  await screen.findByRole('heading', { level: 1, name: 'Team' }, { timeout: 15_000 });
  return screen.findByRole('list', { name: 'Members' }, { timeout: 10_000 });
}

describe.skipIf(!withEmulator)('the team page', () => {
  it('tells staff it is the owner’s, and reads nothing', async () => {
    await signInAs('staff');
    renderRoute('/staff/team');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Owner only' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Team' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('lists the team for the owner, with Remove for staff only', async () => {
    const members = await openTeamAsOwner();
    const [owner, staff] = within(members).getAllByRole('listitem');
    expect(owner).toHaveTextContent('Amina Hassan');
    expect(owner).toHaveTextContent('Owner');
    expect(within(owner!).queryByRole('button')).toBeNull();
    expect(staff).toHaveTextContent('staff@example.com');
    expect(
      within(staff!).getByRole('button', { name: 'Remove Baraka Mwangi' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('makes someone who signed up staff, and lists them', async () => {
    const calls = answerCallable('addStaff', () => ({
      uid: 'shopper-uid',
      email: 'shopper@example.com',
      name: 'Wanjiku Kamau',
      role: 'staff',
      addedAt: '2025-05-03T07:30:00.000Z',
    }));
    const members = await openTeamAsOwner();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'shopper@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Make staff' }));
    expect(
      await screen.findByText(
        'Wanjiku Kamau is now staff. They open the back office after signing in again.',
      ),
    ).toBeInTheDocument();
    expect(
      within(members).getByRole('button', { name: 'Remove Wanjiku Kamau' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ email: 'shopper@example.com' }]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('says so when nobody signed up with that e-mail', async () => {
    answerCallable(
      'addStaff',
      () => new CallableRefusal('NOT_FOUND', 'No account for that e-mail.'),
    );
    await openTeamAsOwner();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Make staff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(notSignedUpMessage);
  });

  it('shows the server’s refusal of an unverified address in its own words, in an alert', async () => {
    const message =
      'shopper@example.com has not verified their e-mail yet: ask them to open the link the shop sent them, then try again.';
    answerCallable('addStaff', () => new CallableRefusal('FAILED_PRECONDITION', message));
    const members = await openTeamAsOwner();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'shopper@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Make staff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(members).queryByText('shopper@example.com')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('shopper@example.com');
    await expectNoAxeViolations();
  });

  it('checks the e-mail before asking the server', async () => {
    const calls = answerCallable('addStaff', () => null);
    await openTeamAsOwner();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not an e-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Make staff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the e-mail address they signed up with.',
    );
    expect(calls).toEqual([]);
  });

  it('asks before removing a member; Cancel keeps them, Remove removes them', async () => {
    const calls = answerCallable('removeStaff', () => null);
    const members = await openTeamAsOwner();
    const remove = within(members).getByRole('button', { name: 'Remove Baraka Mwangi' });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove Baraka Mwangi?' });
    await expectNoAxeViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).toHaveFocus();
    expect(calls).toEqual([]);

    await userEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove Baraka Mwangi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Baraka Mwangi was removed from the team.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(members).queryByText('Baraka Mwangi')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Members' })).toHaveFocus();
    expect(calls).toEqual([{ uid: 'staff-uid' }]);
  });
});
