import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { answerCallable, CallableRefusal } from '@testing/helpers/back-office';
import { baraka } from '@testing/fixtures/staff';
import { blackFriday, blackFridayEvents, blackFridayId } from '@testing/fixtures/offer-documents';

// Staff read the offer and its History through the Firestore emulator, judged by
// firestore.rules; `saveOffer` is answered here (the real one is tested in functions/test).
const withEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

const fridayId = blackFridayId;

/** What the form sends for it, untouched. */
const fridayDraft = {
  name: 'Black Friday',
  kind: 'percent',
  value: '20',
  appliesTo: 'order',
  categories: '',
  productIds: '',
  minimumSubtotal: '',
  startsAt: '2026-11-27T00:00',
  endsAt: '2026-11-30T23:59',
  code: 'FRIDAY20',
  usageLimit: '500',
  perPhoneLimit: '1',
  combinesWithCode: false,
  paused: false,
};

beforeEach(async () => {
  await testBackend.store.seed({
    offers: [blackFriday()],
    [`offers/${fridayId}/events`]: blackFridayEvents(),
  });
  await signInAs('staff');
}, 30_000);

afterEach(() => signOut());

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const choice = (name: string) => screen.getByRole('combobox', { name });
const radio = (name: string) => screen.getByRole('radio', { name });
const kinds = () => screen.getByRole('radiogroup', { name: 'Kind' });
const box = (name: string) => screen.getByRole('checkbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save offer' }));

/** The History's entries, each a list item holding its own list of changes. */
const entries = (history: HTMLElement) =>
  within(history)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === history);

