import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import type { ReactNode } from 'react';
import { screen, userEvent } from 'storybook/test';
import { toCartItem } from '../machines/shopping-list/items';
import type { CartItem } from '../machines/shopping-list/types';
import CheckoutPage from '../src/pages/checkout/CheckoutPage';
import { manyCartLines } from './panel-lines';
import { inStock } from './sample-products';
import { scenario, scenarioHandlers } from './scenario-handlers';
import { WithAccountServices } from './with-account-services';
import { WithLists } from './with-lists';

/** /checkout against the stand-in: the form, the review of changed prices, placing, the result. */
const meta = { title: 'Pages/Checkout', component: CheckoutPage } satisfies Meta<
  typeof CheckoutPage
>;
export default meta;

type Story = StoryObj<typeof meta>;

const twoLines = manyCartLines.slice(0, 2);

const withCart = (cart: CartItem[]) => ({
  decorators: [
    (Story: () => ReactNode) => (
      <WithAccountServices>
        <WithLists cart={cart}>{Story()}</WithLists>
      </WithAccountServices>
    ),
  ],
});

/** A guest fills in every field for Nairobi delivery and presses Place order. */
async function fillAndPlace(payment: 'M-Pesa' | 'Cash on delivery' = 'M-Pesa') {
  await userEvent.type(await screen.findByLabelText('Full name'), 'Wanjiku Kamau');
  await userEvent.type(screen.getByLabelText('Phone'), '0712 345 678');
  await userEvent.selectOptions(screen.getByLabelText('County'), 'Nairobi');
  await userEvent.type(screen.getByLabelText('Town or area'), 'Westlands');
  await userEvent.type(screen.getByLabelText('Delivery address'), 'Mpaka Road, House 4');
  await userEvent.click(screen.getByRole('radio', { name: /Delivery within Nairobi/ }));
  await userEvent.click(screen.getByRole('radio', { name: payment }));
  if (payment === 'M-Pesa')
    await userEvent.type(screen.getByLabelText('M-Pesa code'), 'SGH7K2LQ9P');
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
}

/** Nothing in the cart: a word and a link to the shop instead of the form. */
export const EmptyCart: Story = withCart([]);

/** The cart and the form, as a shopper first sees them. */
export const Form: Story = withCart(twoLines);

/** Place order on a half-filled form: each error by its field, the first one focused. */
export const FormWithErrors: Story = {
  ...withCart(twoLines),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Phone'), '0212 345 678');
    await userEvent.type(screen.getByLabelText('M-Pesa code'), 'SGH7K');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  },
};

/** The cart holds an older, lower price than the catalog: the change and Confirm new total. */
export const RepricingNotice: Story = {
  ...withCart([{ ...toCartItem(inStock), price: String(Number(inStock.price) - 200) }]),
  play: () => fillAndPlace(),
};

/** The write has not answered yet: progress, and Place order refused. */
export const Placing: Story = {
  ...withCart(twoLines),
  parameters: {
    msw: {
      handlers: [
        http.post(/documents:commit$/, () => delay('infinite')),
        ...scenarioHandlers('default'),
      ],
    },
  },
  play: () => fillAndPlace('Cash on delivery'),
};

/** Placed: Thank you, the order number, the lines, what happens next, WhatsApp. */
export const Placed: Story = {
  ...withCart(twoLines),
  play: () => fillAndPlace(),
};

/** Every write fails: the error with Retry; the cart and the form are kept. */
export const Failed: Story = {
  ...withCart(twoLines),
  parameters: scenario('write-error'),
  play: () => fillAndPlace('Cash on delivery'),
};
