import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { expectNoAxeViolationsAtEachWidth } from '@testing/helpers/viewports';
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';
import {
  aReturnView,
  returnCollections,
  storedReturn,
  type ReturnSeed,
} from '@testing/fixtures/staff-returns';

// Signed in for real (Auth emulator) as the seeded staff member; the returns are read from the
// Firestore emulator, across all orders (a collection-group query), as firestore.rules lets staff.
beforeAll(() => signInAs('staff'), 30_000);
afterAll(() => signOut());

async function openReturns(returns: ReturnSeed[], start = '/staff/orders?tab=returns') {
  await testBackend.store.seed(returnCollections(returns));
  const view = renderRoute(start);
  await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 15_000 });
  return view;
}

const returnList = () => screen.findByRole('list', { name: 'Returns' }, { timeout: 10_000 });
const rows = (list: HTMLElement) => within(list).getAllByRole('listitem');

const asked = storedReturn(aReturnView(1));
const exchange = storedReturn(
  aReturnView(2, {
    step: 'approved',
    wish: 'exchange',
    customerName: 'Otieno Odhiambo',
    lines: [
      { ...aReturnView(2).lines[0]!, quantity: 2, exchange: { size: 'L', colour: null } },
      {
        line: 1,
        productId: 'leather-tote',
        productName: 'Leather Tote Bag',
        size: null,
        colour: 'Brown',
        quantity: 1,
        reason: 'damaged-or-faulty',
        exchange: null,
      },
    ],
  }),
);
const refused = storedReturn(
  aReturnView(3, { step: 'refused', open: false, refusal: 'Worn and washed.' }),
);

describe('/staff/orders?tab=returns: the open returns', () => {
  it('lists each open return, newest first, each a link to its order, and counts them on the tab', async () => {
    const { currentPath } = await openReturns([refused, exchange, asked]);
    const tab = screen.getByRole('tab', { name: /^Returns/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = await returnList();
    expect(rows(list)).toHaveLength(2);
    const [first, second] = rows(list);

    const link = within(first!).getByRole('link', { name: new RegExp(orderNumberOf(1)) });
    expect(link).toHaveAttribute('href', `/staff/orders/${orderIdOf(1)}`);
    expect(within(first!).getByText('Wanjiku Kamau')).toBeVisible();
    expect(within(first!).getByText('Return requested')).toBeVisible();
    expect(within(first!).getByText('Refund')).toBeVisible();
    expect(within(first!).getByText('1 item')).toBeVisible();
    expect(within(first!).getByText(/^Asked/)).toBeVisible();

    expect(within(second!).getByRole('link', { name: `Order ${orderNumberOf(2)}` })).toBeVisible();
    expect(within(second!).getByText('Otieno Odhiambo')).toBeVisible();
    expect(within(second!).getByText('Return approved')).toBeVisible();
    expect(within(second!).getByText('Exchange')).toBeVisible();
    expect(within(second!).getByText('3 items')).toBeVisible();

    await waitFor(() => expect(tab).toHaveTextContent(/^Returns 2$/));
    expect(currentPath()).toBe('/staff/orders?tab=returns');
  });

  it('opens from another tab, keeps itself in the address, and leaves for the queue chosen', async () => {
    const user = userEvent.setup();
    const { currentPath } = await openReturns([asked], '/staff/orders?tab=packed');
    const tab = screen.getByRole('tab', { name: /^Returns/ });
    await waitFor(() => expect(tab).toHaveTextContent(/^Returns 1$/));
    await user.click(tab);
    expect(rows(await returnList())).toHaveLength(1);
    expect(currentPath()).toBe('/staff/orders?tab=returns');
    await user.click(screen.getByRole('tab', { name: /^Packed/ }));
    expect(screen.getByRole('tab', { name: /^Packed/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('list', { name: 'Returns' })).toBeNull();
    expect(currentPath()).toBe('/staff/orders?tab=packed');
  });

  it('shows 20 returns, then the rest with Show more, focus on the first new one', async () => {
    const user = userEvent.setup();
    await openReturns(Array.from({ length: 22 }, (_, i) => storedReturn(aReturnView(i + 1))));
    const list = await returnList();
    expect(rows(list)).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows(list)).toHaveLength(22));
    expect(within(rows(list)[20]!).getByRole('link')).toHaveFocus();
    expect(within(rows(list)[21]!).getByText(`Order ${orderNumberOf(22)}`)).toBeVisible();
  });

  it('says so when no return is open', async () => {
    await openReturns([refused]);
    expect(
      await screen.findByText(
        'No return is waiting: every return has been dealt with.',
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeVisible();
  });

  it('says the returns could not be read, and Retry reads them', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    let failing = true;
    testBackend.server.use(
      http.post(/\/documents:runQuery$/, async ({ request }) => {
        const asked = JSON.stringify(await request.clone().json());
        return failing && asked.includes('"allDescendants":true')
          ? HttpResponse.json(
              { error: { code: 503, message: 'unavailable', status: 'UNAVAILABLE' } },
              { status: 503 },
            )
          : undefined;
      }),
    );
    await openReturns([asked]);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Our shop is not answering right now.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(rows(await returnList())).toHaveLength(1);
  });

  it('has no accessibility violations at 390 and 1280 px', async () => {
    await openReturns([asked, exchange]);
    await returnList();
    await expectNoAxeViolationsAtEachWidth();
  });
});