describe.skipIf(!withEmulator)('an offer’s page', () => {
  it('shows the offer in its form, every field labelled, times in Nairobi', async () => {
    renderRoute(`/staff/offers/${fridayId}`);
    await heading('Black Friday');
    expect(screen.getByText('Used by 12 orders so far.')).toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('Black Friday');
    expect(radio('Percentage off')).toBeChecked();
    expect(textbox('Percentage')).toHaveValue('20');
    expect(choice('Applies to')).toHaveValue('order');
    expect(screen.queryByRole('textbox', { name: 'Categories' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Products' })).toBeNull();
    expect(textbox('Minimum subtotal (KES)')).toHaveValue('');
    const starts = screen.getByLabelText('Starts');
    expect(starts).toHaveAttribute('type', 'datetime-local');
    expect(starts).toHaveValue('2026-11-27T00:00');
    expect(starts).toHaveAccessibleDescription('Nairobi time.');
    expect(screen.getByLabelText('Ends')).toHaveValue('2026-11-30T23:59');
    expect(textbox('Code')).toHaveValue('FRIDAY20');
    expect(textbox('Code')).toHaveAccessibleDescription(
      'Letters and digits. Empty: the offer is applied by itself, no code needed.',
    );
    expect(textbox('Uses in all')).toHaveValue('500');
    expect(textbox('Uses per phone')).toHaveValue('1');
    expect(screen.queryByRole('checkbox', { name: 'Combines with a code' })).toBeNull();
    expect(box('Paused')).not.toBeChecked();
    await expectNoAxeViolations();
  });

  it('shows only the fields that count for what it gives and applies to', async () => {
    renderRoute(`/staff/offers/${fridayId}`);
    await heading('Black Friday');
    expect(
      within(kinds())
        .getAllByRole('radio')
        .map((kind) => (kind as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Percentage off', 'Amount off', 'Free delivery']);
    expect(textbox('Percentage')).toHaveAccessibleDescription('A whole percentage, 1 to 90.');
    await userEvent.click(radio('Free delivery'));
    expect(radio('Free delivery')).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Percentage' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Amount (KES)' })).toBeNull();
    await userEvent.click(radio('Amount off'));
    expect(radio('Percentage off')).not.toBeChecked();
    expect(textbox('Amount (KES)')).toHaveAccessibleDescription('Whole KES, e.g. 500.');

    expect(
      within(choice('Applies to'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Whole order', 'Categories', 'Products']);
    await userEvent.selectOptions(choice('Applies to'), 'Categories');
    expect(textbox('Categories')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Products' })).toBeNull();
    await userEvent.selectOptions(choice('Applies to'), 'Products');
    expect(textbox('Products')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Categories' })).toBeNull();

    await userEvent.clear(textbox('Code'));
    expect(box('Combines with a code')).not.toBeChecked();
    await expectNoAxeViolations();
  });

  it('saves the form as typed, says Saved, and lists the change in the History', async () => {
    const calls = answerCallable('saveOffer', async () => {
      await testBackend.store.put(`offers/${fridayId}/events`, 'event-3', {
        kind: 'updated',
        at: new Date(),
        by: baraka,
        changes: { code: { from: 'FRIDAY20', to: 'FRIDAY25' }, paused: { from: false, to: true } },
      });
      return { offerId: fridayId };
    });
    renderRoute(`/staff/offers/${fridayId}`);
    await heading('Black Friday');
    await userEvent.clear(textbox('Code'));
    await userEvent.type(textbox('Code'), 'friday25');
    await userEvent.click(box('Paused'));
    await save();
    expect(await screen.findByText('Saved.', undefined, { timeout: 10_000 })).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls).toEqual([
      { offerId: fridayId, draft: { ...fridayDraft, code: 'friday25', paused: true } },
    ]);
    const history = screen.getByRole('list', { name: 'History' });
    await waitFor(() => expect(entries(history)[0]).toHaveTextContent('Code: FRIDAY20 → FRIDAY25'));
    expect(entries(history)[0]).toHaveTextContent('Paused: no → yes');
  });

  it('lists every change, who made it and when, newest first', async () => {
    renderRoute(`/staff/offers/${fridayId}`);
    await heading('Black Friday');
    const history = screen.getByRole('list', { name: 'History' });
    const [changed, created] = entries(history);
    expect(changed).toHaveTextContent('Changed');
    expect(changed).toHaveTextContent('Baraka Mwangi');
    expect(changed).toHaveTextContent('Percentage or amount (KES): 15 → 20');
    expect(changed).toHaveTextContent('Applies to: Categories: Bags → Whole order');
    expect(created).toHaveTextContent('Created');
    expect(created).toHaveTextContent('Amina Hassan');
    await expectNoAxeViolations();
  });

  it('names each field to correct, takes the focus there, and saves nothing', async () => {
    const calls = answerCallable('saveOffer', () => ({ offerId: fridayId }));
    renderRoute(`/staff/offers/${fridayId}`);
    await heading('Black Friday');
    await userEvent.clear(textbox('Percentage'));
    await userEvent.type(textbox('Percentage'), '95');
    await userEvent.clear(textbox('Code'));
    await save();
    const error = await screen.findByText(
      'Enter the percentage off as a whole number from 1 to 90.',
    );
    expect(error).toHaveAttribute('role', 'alert');
    expect(textbox('Percentage')).toHaveFocus();
    expect(textbox('Percentage')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Limits on uses are for codes: give the offer a code, or leave them empty.'),
    ).toHaveAttribute('role', 'alert');
    expect(calls).toEqual([]);
    await expectNoAxeViolations();
  });

  it('shows the server’s refusal in its words, and keeps what was typed', async () => {
    answerCallable(
      'saveOffer',
      () =>
        new CallableRefusal(
          'FAILED_PRECONDITION',
          'The code SCHOOL26 is another offer’s already: choose another code.',
        ),
    );
    renderRoute(`/staff/offers/${fridayId}`);
    await heading('Black Friday');
    await userEvent.clear(textbox('Code'));
    await userEvent.type(textbox('Code'), 'SCHOOL26');
    await save();
    const refusal = await screen.findByText(/^The code SCHOOL26 is another offer’s/, undefined, {
      timeout: 10_000,
    });
    expect(refusal).toHaveTextContent(
      'The code SCHOOL26 is another offer’s already: choose another code. Nothing was saved.',
    );
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(textbox('Code')).toHaveValue('SCHOOL26');
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('says so when there is no such offer', async () => {
    renderRoute('/staff/offers/no-such-offer');
    await heading('Offer not found');
  });
});

describe.skipIf(!withEmulator)('a new offer', () => {
  it('is saved under the id it opened with, and moves to its address', async () => {
    const saves = answerCallable('saveOffer', (data) => ({
      offerId: (data as { offerId: string }).offerId,
    }));
    const view = renderRoute('/staff/offers/new');
    await heading('New offer');
    expect(screen.queryByRole('list', { name: 'History' })).toBeNull();
    expect(box('Combines with a code')).not.toBeChecked();
    await userEvent.type(textbox('Name'), 'Free delivery over 5,000');
    await userEvent.click(radio('Free delivery'));
    await userEvent.type(textbox('Minimum subtotal (KES)'), '5000');
    // A date and time field takes its value whole, as a phone's picker sets it.
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-12-01T00:00' } });
    await userEvent.click(box('Combines with a code'));
    await save();
    expect(await screen.findByText('Saved.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const { offerId } = saves[0] as { offerId: string };
    expect(offerId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(saves).toEqual([
      {
        offerId,
        draft: {
          name: 'Free delivery over 5,000',
          kind: 'free-delivery',
          value: '',
          appliesTo: 'order',
          categories: '',
          productIds: '',
          minimumSubtotal: '5000',
          startsAt: '2026-12-01T00:00',
          endsAt: '',
          code: '',
          usageLimit: '',
          perPhoneLimit: '',
          combinesWithCode: true,
          paused: false,
        },
      },
    ]);
    await heading('Free delivery over 5,000');
    // The router moves to the new address in a transition of its own, a render after the save.
    await waitFor(() => expect(view.currentPath()).toBe(`/staff/offers/${offerId}`));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'History' })).toBeInTheDocument();
  });

  it('names the first field to correct when saved empty, and takes the focus there', async () => {
    const saves = answerCallable('saveOffer', () => ({ offerId: 'x' }));
    renderRoute('/staff/offers/new');
    await heading('New offer');
    await save();
    expect(
      await screen.findByText('Enter the offer’s name, as shoppers will read it.'),
    ).toHaveAttribute('role', 'alert');
    expect(textbox('Name')).toHaveFocus();
    expect(saves).toEqual([]);
  });
});
