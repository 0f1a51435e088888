import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetOrderRequest } from '@model/order/request';
import type { OrderView } from '@model/order/view';
import type { RequestReturn } from '@model/return/request';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { answeredCallable, CallableRefusal } from '@testing/helpers/callables';
import { openCheckout } from '@testing/helpers/render-checkout';
import {
  aDeliveredOrder,
  aReturnView,
  secondItem,
  jeans,
  returnIdOf,
} from '@testing/fixtures/order-returns';
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { orderAccessKey } from '../order-access-storage';
import { returnNextStep } from './return-wording';

beforeAll(() => import('../index'), 30_000);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // 13:00 in Nairobi, three days after the delivery: the window is open until 2 Dec.
  vi.setSystemTime(new Date('2026-11-28T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const token = 'an-access-token-kept-on-this-device-0000000';

/**
 * The order page of `order`, read by getOrder as the test sets it, with requestReturn answered by
 * `answer`; the order's token kept on this device.
 */
function openOrderPage(
  order: OrderView,
  answer: (request: RequestReturn) => unknown = () => new Promise(() => {}),
) {
  let current = order;
  window.localStorage.setItem(
    orderAccessKey,
    JSON.stringify([{ orderId: order.id, accessToken: token, cartHeld: false }]),
  );
  const page = openCheckout(`/checkout/order/${order.id}`, { cart: [] });
  const getOrder = answeredCallable<GetOrderRequest>('getOrder', () => current);
  const requestReturn = answeredCallable<RequestReturn>('requestReturn', answer);
  testBackend.server.use(...getOrder.handlers, ...requestReturn.handlers);
  return {
    ...page,
    getOrder: getOrder.calls,
    requests: requestReturn.calls,
    showNext: (next: OrderView) => (current = next),
  };
}

const dialog = () => screen.findByRole('dialog', { name: 'Return or exchange' });
const lineGroup = (form: HTMLElement, name: string) =>
  within(form).getByRole('group', { name: new RegExp(`^${name}`) });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Return or exchange' }));
  return dialog();
}

/** Two pairs of jeans back for the wrong size, refunded. */
async function chooseJeansRefund(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.click(within(form).getByRole('radio', { name: 'Refund' }));
  const line = lineGroup(form, jeans.productName);
  await user.click(within(line).getByRole('checkbox', { name: new RegExp(jeans.productName) }));
  await user.selectOptions(within(line).getByLabelText('Quantity'), '2');
  await user.selectOptions(within(line).getByLabelText('Reason'), 'Wrong size');
}

const sendRequest = (form: HTMLElement) =>
  within(form).getByRole('button', { name: 'Send request' });

describe('/checkout/order/{id}: returns of a delivered order', () => {
  it('sends a refund of the lines chosen, then shows the return requested with the focus on its step', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const order = aDeliveredOrder();
    const page = openOrderPage(order, (request) => {
      const sent = aReturnView({ id: request.returnId, orderId: order.id });
      page.showNext(aDeliveredOrder({ returnable: [0, 1], list: [sent] }));
      return sent;
    });
    expect(
      await screen.findByText('You can ask for a return until 2 Dec 2026, 11:00.'),
    ).toBeVisible();
    const form = await openForm(user);
    await chooseJeansRefund(user, form);
    await user.click(sendRequest(form));

    const step = await screen.findByRole('heading', { level: 3, name: 'Return requested' });
    await waitFor(() => expect(step).toHaveFocus());
    expect(page.requests).toEqual([
      {
        orderId: order.id,
        accessToken: token,
        returnId: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        wish: 'refund',
        lines: [{ line: 0, quantity: 2, reason: 'wrong-size', exchange: null }],
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(page.getOrder.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(returnNextStep)).toBeVisible();
  });

  it('sends nothing until refund or exchange and an item are chosen, and moves the focus to the first problem', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const page = openOrderPage(aDeliveredOrder());
    const form = await openForm(user);
    await user.click(sendRequest(form));
    expect(within(form).getByText('Choose Refund or Another size or colour.')).toBeVisible();
    await waitFor(() => expect(within(form).getByRole('radio', { name: 'Refund' })).toHaveFocus());

    await user.click(within(form).getByRole('radio', { name: 'Refund' }));
    await user.click(sendRequest(form));
    expect(within(form).getByText('Choose at least one item to return.')).toBeVisible();
    const first = within(lineGroup(form, jeans.productName)).getByRole('checkbox');
    await waitFor(() => expect(first).toHaveFocus());

    await user.click(first);
    await user.click(sendRequest(form));
    const reason = within(lineGroup(form, jeans.productName)).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(
      `Choose why you are returning the ${jeans.productName}.`,
    );
    expect(page.requests).toEqual([]);
  });

  it('offers for an exchange only the sizes and colours in stock, and sends those chosen', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const page = openOrderPage(aDeliveredOrder(), (request) =>
      aReturnView({ id: request.returnId }),
    );
    const form = await openForm(user);
    await user.click(within(form).getByRole('radio', { name: 'Another size or colour' }));
    const jeansLine = lineGroup(form, jeans.productName);
    await user.click(within(jeansLine).getByRole('checkbox'));
    await user.selectOptions(within(jeansLine).getByLabelText('Reason'), 'Wrong size');
    const otherLine = lineGroup(form, secondItem.productName);
    await user.click(within(otherLine).getByRole('checkbox'));
    await user.selectOptions(within(otherLine).getByLabelText('Reason'), 'Changed my mind');

    const size = await within(jeansLine).findByLabelText('Size');
    const inStock = jeans.sizes.filter((one) => !jeans.unavailableSizes.includes(one));
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a size', ...inStock]);
    for (const soldOut of jeans.unavailableSizes) {
      expect(within(size).queryByRole('option', { name: soldOut })).toBeNull();
    }
    await user.click(sendRequest(form));
    await waitFor(() => expect(size).toHaveFocus());
    await user.selectOptions(size, inStock.at(-1)!);
    await user.selectOptions(within(jeansLine).getByLabelText('Colour'), jeans.colours[1]!);
    // The second item: its first size and colour in stock, whatever they are.
    const otherSize = within(otherLine).getByLabelText('Size');
    const wantedSize = within(otherSize).getAllByRole('option')[1]!.textContent!;
    await user.selectOptions(otherSize, wantedSize);
    const otherColour = within(otherLine).getByLabelText('Colour');
    const wantedColour = within(otherColour).getAllByRole('option')[1]!.textContent!;
    await user.selectOptions(otherColour, wantedColour);
    await user.click(sendRequest(form));

    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(page.requests[0]!.wish).toBe('exchange');
    expect(page.requests[0]!.lines).toEqual([
      {
        line: 0,
        quantity: 1,
        reason: 'wrong-size',
        exchange: { size: inStock.at(-1), colour: jeans.colours[1] },
      },
      {
        line: 1,
        quantity: 1,
        reason: 'changed-my-mind',
        exchange: { size: wantedSize, colour: wantedColour },
      },
    ]);
  });

  it('shows the server’s refusal in an alert, keeping everything chosen', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openOrderPage(
      aDeliveredOrder(),
      () =>
        new CallableRefusal('FAILED_PRECONDITION', 'Only 1 of that item can still be returned.'),
    );
    const form = await openForm(user);
    await chooseJeansRefund(user, form);
    await user.click(sendRequest(form));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Only 1 of that item can still be returned.');
    await waitFor(() => expect(alert).toHaveFocus());
    const line = lineGroup(form, jeans.productName);
    expect(within(line).getByRole('checkbox')).toBeChecked();
    expect(within(line).getByLabelText('Quantity')).toHaveValue('2');
    expect(within(line).getByLabelText('Reason')).toHaveValue('wrong-size');
    expect(within(form).getByRole('radio', { name: 'Refund' })).toBeChecked();
  });

  it('says when a request got no answer, and Retry sends the same return again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let answers = 0;
    const page = openOrderPage(aDeliveredOrder(), (request) =>
      (answers += 1) === 1 ? HttpResponse.error() : aReturnView({ id: request.returnId }),
    );
    const form = await openForm(user);
    await chooseJeansRefund(user, form);
    await user.click(sendRequest(form));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('What you chose is kept.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.requests).toHaveLength(2);
    expect(page.requests[1]!.returnId).toBe(page.requests[0]!.returnId);
  });

  it('shows each return’s step, what was asked, the refusal, the refund and the exchange’s order', async () => {
    const lines = aReturnView().lines;
    const exchangeLines = [{ ...lines[0]!, exchange: { size: '32', colour: 'White' } }];
    openOrderPage(
      aDeliveredOrder({
        list: [
          aReturnView({ id: returnIdOf(6), step: 'approved' }),
          aReturnView({ id: returnIdOf(5), step: 'refused', open: false, refusal: 'Worn.' }),
          aReturnView({ id: returnIdOf(4), step: 'received' }),
          aReturnView({
            id: returnIdOf(3),
            step: 'refunded',
            open: false,
            refund: { id: 'return-3', amount: 3200, delivery: false },
          }),
          aReturnView({
            id: returnIdOf(2),
            step: 'exchange-sent',
            wish: 'exchange',
            open: false,
            lines: exchangeLines,
            exchangeOrder: { id: orderIdOf(9), number: orderNumberOf(9) },
          }),
        ],
      }),
    );
    const steps = await screen.findAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Return approved',
      'Return refused',
      'Return received',
      'Refunded',
      'Exchange sent',
    ]);
    const card = (name: string) => screen.getByRole('article', { name }) as HTMLElement;
    expect(within(card('Return approved')).getByText(returnNextStep)).toBeVisible();
    expect(within(card('Return approved')).getByText(/× 1: Wrong size/)).toBeVisible();
    expect(within(card('Return refused')).getByText('Why it was refused: Worn.')).toBeVisible();
    expect(within(card('Return refused')).queryByText(returnNextStep)).toBeNull();
    expect(within(card('Return received')).queryByText(returnNextStep)).toBeNull();
    expect(card('Refunded')).toHaveTextContent('Refund KES 3,200');
    expect(card('Exchange sent')).toHaveTextContent('Wanted instead: size 32, White');
    expect(
      within(card('Exchange sent')).getByRole('link', { name: `Order ${orderNumberOf(9)}` }),
    ).toHaveAttribute('href', `/checkout/order/${orderIdOf(9)}`);
  });

  it('says when returns closed, and offers none', async () => {
    openOrderPage(aDeliveredOrder({ open: false, closesAt: '2026-11-20T08:00:00.000Z' }));
    expect(await screen.findByText('Returns for this order closed on 20 Nov 2026.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Return or exchange' })).toBeNull();
  });

  it('still shows the returns of an order refunded in full', async () => {
    openOrderPage(
      aDeliveredOrder(
        {
          open: false,
          returnable: [0, 0],
          list: [
            aReturnView({
              step: 'refunded',
              open: false,
              refund: { id: 'return-1', amount: 9000, delivery: true },
            }),
          ],
        },
        { status: 'refunded' },
      ),
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Refunded' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Refunded' })).toHaveTextContent(
      'Refund KES 9,000, delivery fee included',
    );
    expect(screen.queryByRole('button', { name: 'Return or exchange' })).toBeNull();
  });

  it('says of an exchange’s own order which order it is for, and that nothing is to pay', async () => {
    openOrderPage(
      aDeliveredOrder(
        {},
        {
          fulfilment: 'unfulfilled',
          returns: null,
          total: 0,
          exchangeOf: { orderId: orderIdOf(3), number: orderNumberOf(3) },
        },
      ),
    );
    expect(
      await screen.findByText(
        `Nothing to pay: your exchange was paid with order ${orderNumberOf(3)}.`,
      ),
    ).toBeVisible();
    expect(screen.getByText(/Exchange for order/)).toHaveTextContent(
      `Exchange for order ${orderNumberOf(3)}: nothing to pay`,
    );
  });

  it('shows no returns for an order not delivered', async () => {
    openOrderPage(aDeliveredOrder({}, { fulfilment: 'dispatched', returns: null }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Returns and exchanges' })).toBeNull();
  });

  it.each([390, 1280])(
    'has no axe violations at %i px, the list and the form open',
    async (width) => {
      vi.stubGlobal('innerWidth', width);
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(min-width: 640px)' && width >= 640,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      try {
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        openOrderPage(
          aDeliveredOrder({
            list: [
              aReturnView({ step: 'refunded', refund: { id: 'r', amount: 3200, delivery: true } }),
            ],
          }),
        );
        await screen.findByRole('heading', { level: 3, name: 'Refunded' });
        await expectNoAxeViolations();
        const form = await openForm(user);
        await user.click(within(form).getByRole('radio', { name: 'Another size or colour' }));
        await user.click(within(lineGroup(form, jeans.productName)).getByRole('checkbox'));
        await within(form).findByLabelText('Size');
        await user.click(sendRequest(form));
        await expectNoAxeViolations();
      } finally {
        vi.unstubAllGlobals();
      }
    },
  );
});
