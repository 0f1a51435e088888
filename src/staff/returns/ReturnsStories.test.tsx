import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { StaffAt } from '../../../stories/staff-story';
import * as stories from '../../../stories/StaffReturns.stories';
import { WithAccountServices } from '../../../stories/with-account-services';

// The stories' own backend (testing/helpers/return-story-handlers.ts: the Firestore stand-in,
// the Returns tab's collection-group reads answered beside it, and moveReturn's stand-in), held
// to what each story says it shows.
type Story = { args?: { start?: string }; parameters?: unknown };

function show(story: Story) {
  const start = story.args?.start ?? stories.default.args.start;
  const { handlers } = (story.parameters as { msw: { handlers: RequestHandler[] } }).msw;
  testBackend.server.use(...handlers);
  render(
    <MemoryRouter initialEntries={[start]}>
      <WithAccountServices options={{ signedInAs: 'staff@example.com' }}>
        <StaffAt start={start} />
      </WithAccountServices>
    </MemoryRouter>,
  );
}

const returnsRegion = () => screen.findByRole('region', { name: 'Returns' }, { timeout: 15_000 });

describe('the returns stories', () => {
  it('TabListed: the open returns, counted on the tab', async () => {
    show(stories.TabListed);
    const list = await screen.findByRole('list', { name: 'Returns' }, { timeout: 15_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: /^Returns/ })).toHaveTextContent('Returns 3');
  });

  it('TabEmpty: the words for none', async () => {
    show(stories.TabEmpty);
    expect(
      await screen.findByText(
        'No return is waiting: every return has been dealt with.',
        undefined,
        {
          timeout: 15_000,
        },
      ),
    ).toBeVisible();
  });

  it('TabFailed: why, and Retry', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    show(stories.TabFailed);
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  }, 40_000);

  it.each([
    ['Requested', ['Approve', 'Refuse']],
    ['Approved', ['Mark as received']],
    ['ReceivedRefund', ['Refund']],
    ['ReceivedExchange', ['Refund', 'Send exchange']],
    ['RefundDue', ['Refund by M-Pesa', 'Mark as refunded']],
    ['RefundPending', ['Mark as refunded']],
    ['Refunded', []],
    ['Refused', []],
  ] as const)('%s: the buttons its step allows', async (name, buttons) => {
    show(stories[name]);
    const region = await returnsRegion();
    await within(region).findAllByText(/^Asked/);
    if (name.startsWith('Refund')) await within(region).findByText(/^KES/);
    expect(
      within(region)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(buttons);
  });

  it('ExchangeSent: a link to the exchange’s order', async () => {
    show(stories.ExchangeSent);
    expect(
      await within(await returnsRegion()).findByRole('link', { name: /MT-EXCH01/ }),
    ).toBeVisible();
  });

  it('ReceivedRefund: Refund owes the money, shown with the refunds’ controls', async () => {
    const user = userEvent.setup();
    show(stories.ReceivedRefund);
    const region = await returnsRegion();
    await user.click(await within(region).findByRole('button', { name: 'Refund' }));
    expect(
      await within(region).findByText('Refund due', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Refund by M-Pesa' })).toBeVisible();
  });
});
