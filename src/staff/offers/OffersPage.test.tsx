import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import {
  endedAutomatic as easter,
  offersInEveryState,
  pausedAutomatic as paused,
  runningAutomatic as delivery,
  runningCode as friday,
  scheduledCode as school,
} from '@testing/fixtures/offer-documents';
import { formatWhen } from '../ui/when';

// Staff read offers through the Firestore emulator, judged by firestore.rules; `npm run
// test:vitest` starts the Auth emulator and sets its host.
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
      `Black FridayCode FRIDAY20 · 20% off${when(friday.data)}Running · Uses: 12 of 500`,
      `Back to schoolCode SCHOOL26 · KES 500 off${when(school.data)}Scheduled · Uses: 0`,
      `Free delivery over 5,000Automatic · Free deliveryFrom ${formatWhen((delivery.data.startsAt as Date).toISOString())}, no endRunning · Uses: 40`,
      `Loyal shoppersAutomatic · 20% off${when(paused.data)}Paused · Uses: 0`,
      `Easter weekendAutomatic · 20% off${when(easter.data)}Ended · Uses: 0`,
    ]);
    expect(screen.getByText('Times are Nairobi’s.')).toBeInTheDocument();
    await expectNoAxeViolations();
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
    ).toEqual(['Orders', 'Payments', 'Stock', 'Products', 'Offers', 'Inbox']);
    expect(within(nav).getByRole('link', { name: 'Offers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
