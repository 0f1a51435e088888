import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { answerCallable, CallableRefusal } from '@testing/helpers/back-office';
import {
  anOffer,
  endedAutomatic as easter,
  offersInEveryState,
  pausedAutomatic as paused,
  runningAutomatic as delivery,
  runningCode as friday,
  scheduledCode as school,
} from '@testing/fixtures/offer-documents';
import { formatWhen } from '../ui/when';

// Staff read offers through the Firestore emulator, judged by firestore.rules; `npm run
// test:vitest` starts the Auth emulator and sets its host. `saveOffer` is answered here (the real
// one is tested in functions/test).
const withEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

beforeEach(() => signInAs('staff'), 30_000);
afterEach(() => signOut());

async function openOffers() {
  renderRoute('/staff/offers');
  await screen.findByRole('heading', { level: 1, name: 'Offers' }, { timeout: 15_000 });
}

/** Each row's words, one string per offer. */
const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe.skipIf(!withEmulator)('the Offers page', () => {
  it('lists every offer newest first: what it gives, when, where it stands and its uses', async () => {
    await testBackend.store.seed({ offers: offersInEveryState() });
    await openOffers();
    expect(screen.getByRole('link', { name: 'New offer' })).toHaveAttribute(
      'href',
      '/staff/offers/new',
    );
    const list = await screen.findByRole('list', { name: 'Offers' }, { timeout: 10_000 });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Black Friday',
      'Back to school',
      'Free delivery over 5,000',
      'Loyal shoppers',
      'Easter weekend',
    ]);
    expect(within(list).getByRole('link', { name: 'Black Friday' })).toHaveAttribute(
      'href',
      '/staff/offers/blackFriday0001',
    );
    const when = (data: Record<string, unknown>) =>
      `${formatWhen((data.startsAt as Date).toISOString())} to ${formatWhen((data.endsAt as Date).toISOString())}`;
    expect(rows(list)).toEqual([
      `Black FridayCode FRIDAY20 · 20% off${when(friday.data)}Running · Uses: 12 of 500Pause`,
      `Back to schoolCode SCHOOL26 · KES 500 off${when(school.data)}Scheduled · Uses: 0Pause`,
      `Free delivery over 5,000Automatic · Free deliveryFrom ${formatWhen((delivery.data.startsAt as Date).toISOString())}, no endRunning · Uses: 40Pause`,
      `Loyal shoppersAutomatic · 20% off${when(paused.data)}Paused · Uses: 0Resume`,
      `Easter weekendAutomatic · 20% off${when(easter.data)}Ended · Uses: 0Resume`,
    ]);
    expect(
      within(list).getByRole('button', { name: 'Resume', description: 'Loyal shoppers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Times are Nairobi’s.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('lists an offer it cannot read by its name, with nothing to pause', async () => {
    await testBackend.store.seed({
      offers: [anOffer('damagedOffer1', 1, { name: 'Half term', kind: 'half off' })],
    });
    await openOffers();
    const list = await screen.findByRole('list', { name: 'Offers' }, { timeout: 10_000 });
    expect(rows(list)).toEqual(['Half termCannot be read: it gives nothing until saved again']);
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('says so when there are no offers yet', async () => {
    await openOffers();
    expect(
      await screen.findByText('No offers yet.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says why the offers could not be read, and Retry reads them again', async () => {
    await testBackend.store.seed({ offers: [friday] });
    testBackend.server.use(
      http.post(
        /\/documents:runQuery$/,
        () =>
          HttpResponse.json(
            { error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing permissions' } },
            { status: 403 },
          ),
        { once: true },
      ),
    );
    await openOffers();
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert).toHaveTextContent('You are not allowed to do that.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Offers' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Black Friday' })).toBeInTheDocument();
  });

  it('is a section of the back office, after Products', async () => {
    await openOffers();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Payments', 'Stock', 'Products', 'Offers', 'Inbox']);
    expect(within(nav).getByRole('link', { name: 'Offers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe.skipIf(!withEmulator)('Pause and Resume', () => {
  /** The Offers page with Black Friday and Loyal shoppers listed. */
  async function openWithTwo() {
    await testBackend.store.seed({ offers: [friday, paused] });
    await openOffers();
    await screen.findByRole('list', { name: 'Offers' }, { timeout: 10_000 });
  }

  const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;
  const button = (offer: string, name: string) =>
    within(row(offer)).getByRole('button', { name, description: offer });

  it('pauses an offer through saveOffer, one press at a time, and keeps the focus', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = answerCallable('saveOffer', async () => {
      await answered;
      return { offerId: friday.id };
    });
    await openWithTwo();
    const pause = button('Black Friday', 'Pause');
    await userEvent.click(pause);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(pause).toHaveAttribute('aria-disabled', 'true');
    expect(within(row('Black Friday')).getByRole('status')).toHaveTextContent('Saving…');
    await userEvent.click(pause);
    await expectNoAxeViolations();
    answer();
    await waitFor(() => expect(pause).toHaveTextContent('Resume'));
    expect(calls).toEqual([
      {
        offerId: friday.id,
        draft: expect.objectContaining({
          name: 'Black Friday',
          kind: 'percent',
          value: '20',
          code: 'FRIDAY20',
          usageLimit: '500',
          perPhoneLimit: '1',
          paused: true,
        }),
      },
    ]);
    expect(pause).toHaveFocus();
    expect(pause).not.toHaveAttribute('aria-disabled');
    expect(row('Black Friday')).toHaveTextContent('Paused · Uses: 12 of 500');
    expect(within(row('Black Friday')).getByRole('status')).toHaveTextContent('Saved.');
  });

  it('resumes a paused offer, which runs again', async () => {
    const calls = answerCallable('saveOffer', () => ({ offerId: paused.id }));
    await openWithTwo();
    await userEvent.click(button('Loyal shoppers', 'Resume'));
    await waitFor(() => expect(row('Loyal shoppers')).toHaveTextContent('Running · Uses: 0'));
    expect(button('Loyal shoppers', 'Pause')).toHaveFocus();
    expect(calls).toEqual([
      { offerId: paused.id, draft: expect.objectContaining({ paused: false }) },
    ]);
  });

  it('shows the server’s refusal in the row, the offer as it was', async () => {
    answerCallable(
      'saveOffer',
      () =>
        new CallableRefusal(
          'FAILED_PRECONDITION',
          'The code FRIDAY20 is another offer’s already: choose another code.',
        ),
    );
    await openWithTwo();
    await userEvent.click(button('Black Friday', 'Pause'));
    const refusal = await within(row('Black Friday')).findByRole('alert', undefined, {
      timeout: 10_000,
    });
    expect(refusal).toHaveTextContent(
      'The code FRIDAY20 is another offer’s already: choose another code. Nothing was saved.',
    );
    expect(row('Black Friday')).toHaveTextContent('Running · Uses: 12 of 500');
    expect(button('Black Friday', 'Pause')).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations();
  });

  it('says so when the save fails, and Retry sends it again', async () => {
    let fail = true;
    const calls = answerCallable('saveOffer', () => {
      if (!fail) return { offerId: friday.id };
      fail = false;
      return new CallableRefusal('UNAVAILABLE', 'The service is currently unavailable.');
    });
    await openWithTwo();
    await userEvent.click(button('Black Friday', 'Pause'));
    const alert = await within(row('Black Friday')).findByRole('alert', undefined, {
      timeout: 15_000,
    });
    expect(alert).toHaveTextContent('The offer could not be saved.');
    expect(row('Black Friday')).toHaveTextContent('Running');
    await expectNoAxeViolations();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(row('Black Friday')).toHaveTextContent('Paused · Uses: 12 of 500'));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(button('Black Friday', 'Resume')).toBeInTheDocument();
  });
});
