import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatKes } from '@model/money';
import type { OfferInUse } from '@model/offer/pricing';
import { anOfferInUse, freeDeliveryWeekend, weekendSale } from '@testing/fixtures/offers';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { bag, openCheckout, shirt } from '@testing/helpers/render-checkout';
import { codeStorageKey } from './code-storage';

const friday = anOfferInUse();
const weekend = weekendSale;
const freeDelivery = freeDeliveryWeekend;

const subtotal = Number(shirt.price) + Number(bag.price);
/** 20 % off, rounded up to whole shillings in the shopper's favour (model/offer/pricing.ts). */
const fridayOff = Math.ceil((subtotal * 20) / 100);

async function openCart(offers: OfferInUse[], entry = '/about-us') {
  const user = userEvent.setup();
  const app = openCheckout(entry, { offers });
  await user.click(await screen.findByRole('button', { name: /^Cart/ }));
  const panel = await screen.findByRole('dialog', { name: 'Shopping cart' });
  return { user, panel, ...app };
}

const priceCartCodes = (fake: ReturnType<typeof openCheckout>['fake']) =>
  fake.callsTo('priceCart').map((call) => (call.data as { code: string | null }).code);

describe('the cart panel’s offers', () => {
  it('shows an automatic offer by itself, marked so, with the Total it leaves', async () => {
    const { panel } = await openCart([weekend]);
    expect(await within(panel).findByText('−KES 500')).toBeVisible();
    expect(within(panel).getByText('Weekend sale')).toHaveTextContent(
      'Weekend sale Applied automatically',
    );
    expect(within(panel).getByText('Subtotal').nextElementSibling).toHaveTextContent(
      formatKes(subtotal),
    );
    expect(within(panel).getByText('Total').nextElementSibling).toHaveTextContent(
      formatKes(subtotal - 500),
    );
  });

  it('Apply: the code’s line, named with the code, and the Total; the code is kept on the device', async () => {
    const { user, panel } = await openCart([friday]);
    expect(within(panel).queryByText('Total')).toBeNull();
    await user.type(within(panel).getByLabelText('Discount code'), 'friday20');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));

    expect(await within(panel).findByText('Black Friday (FRIDAY20)')).toBeVisible();
    expect(within(panel).getByText(`−${formatKes(fridayOff)}`)).toBeVisible();
    expect(within(panel).getByText('Total').nextElementSibling).toHaveTextContent(
      formatKes(subtotal - fridayOff),
    );
    expect(within(panel).getByRole('button', { name: 'Remove code FRIDAY20' })).toBeVisible();
    expect(localStorage.getItem(codeStorageKey)).toBe('FRIDAY20');
    await expectNoAxeViolations();
  });

  it('a refused code: the server’s reason under the field, announced and tied to it; what was typed stays', async () => {
    const { user, panel } = await openCart([friday]);
    const field = within(panel).getByLabelText('Discount code');
    await user.type(field, 'SUMMER5');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('We do not know the code SUMMER5: check how it is spelt.');
    expect(field).toHaveAccessibleDescription(
      'We do not know the code SUMMER5: check how it is spelt.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('SUMMER5');
    expect(within(panel).queryByRole('button', { name: /^Remove code/ })).toBeNull();
    expect(localStorage.getItem(codeStorageKey)).toBeNull();
    await expectNoAxeViolations();
  });

  it('an empty code is refused with a clear message, without asking the server', async () => {
    const { user, panel, fake } = await openCart([friday]);
    await waitFor(() => expect(fake.callsTo('priceCart')).toHaveLength(1));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Enter a discount code.');
    expect(priceCartCodes(fake)).toEqual([null]);
  });

  it('Remove takes the code and its line away', async () => {
    localStorage.setItem(codeStorageKey, 'FRIDAY20');
    const { user, panel } = await openCart([friday]);
    await user.click(await within(panel).findByRole('button', { name: 'Remove code FRIDAY20' }));
    await waitFor(() => expect(within(panel).queryByText('Black Friday (FRIDAY20)')).toBeNull());
    expect(within(panel).getByLabelText('Discount code')).toHaveValue('');
    expect(localStorage.getItem(codeStorageKey)).toBeNull();
  });

  it('free delivery shows before a delivery is chosen', async () => {
    const { panel } = await openCart([freeDelivery]);
    expect(await within(panel).findByText('Free with Free delivery weekend')).toBeVisible();
    expect(within(panel).queryByText('Total')).toBeNull();
  });
});

describe('a link carrying ?code=', () => {
  it('adds the code to the cart, says so, and leaves the address without it', async () => {
    const user = userEvent.setup();
    const app = openCheckout('/about-us?ref=whatsapp&code=friday20', { offers: [friday] });
    expect(await screen.findByText('Discount code FRIDAY20 added to your cart')).toBeVisible();
    expect(app.address()).toBe('/about-us?ref=whatsapp');
    await user.click(screen.getByRole('button', { name: /^Cart/ }));
    const panel = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(await within(panel).findByText('Black Friday (FRIDAY20)')).toBeVisible();
  });

  it('a code refused says why in a toast', async () => {
    openCheckout('/about-us?code=SUMMER5', { offers: [friday] });
    expect(
      await screen.findByText('We do not know the code SUMMER5: check how it is spelt.'),
    ).toBeVisible();
  });

  it('a malformed code says so, and nothing else happens', async () => {
    const app = openCheckout('/about-us?code=%3Cscript%3E', { offers: [friday] });
    expect(await screen.findByText('A discount code is 3 to 20 letters and digits.')).toBeVisible();
    expect(app.address()).toBe('/about-us');
    expect(priceCartCodes(app.fake)).not.toContain('<SCRIPT>');
    expect(localStorage.getItem(codeStorageKey)).toBeNull();
  });
});
