import { expectNoAxeViolations } from '@testing/helpers/axe';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlierPromptOpen } from '@model/order/refusals';
import type { PayAgainRequest } from '@model/order/request';
import {
  fillGuestDetails,
  openCheckout,
  placedEarlier,
  placeOrderButton,
} from '@testing/helpers/render-checkout';

beforeAll(() => import('./index'), 30_000);

/** 10:00 in Nairobi. */
const placedAt = new Date('2026-03-02T07:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(placedAt);
});
afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const promptStatus = async () =>
  (await screen.findByText('Check your phone')).closest('[role="status"]') as HTMLElement;

describe('/checkout: a prompt whose acceptance M-Pesa’s answer never confirmed', () => {
  it('says so, opens Try again at the time it gives, and a new prompt is paid', async () => {
    const shopper = user();
    const { fake } = openCheckout('/checkout', {
      mpesa: 'pending',
      setUp: (functions) => functions.setPromptState('unconfirmed'),
    });
    await fillGuestDetails(shopper);
    await shopper.click(placeOrderButton());

    const status = await promptStatus();
    expect(status).toHaveTextContent(
      'We could not confirm that the M-Pesa prompt reached your phone (2547*****678).',
    );
    expect(status).toHaveTextContent('If it came, enter your M-Pesa PIN to pay');
    expect(status).toHaveTextContent('this page updates by itself.');
    expect(status).toHaveTextContent('If it did not, Try again opens at 10:02.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expectNoAxeViolations();

    const asked = fake.callsTo('getOrder').length;
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(status).toHaveTextContent('If it did not, send a new prompt with Try again.');
    expect(screen.getByRole('button', { name: 'Pay cash on delivery instead' })).toBeVisible();
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('0712 345 678');
    // The order is still asked about: a late callback may pay it.
    expect(fake.callsTo('getOrder').length).toBeGreaterThan(asked + 20);
    await expectNoAxeViolations();

    fake.setPromptState('sent');
    fake.setMpesaOutcome('paid');
    await shopper.click(screen.getByRole('button', { name: 'Try again' }));
    const [order] = fake.orders();
    expect(fake.callsTo('payAgain').map((call) => call.data as PayAgainRequest)).toEqual([
      {
        orderId: order!.id,
        accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        method: 'mpesa',
        phone: '0712 345 678',
      },
    ]);
    expect(await screen.findByText(/We sent the prompt to/)).toBeVisible();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Thank you/ }, { timeout: 8000 }),
    ).toBeVisible();
  });

  it('is paid when the prompt did reach the phone and the shopper pays it, Try again or not', async () => {
    const { fake } = openCheckout('/checkout/order/PlacedEarlier0000001', {
      mpesa: 'pending',
      setUp: (functions) => {
        functions.setPromptState('unconfirmed');
        placedEarlier(functions, { cartHeld: true });
      },
    });
    await promptStatus();
    await vi.advanceTimersByTimeAsync(2 * 60_000 + 10_000);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    fake.answerPrompt('PlacedEarlier0000001', 'paid');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Thank you/ }, { timeout: 8000 }),
    ).toBeVisible();
  });

  it('shows a refused Try again’s reason in an alert, and keeps the order waiting', async () => {
    const shopper = user();
    const { fake } = openCheckout('/checkout/order/PlacedEarlier0000001', {
      mpesa: 'pending',
      setUp: (functions) => {
        functions.setPromptState('unconfirmed');
        placedEarlier(functions);
      },
    });
    await promptStatus();
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    fake.failNext('payAgain', { status: 'FAILED_PRECONDITION', message: earlierPromptOpen });
    await shopper.click(await screen.findByRole('button', { name: 'Try again' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(earlierPromptOpen);
    expect(await promptStatus()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations();
  });
});

describe('/checkout/order/{id}: a prompt whose sending stopped', () => {
  it('says it is being sent, then, once its time is up, that it did not go out, with Try again', async () => {
    openCheckout('/checkout/order/PlacedEarlier0000001', {
      mpesa: 'pending',
      setUp: (functions) => {
        functions.setPromptState('sending');
        placedEarlier(functions);
      },
    });
    expect(await promptStatus()).toHaveTextContent('We are sending the M-Pesa prompt to');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    const alert = (await screen.findByText(/We could not send the M-Pesa prompt/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent(
      'We could not send the M-Pesa prompt to your phone. Try again to send a new one.',
    );
    expect(screen.queryByText('Check your phone')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('offers Try again at once when its time was up before the page opened', async () => {
    const shopper = user();
    const { fake } = openCheckout('/checkout/order/PlacedEarlier0000001', {
      mpesa: 'pending',
      setUp: (functions) => {
        functions.setPromptState('sending');
        placedEarlier(functions);
        vi.setSystemTime(placedAt.getTime() + 61_000);
      },
    });
    const alert = (await screen.findByText(/We could not send the M-Pesa prompt/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toBeVisible();
    expect(within(alert.parentElement!).getByText(fake.orders()[0]!.number)).toBeVisible();
    await expectNoAxeViolations();

    fake.setPromptState('sent');
    await shopper.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(fake.orders()[0]).toMatchObject({ status: 'pending' });
  });
});
