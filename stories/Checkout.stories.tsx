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
  type FakeFunctionsOptions,
} from '../mocks/browser/functions/callables';
import type { PlaceOrderRequest } from '../model/order/request';
import { CheckoutFormPage, CheckoutOrderPage, CheckoutPage } from '../src/checkout';
import { rememberOrderAccess } from '../src/checkout/order-access-storage';
import { maxCashUnitsPerVariant } from '../model/limits';
import { cashLimitMessage } from '../model/order/price-order';
import { cashOrderLimit } from '../src/settings/shop-settings';
import { scenarioHandlers } from './scenario-handlers';
import { WithAccountServices } from './with-account-services';
import { WithLists } from './with-lists';
import { codeStorageKey } from '../src/cart/offers/code-storage';
import { anOfferInUse, freeDeliveryWeekend } from '../testing/fixtures/offers';

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
 * stand-in: the form, M-Pesa's limit, the changes the server found, the limits the server keeps,
 * the M-Pesa prompt (on the phone, in doubt, never sent), paid, failed for each kind of reason,
 * cash, orders that ended, and money given back.
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
    setUp,
    ...options
  }: Omit<FakeFunctionsOptions, 'products'> & { setUp?: (fake: FakeFunctions) => void } = {},
) {
  const fake = createFakeFunctions({ products: products(), mpesa: 'paid', ...options });
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

const guestPhone = '0712 345 678';

/** An order placed earlier for the first product, as a guest with this phone. */
function earlierOrder(checkoutId: string, paymentMethod: 'mpesa' | 'cash-on-delivery') {
  const product = catalog[0]!;
  return {
    checkoutId,
    accessToken: `${checkoutId}-kept-on-this-device-000000`,
    lines: [
      {
        id: product.id,
        size: null,
        colour: null,
        quantity: 1,
        mode: 'retail',
        unitPrice: product.price,
        productName: product.productName,
      },
    ],
    details: {
      fullName: 'Wanjiku Kamau',
      phone: guestPhone,
      email: '',
      county: 'Nairobi',
      town: 'Westlands',
      address: 'Mpaka Road, House 4',
      deliveryOption: 'nairobi-delivery',
      paymentMethod,
      mpesaPhone: guestPhone,
    },
  } satisfies PlaceOrderRequest;
}

/** An order placed earlier on this device, opened at its own address. */
function openedOrder(request: PlaceOrderRequest) {
  return {
    args: { start: `/checkout/order/${request.checkoutId}` },
    loaders: [
      () => {
        rememberOrderAccess({
          orderId: request.checkoutId,
          accessToken: request.accessToken,
          cartHeld: false,
        });
      },
    ],
  };
}

/** A guest fills in every field for Nairobi delivery and presses Place order. */
async function fillAndPlace(
  payment: 'M-Pesa' | 'Cash on delivery' = 'M-Pesa',
  { choosePayment = true } = {},
) {
  await userEvent.type(await screen.findByLabelText('Full name'), 'Wanjiku Kamau');
  await userEvent.type(screen.getByLabelText('Phone'), '0712 345 678');
  await userEvent.selectOptions(screen.getByLabelText('County'), 'Nairobi');
  await userEvent.type(screen.getByLabelText('Town or area'), 'Westlands');
  await userEvent.type(screen.getByLabelText('Delivery address'), 'Mpaka Road, House 4');
  await userEvent.click(screen.getByRole('radio', { name: /Delivery within Nairobi/ }));
  if (choosePayment) await userEvent.click(screen.getByRole('radio', { name: payment }));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
}

/** Nothing in the cart: a word and a link to the shop instead of the form. */
export const EmptyCart: Story = withFunctions([]);

/** The cart and the form, as a shopper first sees them. */
export const Form: Story = withFunctions(twoLines);

/**
 * Dearer than M-Pesa takes in one payment, and than cash on delivery takes: both disabled, each
 * with why; Place order says why too, and sends nothing.
 */
export const AboveMpesaLimit: Story = {
  ...withFunctions([toCartItem(products().find((product) => Number(product.price) > 250_000)!)]),
  play: () => fillAndPlace('M-Pesa', { choosePayment: false }),
};

/** Dearer than cash on delivery takes (KES 50,000): cash disabled with why, M-Pesa chosen. */
export const AboveCashLimit: Story = withFunctions([
  toCartItem(
    products().find(
      (product) => Number(product.price) > cashOrderLimit && Number(product.price) < 250_000,
    )!,
  ),
]);

/** More than 10 of one size and colour: cash on delivery disabled with why. */
export const TooManyUnitsForCash: Story = withFunctions([
  { ...twoLines[0]!, quantity: maxCashUnitsPerVariant + 1 },
]);

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

/** The phone already has three orders unpaid or to be paid in cash: the server's words, Retry. */
export const PhoneLimitReached: Story = {
  ...withFunctions(twoLines, {
    setUp: (fake) => {
      for (const n of [1, 2, 3]) {
        fake.direct.placeOrder(earlierOrder(`Ke7PhoneLimit000000${n}`, 'cash-on-delivery'));
      }
    },
  }),
  play: () => fillAndPlace(),
};

/**
 * The M-Pesa number already had three prompts in ten minutes (for other people's orders): the
 * server's words, Retry, the form kept.
 */
export const PromptLimitReached: Story = {
  ...withFunctions(twoLines, {
    mpesa: 'pending',
    setUp: (fake) => {
      for (const n of [1, 2, 3]) {
        const request = earlierOrder(`Ke7PromptLimit00000${n}`, 'mpesa');
        fake.direct.placeOrder({
          ...request,
          details: { ...request.details, phone: `0733 000 00${n}` },
        });
      }
    },
  }),
  play: () => fillAndPlace(),
};

/** The server refused the order with its own words (a limit the form did not know): no Retry. */
export const Refused: Story = {
  ...withFunctions(twoLines, {
    setUp: (fake) =>
      fake.failNext('placeOrder', {
        status: 'INVALID_ARGUMENT',
        message: cashLimitMessage(50_300, 20_000),
      }),
  }),
  play: () => fillAndPlace('Cash on delivery'),
};

/** Too many orders from here in a minute: the server's words, Retry. */
export const TooManyCalls: Story = {
  ...withFunctions(twoLines, { callsPerMinute: 0 }),
  play: () => fillAndPlace(),
};

/** M-Pesa refused the prompt: the phone is in another M-Pesa request. Try again. */
export const PhoneBusy: Story = {
  ...withFunctions(twoLines, { mpesa: 'busy' }),
  play: () => fillAndPlace(),
};

/** M-Pesa refused the number: the error on the Try again phone field. */
export const PhoneRefused: Story = {
  ...withFunctions(twoLines, { mpesa: 'invalid-phone' }),
  play: () => fillAndPlace(),
};

/** M-Pesa is down: cash on delivery offered first, Try again after it. */
export const MpesaUnavailable: Story = {
  ...withFunctions(twoLines, { mpesa: 'unavailable' }),
  play: () => fillAndPlace(),
};

/** M-Pesa took another amount than the total: no Try again, the shop calls (after 2 s). */
export const AmountMismatch: Story = {
  ...withFunctions(twoLines, { mpesa: 'amount-mismatch' }),
  play: () => fillAndPlace(),
};

const expiring = earlierOrder('Ke7Expired0000000001', 'mpesa');
/** An M-Pesa order unpaid at the end of its hold (here, no hold at all): Expired, not Thank you. */
export const OrderExpired: Story = {
  ...withFunctions(twoLines, {
    mpesa: 'pending',
    holdMs: 0,
    setUp: (fake) => void fake.direct.placeOrder(expiring),
  }),
  ...openedOrder(expiring),
};

const cancelling = earlierOrder('Ke7Cancelled00000001', 'cash-on-delivery');
/** An order the shop cancelled: Cancelled, and why. */
export const OrderCancelled: Story = {
  ...withFunctions(twoLines, {
    setUp: (fake) => {
      const placed = fake.direct.placeOrder(cancelling);
      if (placed.outcome === 'placed') {
        fake.addOrder({ ...placed.order, status: 'cancelled' }, cancelling.accessToken);
      }
    },
  }),
  ...openedOrder(cancelling),
};

const unconfirmed = earlierOrder('Ke7Unconfirmed000001', 'mpesa');
/**
 * M-Pesa's answer to the prompt was lost: it may be on the phone. Check your phone, and when Try
 * again opens (two minutes on).
 */
export const PromptUnconfirmed: Story = {
  ...withFunctions(twoLines, {
    mpesa: 'pending',
    promptState: 'unconfirmed',
    setUp: (fake) => void fake.direct.placeOrder(unconfirmed),
  }),
  ...openedOrder(unconfirmed),
};

const unconfirmedLong = earlierOrder('Ke7Unconfirmed000002', 'mpesa');
/** The same, once Try again is open: a new prompt to the number chosen, or cash on delivery. */
export const PromptUnconfirmedTryAgain: Story = {
  ...withFunctions(twoLines, {
    mpesa: 'pending',
    promptState: 'unconfirmed',
    retryAfterMs: 0,
    setUp: (fake) => void fake.direct.placeOrder(unconfirmedLong),
  }),
  ...openedOrder(unconfirmedLong),
};

const beingSent = earlierOrder('Ke7PromptSending0001', 'mpesa');
/** The shop is sending the prompt: Check your phone, it is on its way (for a minute). */
export const PromptBeingSent: Story = {
  ...withFunctions(twoLines, {
    mpesa: 'pending',
    promptState: 'sending',
    setUp: (fake) => void fake.direct.placeOrder(beingSent),
  }),
  ...openedOrder(beingSent),
};

const notSent = earlierOrder('Ke7PromptNotSent0001', 'mpesa');
/** The shop stopped while sending the prompt: it never went out, and Try again is open at once. */
export const PromptNotSent: Story = {
  ...withFunctions(twoLines, {
    mpesa: 'pending',
    promptState: 'sending',
    retryAfterMs: 0,
    setUp: (fake) => void fake.direct.placeOrder(notSent),
  }),
  ...openedOrder(notSent),
};

/** An order paid by M-Pesa, then cancelled by the shop: its money is owed back. */
const paidThenCancelled = (request: PlaceOrderRequest) => (fake: FakeFunctions) => {
  fake.direct.placeOrder(request);
  fake.direct.getOrder({ orderId: request.checkoutId, accessToken: request.accessToken });
  fake.cancelOrder(request.checkoutId);
};

const owed = earlierOrder('Ke7RefundDue00000001', 'mpesa');
/** Paid, then cancelled by the shop: Cancelled, and how much will be refunded to M-Pesa. */
export const RefundDue: Story = {
  ...withFunctions(twoLines, { setUp: paidThenCancelled(owed) }),
  ...openedOrder(owed),
};

const refunded = earlierOrder('Ke7Refunded000000001', 'mpesa');
/** All its money went back: Refunded, with how much went back to M-Pesa, and when. */
export const OrderRefunded: Story = {
  ...withFunctions(twoLines, {
    setUp: (fake) => {
      paidThenCancelled(refunded)(fake);
      fake.refundOrder(refunded.checkoutId);
    },
  }),
  ...openedOrder(refunded),
};

/** An order's address opened on a device that did not place it. */
export const OrderNotOnThisDevice: Story = {
  ...withFunctions(twoLines),
  args: { start: '/checkout/order/Xq3Lm9Pa2Rt7Vb5Nc8Wd' },
};

/** The code kept on this device (src/cart/offers/code-storage.ts), for the offers' stories. */
const keptCode = (code: string | null) => [
  () => {
    if (code === null) localStorage.removeItem(codeStorageKey);
    else localStorage.setItem(codeStorageKey, code);
  },
];

/** FRIDAY20 applied and free delivery running: their lines, Delivery `Free`, the total after them. */
export const WithDiscounts: Story = {
  ...withFunctions(twoLines, { offers: [anOfferInUse(), freeDeliveryWeekend] }),
  loaders: keptCode('FRIDAY20'),
};

let discountChangedFake: FakeFunctions | undefined;
const usingUpFriday = {
  ...earlierOrder('Ke7UsedUp00000000001', 'cash-on-delivery'),
  details: {
    ...earlierOrder('Ke7UsedUp00000000001', 'cash-on-delivery').details,
    phone: '0722 000 111',
    discountCode: 'FRIDAY20',
  },
};
/**
 * FRIDAY20 was used up by another order since the cart was priced: the discount change, the new
 * total without it, and Confirm new total to place the order without the code.
 */
export const DiscountChanged: Story = {
  ...withFunctions(twoLines, {
    offers: [anOfferInUse({ usageLimit: 1 })],
    setUp: (fake) => {
      discountChangedFake = fake;
    },
  }),
  loaders: keptCode('FRIDAY20'),
  play: async () => {
    // The cart is priced with the code; then another order takes its last use.
    await screen.findByText('Black Friday (FRIDAY20)');
    discountChangedFake?.direct.placeOrder(usingUpFriday);
    await fillAndPlace('Cash on delivery');
  },
};

const discounted = {
  ...earlierOrder('Ke7Discounted0000001', 'cash-on-delivery'),
  details: {
    ...earlierOrder('Ke7Discounted0000001', 'cash-on-delivery').details,
    discountCode: 'FRIDAY20',
  },
};
/** An order placed with FRIDAY20 and free delivery: each offer's line, and the total after them. */
export const PlacedWithDiscounts: Story = {
  ...withFunctions(twoLines, {
    offers: [anOfferInUse(), freeDeliveryWeekend],
    setUp: (fake) => void fake.direct.placeOrder(discounted),
  }),
  ...openedOrder(discounted),
  loaders: [...openedOrder(discounted).loaders, ...keptCode(null)],
};
