import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { screen, userEvent } from 'storybook/test';
import { toCartItem } from '../machines/shopping-list/shopping-list.machine';
import type { CartItem } from '../machines/shopping-list/types';
import { products } from '../mocks/backend/fixtures/products';
import {
  createFakeFunctions,
  type FakeFunctions,
  type FakeMpesaOutcome,
} from '../mocks/browser/functions/callables';
import { CheckoutFormPage, CheckoutOrderPage, CheckoutPage } from '../src/checkout';
import { scenarioHandlers } from './scenario-handlers';
import { WithAccountServices } from './with-account-services';
import { WithLists } from './with-lists';

/** /checkout and an order's own page, at `start`, as the shop's routes nest them. */
function CheckoutRoutes({ start = '/checkout' }: { start?: string }) {
  return (
    <Routes>
      <Route path="/" element={<Navigate replace to={start} />} />
      <Route path="/checkout" element={<CheckoutPage />}>
        <Route index element={<CheckoutFormPage />} />
        <Route path="order/:orderId" element={<CheckoutOrderPage />} />
      </Route>
    </Routes>
  );
}

/**
 * Checkout against the order functions' fake (mocks/browser/functions/callables.ts) and the Firestore
 * stand-in: the form, the changes the server found, the M-Pesa prompt, paid, failed, cash.
 */
const meta = { title: 'Pages/Checkout', component: CheckoutRoutes } satisfies Meta<
  typeof CheckoutRoutes
>;
export default meta;

type Story = StoryObj<typeof meta>;

const catalog = products().filter((product) => product.stock >= 5 && !product.wholesale);
const twoLines = catalog.slice(0, 2).map((product) => toCartItem(product));

/** A story's own order functions, M-Pesa answering so, with the stand-in for the rest. */
function withFunctions(
  cart: CartItem[],
  {
    mpesa = 'paid',
    setUp,
  }: { mpesa?: FakeMpesaOutcome; setUp?: (fake: FakeFunctions) => void } = {},
) {
  const fake = createFakeFunctions({ products: products(), mpesa });
  setUp?.(fake);
  return {
    decorators: [
      (Story: () => ReactNode) => (
        <WithAccountServices>
          <WithLists cart={cart}>{Story()}</WithLists>
        </WithAccountServices>
      ),
    ],
    parameters: { msw: { handlers: [...fake.handlers, ...scenarioHandlers('default')] } },
  };
}

/** A guest fills in every field for Nairobi delivery and presses Place order. */
async function fillAndPlace(payment: 'M-Pesa' | 'Cash on delivery' = 'M-Pesa') {
  await userEvent.type(await screen.findByLabelText('Full name'), 'Wanjiku Kamau');
  await userEvent.type(screen.getByLabelText('Phone'), '0712 345 678');
  await userEvent.selectOptions(screen.getByLabelText('County'), 'Nairobi');
  await userEvent.type(screen.getByLabelText('Town or area'), 'Westlands');
  await userEvent.type(screen.getByLabelText('Delivery address'), 'Mpaka Road, House 4');
  await userEvent.click(screen.getByRole('radio', { name: /Delivery within Nairobi/ }));
  await userEvent.click(screen.getByRole('radio', { name: payment }));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
}

/** Nothing in the cart: a word and a link to the shop instead of the form. */
export const EmptyCart: Story = withFunctions([]);

/** The cart and the form, as a shopper first sees them. */
export const Form: Story = withFunctions(twoLines);

/** Place order on a half-filled form: each error by its field, the first one focused. */
export const FormWithErrors: Story = {
  ...withFunctions(twoLines),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Phone'), '0212 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  },
};

/** The catalog's price went up since the cart was filled: the change and Confirm new total. */
export const Changes: Story = {
  ...withFunctions(twoLines, {
    setUp: (fake) =>
      fake.updateProduct(catalog[0]!.id, { price: `${Number(catalog[0]!.price) + 200}` }),
  }),
  play: () => fillAndPlace(),
};

/** The order is being placed: progress, and Place order refused. */
export const Placing: Story = {
  ...withFunctions(twoLines, { setUp: (fake) => void fake.hold('placeOrder') }),
  play: () => fillAndPlace('Cash on delivery'),
};

/** The M-Pesa prompt is out, and M-Pesa has not answered: Check your phone. */
export const AwaitingPayment: Story = {
  ...withFunctions(twoLines, { mpesa: 'pending' }),
  play: () => fillAndPlace(),
};

/** Paid: Thank you, the order number and the M-Pesa receipt (after the first check, 2 s). */
export const Paid: Story = {
  ...withFunctions(twoLines, { mpesa: 'paid' }),
  play: () => fillAndPlace(),
};

/** The balance was too low: why, Try again with the number, and cash on delivery instead. */
export const PaymentFailed: Story = {
  ...withFunctions(twoLines, { mpesa: 'insufficient-funds' }),
  play: () => fillAndPlace(),
};

/** Cash on delivery: Thank you and the order number straight away. */
export const CashPlaced: Story = {
  ...withFunctions(twoLines),
  play: () => fillAndPlace('Cash on delivery'),
};

/** The call failed: the error with Retry; the cart and the form are kept. */
export const Failed: Story = {
  ...withFunctions(twoLines, {
    setUp: (fake) => fake.failNext('placeOrder', { status: 'UNAVAILABLE' }),
  }),
  play: () => fillAndPlace('Cash on delivery'),
};

/** An order's address opened on a device that did not place it. */
export const OrderNotOnThisDevice: Story = {
  ...withFunctions(twoLines),
  args: { start: '/checkout/order/Xq3Lm9Pa2Rt7Vb5Nc8Wd' },
};
