import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import type { OfferInUse } from '../model/offer/pricing';
import { products } from '../mocks/backend/fixtures/products';
import { createFakeFunctions, type FakeFunctions } from '../mocks/browser/functions/callables';
import { toCartItem } from '../machines/shopping-list/shopping-list.machine';
import CartPanel from '../src/cart/panels/CartPanel';
import { codeStorageKey } from '../src/cart/offers/code-storage';
import { anOfferInUse, freeDeliveryWeekend, weekendSale } from '../testing/fixtures/offers';
import { WithPanelOpen } from './open-panel';
import { scenarioHandlers } from './scenario-handlers';
import { WithLists } from './with-lists';

/**
 * The cart panel's offers, priced by the order functions' fake (mocks/browser/functions): the
 * discount code field in each state, and the lines of a code, an automatic offer and free
 * delivery.
 */
const meta = {
  title: 'Cart/CartOffers',
  component: CartPanel,
} satisfies Meta<typeof CartPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const cart = products()
  .filter((product) => product.stock >= 5 && !product.wholesale)
  .slice(0, 2)
  .map((product) => toCartItem(product));
const friday = anOfferInUse();

/** The panel open on two lines, the shop running `offers`, the code kept on the device (or none). */
function withOffers(
  offers: OfferInUse[],
  { code = null, setUp }: { code?: string | null; setUp?: (fake: FakeFunctions) => void } = {},
): Story {
  const fake = createFakeFunctions({ products: products(), offers });
  setUp?.(fake);
  return {
    decorators: [
      (Story) => (
        <WithLists cart={cart}>
          <WithPanelOpen panel="cart">{Story()}</WithPanelOpen>
        </WithLists>
      ),
    ],
    loaders: [
      () => {
        if (code === null) localStorage.removeItem(codeStorageKey);
        else localStorage.setItem(codeStorageKey, code);
      },
    ],
    parameters: { msw: { handlers: [...fake.handlers, ...scenarioHandlers('default')] } },
  };
}

async function applyCode(code: string) {
  const panel = await screen.findByRole('dialog', { name: 'Shopping cart' });
  await userEvent.type(await within(panel).findByLabelText('Discount code'), code);
  await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
}

/** The field, empty: no offer runs. */
export const CodeEmpty = withOffers([friday]);

/** Apply pressed: the button says so until the server answers (here, never). */
export const CodeApplying: Story = {
  ...withOffers([friday], {
    setUp: (fake) => {
      // The cart's first pricing goes through; the code's waits.
      fake.hold('priceCart')();
      fake.hold('priceCart');
    },
  }),
  play: () => applyCode('FRIDAY20'),
};

/** The code applied: its line, the Total, and `Remove code FRIDAY20`. */
export const CodeApplied = withOffers([friday], { code: 'FRIDAY20' });

/** A code the server does not know: why, under the field, with what was typed kept. */
export const CodeRefused: Story = {
  ...withOffers([friday]),
  play: () => applyCode('SUMMER5'),
};

/** The offers could not be priced: said quietly, with Retry; Checkout still works. */
export const PricingFailed = withOffers([friday], {
  setUp: (fake) => fake.failNext('priceCart', { status: 'UNAVAILABLE' }),
});

/** An automatic offer shows by itself, marked so. */
export const AutomaticOffer = withOffers([weekendSale]);

/** Free delivery, told before a delivery is chosen. */
export const FreeDelivery = withOffers([freeDeliveryWeekend]);

/** A code, an automatic offer that combines with it, and free delivery together. */
export const EveryKind = withOffers(
  [
    friday,
    { ...weekendSale, offer: { ...weekendSale.offer, combinesWithCode: true } },
    freeDeliveryWeekend,
  ],
  { code: 'FRIDAY20' },
);
