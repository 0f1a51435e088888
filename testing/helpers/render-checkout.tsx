import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { toCartItem } from '../../machines/shopping-list/shopping-list.machine';
import type { CartItem } from '../../machines/shopping-list/types';
import { products } from '../../mocks/backend/fixtures/products';
import {
  createFakeFunctions,
  type FakeFunctions,
  type FakeMpesaOutcome,
} from '../../mocks/browser/functions/callables';
import { testBackend } from '../../mocks/vitest/node-setup';
import type { PlaceOrderRequest } from '@model/order/request';
import type { OfferInUse } from '@model/offer/pricing';
import { orderAccessKey } from '@/checkout/order-access-storage';
import { fakeAccountServices, type FakeAccountOptions } from './account/fake-account-services';
import { renderAccountApp } from './account/render-account-route';

export type User = ReturnType<typeof userEvent.setup>;

/** Seeded products with stock for a few of each and no wholesale terms. */
export const catalog = products().filter((product) => product.stock >= 3 && !product.wholesale);
export const shirt = catalog[0]!;
export const bag = catalog[1]!;
export const twoLines = (): CartItem[] => [shirt, bag].map((product) => toCartItem(product));

/**
 * The real app at `entry` with this cart, the account services in memory, and the order
 * functions answered by their fake (mocks/browser/functions/callables.ts) through the callable protocol.
 */
export function openCheckout(
  entry = '/checkout',
  {
    cart = twoLines(),
    mpesa = 'paid',
    callbackAfterChecks = 0,
    callsPerMinute,
    account = {},
    offers,
    setUp,
  }: {
    cart?: CartItem[];
    mpesa?: FakeMpesaOutcome;
    /** getOrder calls M-Pesa's answer takes to arrive. */
    callbackAfterChecks?: number;
    /** The functions' rate limit, when a test is about it. */
    callsPerMinute?: number;
    account?: FakeAccountOptions;
    /** The offers the shop runs, when a test is about them. */
    offers?: OfferInUse[];
    setUp?: (fake: FakeFunctions) => void;
  } = {},
) {
  window.localStorage.setItem('cart', JSON.stringify(cart));
  const fake = createFakeFunctions({
    products: products(),
    mpesa,
    callbackAfterChecks,
    callsPerMinute,
    offers,
  });
  setUp?.(fake);
  testBackend.server.use(...fake.handlers);
  const backend = fakeAccountServices(account);
  return { fake, ...backend, ...renderAccountApp(entry, backend.services) };
}

export async function fillGuestDetails(
  user: User,
  {
    phone = '0712 345 678',
    delivery = /Delivery within Nairobi/,
  }: { phone?: string; delivery?: RegExp } = {},
) {
  await user.type(await screen.findByLabelText('Full name'), 'Wanjiku Kamau');
  await user.type(screen.getByLabelText('Phone'), phone);
  await user.selectOptions(screen.getByLabelText('County'), 'Nairobi');
  await user.type(screen.getByLabelText('Town or area'), 'Westlands');
  await user.type(screen.getByLabelText('Delivery address'), 'Mpaka Road, House 4');
  await user.click(screen.getByRole('radio', { name: delivery }));
}

export const placeOrderButton = () => screen.getByRole('button', { name: 'Place order' });

/** An order placed on this device earlier: in the fake, and its token in this browser. */
export function placedEarlier(
  fake: FakeFunctions,
  {
    checkoutId = 'PlacedEarlier0000001',
    paymentMethod = 'mpesa',
    deliveryOption = 'nairobi-delivery',
    cartHeld = false,
    owner = null,
    keptOnThisDevice = true,
  }: {
    checkoutId?: string;
    paymentMethod?: string;
    deliveryOption?: string;
    cartHeld?: boolean;
    /** The signed-in shopper who placed it; a guest's by default. */
    owner?: string | null;
    /** Whether this device kept the order's token (placed here, not on another phone). */
    keptOnThisDevice?: boolean;
  } = {},
) {
  const request: PlaceOrderRequest = {
    checkoutId,
    accessToken: 'an-access-token-kept-on-this-device-0000000',
    lines: [
      {
        id: shirt.id,
        size: null,
        colour: null,
        quantity: 1,
        mode: 'retail',
        unitPrice: shirt.price,
        productName: shirt.productName,
      },
    ],
    details: {
      fullName: 'Wanjiku Kamau',
      phone: '0712 345 678',
      email: '',
      county: 'Nairobi',
      town: 'Westlands',
      address: 'Mpaka Road, House 4',
      deliveryOption,
      paymentMethod,
      mpesaPhone: '0712 345 678',
    },
  };
  fake.direct.placeOrder(request, owner);
  if (keptOnThisDevice) {
    window.localStorage.setItem(
      orderAccessKey,
      JSON.stringify([{ orderId: request.checkoutId, accessToken: request.accessToken, cartHeld }]),
    );
  }
  return { orderId: request.checkoutId, accessToken: request.accessToken };
}

/**
 * An M-Pesa order someone else placed (delivery phone `0733 000 00{n}`), its prompt sent to
 * `mpesaPhone`: what the limit on prompts to one number counts.
 */
export function promptedEarlier(fake: FakeFunctions, n: number, mpesaPhone: string) {
  // The best-stocked product, so the shopper's own cart is still in stock.
  const [stocked] = [...catalog].sort((a, b) => b.stock - a.stock);
  const request: PlaceOrderRequest = {
    checkoutId: `PromptedEarlier0000${n}`,
    accessToken: 'someone-elses-access-token-000000000000000',
    lines: [
      {
        id: stocked!.id,
        size: null,
        colour: null,
        quantity: 1,
        mode: 'retail',
        unitPrice: stocked!.price,
        productName: stocked!.productName,
      },
    ],
    details: {
      fullName: 'Otieno Ouma',
      phone: `0733 000 00${n}`,
      email: '',
      county: 'Nairobi',
      town: 'Kilimani',
      address: 'Argwings Kodhek Road',
      deliveryOption: 'nairobi-delivery',
      paymentMethod: 'mpesa',
      mpesaPhone,
    },
  };
  fake.direct.placeOrder(request);
}
