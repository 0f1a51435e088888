import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { screen, userEvent, within } from 'storybook/test';
import { products } from '../mocks/backend/fixtures/products';
import { createFakeFunctions } from '../mocks/browser/functions/callables';
import type { OrderReturns } from '../model/order/view';
import type { RequestReturn, ReturnView } from '../model/return/request';
import { CheckoutOrderPage, CheckoutPage } from '../src/checkout';
import { rememberOrderAccess } from '../src/checkout/order-access-storage';
import { answeredCallable, CallableRefusal } from '../testing/helpers/callables';
import { orderIdOf, orderNumberOf } from '../testing/fixtures/order-ids';
import { aDeliveredOrder, aReturnView, jeans, returnIdOf } from '../testing/fixtures/order-returns';
import { scenarioHandlers } from './scenario-handlers';
import { WithAccountServices } from './with-account-services';
import { WithLists } from './with-lists';

/** An order's own page, as the shop's routes nest it. */
function OrderRoutes({ start }: { start: string }) {
  return (
    <Routes>
      <Route path="/" element={<Navigate replace to={start} />} />
      <Route path="/checkout" element={<CheckoutPage />}>
        <Route path="order/:orderId" element={<CheckoutOrderPage />} />
      </Route>
    </Routes>
  );
}

/**
 * A delivered order's returns (../shared/QA-CONTRACT.md, Returns): the window open with Return or
 * exchange, the form and its exchange choices (read from the Firestore stand-in's catalog),
 * sending, refused, no answer, each step of a return, and the window closed.
 */
const meta = {
  title: 'Pages/Order returns',
  component: OrderRoutes,
  args: { start: `/checkout/order/${orderIdOf(7)}` },
  loaders: [
    () =>
      void rememberOrderAccess({
        orderId: orderIdOf(7),
        accessToken: 'an-access-token-kept-on-this-device-0000000',
        cartHeld: false,
      }),
  ],
  decorators: [
    (Story: () => ReactNode) => (
      <WithAccountServices>
        <WithLists>{Story()}</WithLists>
      </WithAccountServices>
    ),
  ],
} satisfies Meta<typeof OrderRoutes>;
export default meta;

type Story = StoryObj<typeof meta>;

const day = 24 * 60 * 60 * 1000;
/** The window as the story is seen: open four more days, or closed two days ago. */
const closesIn = (days: number) => new Date(Date.now() + days * day).toISOString();

/** The order shown with these returns, requestReturn answered by `answer`. */
function showing(
  returns: Partial<OrderReturns> = {},
  answer: (request: RequestReturn) => unknown = (request) => aReturnView({ id: request.returnId }),
) {
  const order = aDeliveredOrder({ closesAt: closesIn(4), ...returns });
  const others = createFakeFunctions({ products: products(), mpesa: 'paid' });
  return {
    parameters: {
      msw: {
        handlers: [
          ...answeredCallable('getOrder', () => order).handlers,
          ...answeredCallable<RequestReturn>('requestReturn', answer).handlers,
          ...others.handlers,
          ...scenarioHandlers('default'),
        ],
      },
    },
  };
}

const openForm = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
  return screen.findByRole('dialog', { name: 'Return or exchange' });
};

/** The jeans, two pairs back for the wrong size, refunded; then Send request. */
async function sendJeansRefund() {
  const form = within(await openForm());
  await userEvent.click(form.getByRole('radio', { name: 'Refund' }));
  const line = within(form.getByRole('group', { name: new RegExp(`^${jeans.productName}`) }));
  await userEvent.click(line.getByRole('checkbox'));
  await userEvent.selectOptions(line.getByLabelText('Quantity'), '2');
  await userEvent.selectOptions(line.getByLabelText('Reason'), 'Wrong size');
  await userEvent.click(form.getByRole('button', { name: 'Send request' }));
}

/** Delivered three days ago: until when a return may be asked for, and Return or exchange. */
export const WindowOpen: Story = showing();

/** The form: refund or exchange, each line with its Quantity and Reason, Send request. */
export const Form: Story = { ...showing(), play: async () => void (await openForm()) };

/** Another size or colour chosen for the jeans: only the sizes and colours in stock now. */
export const ExchangeChoices: Story = {
  ...showing(),
  play: async () => {
    const form = within(await openForm());
    await userEvent.click(form.getByRole('radio', { name: 'Another size or colour' }));
    const line = within(form.getByRole('group', { name: new RegExp(`^${jeans.productName}`) }));
    await userEvent.click(line.getByRole('checkbox'));
    await line.findByLabelText('Size');
  },
};

/** Send request with nothing chosen: each problem in the shopper's words, the focus on the first. */
export const FormProblems: Story = {
  ...showing(),
  play: async () => {
    const form = within(await openForm());
    await userEvent.click(form.getByRole('button', { name: 'Send request' }));
  },
};

/** The request is on its way: the server has not answered yet. */
export const Sending: Story = {
  ...showing({}, () => new Promise(() => {})),
  play: sendJeansRefund,
};

/** The server refused it, in its words: the form keeps everything chosen. */
export const Refused: Story = {
  ...showing(
    {},
    () => new CallableRefusal('FAILED_PRECONDITION', 'Only 1 of that item can still be returned.'),
  ),
  play: sendJeansRefund,
};

/** No answer came: the form says so, with Retry (the same return sent again). */
export const NoAnswer: Story = {
  ...showing({}, () => HttpResponse.error()),
  play: sendJeansRefund,
};

const exchangeLines = aReturnView().lines.map((line) => ({
  ...line,
  exchange: { size: jeans.sizes.at(-2) ?? null, colour: jeans.colours[1] ?? null },
}));

/** One return at this step, the jeans' other pair still free to return. */
const atStep = (shown: Partial<ReturnView>) =>
  showing({ returnable: [1, 1], list: [aReturnView(shown)] });

/** Asked for: what happens next, bring the items within 5 days. */
export const ReturnRequested: Story = atStep({});

export const ReturnApproved: Story = atStep({ step: 'approved' });

/** Refused by staff, with their reason. */
export const ReturnRefused: Story = atStep({
  step: 'refused',
  open: false,
  refusal: 'The jeans were worn and washed.',
});

export const ReturnReceived: Story = atStep({ step: 'received' });

/** Money given back: how much. */
export const ReturnRefunded: Story = atStep({
  step: 'refunded',
  open: false,
  refund: { id: `return-${returnIdOf(1)}`, amount: Number(jeans.price), delivery: false },
});

/** The exchange sent: the size and colour asked for, and a link to the exchange's order. */
export const ExchangeSent: Story = atStep({
  step: 'exchange-sent',
  wish: 'exchange',
  open: false,
  lines: exchangeLines,
  exchangeOrder: { id: orderIdOf(8), number: orderNumberOf(8) },
});

/** The window closed: when, and no Return or exchange. */
export const WindowClosed: Story = showing({ open: false, closesAt: closesIn(-2) });
