import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { products } from '../../mocks/backend/fixtures/products';
import { testBackend } from '../../mocks/vitest/node-setup';
import { formatKes } from '@model/money';
import type { Product } from '@model/catalog/product';
import { kenyanPhoneMessage } from '@model/kenyan-phone';
import { mpesa, shop } from '@/settings/shop-settings';
import { renderRoute } from '@testing/helpers/render-route';

const catalog = products();
const wholesaleCount = catalog.filter((product) => product.wholesale).length;

/** The catalog product a card shows, found by the id at the end of its link. */
function productOf(card: HTMLElement): Product {
  const href = within(card).getByRole('link').getAttribute('href') ?? '';
  const id = decodeURIComponent(href.split('/').at(-1) ?? '');
  const product = catalog.find((p) => p.id === id);
  if (!product?.wholesale) throw new Error(`${id} is not a wholesale product`);
  return product;
}

const enquiries = () => testBackend.store.list('wholesaleEnquiries');

async function fillEnquiry(phone = '0712 345 678') {
  const user = userEvent.setup();
  // Pasted, not typed key by key: the long texts would take seconds in jsdom.
  const fill = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await fill('Your name', 'Achieng Otieno');
  await fill('Business name', 'Achieng Boutique');
  await user.type(screen.getByLabelText('Phone'), phone);
  await fill('Items and quantities', '30 Ankara dresses, sizes M–XL');
  await fill('Message', 'Delivery to Kisumu, please.');
  return user;
}

// A busy machine renders the lazy page and its cards slowly in jsdom: wait for them longer.
const slowMachine = { timeout: 5000 };

const sendButton = () => screen.getByRole('button', { name: /^(Send enquiry|Sending…)$/ });

describe('wholesale page', { timeout: 20_000 }, () => {
  it('says who it is for and how buying works, with the M-Pesa till', async () => {
    renderRoute('/wholesale');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wholesale' }, slowMachine),
    ).toBeVisible();
    expect(document.title).toBe(`Wholesale clothes, shoes and bags | ${shop.name}`);
    const steps = within(
      screen.getByRole('region', { name: 'How wholesale buying works' }),
    ).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[3]).toHaveTextContent(`Pay by M-Pesa: Buy Goods till ${mpesa.tillNumber}`);
  });

  it('lists the wholesale products a page at a time, each with its price per piece and minimum', async () => {
    renderRoute('/wholesale');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), slowMachine);
    expect(await screen.findByText(`Showing 24 of ${wholesaleCount} products`)).toBeInTheDocument();
    for (const card of screen.getAllByRole('article')) {
      const { price, wholesale } = productOf(card);
      const { unitPrice, minQty } = wholesale!;
      expect(within(card).getByText(`${formatKes(unitPrice)} per piece`)).toBeInTheDocument();
      expect(within(card).getByText(`Minimum ${minQty} pieces`)).toBeInTheDocument();
      expect(within(card).getByText(`Retail price ${formatKes(price)}`)).toBeInTheDocument();
      expect(
        within(card).getByRole('button', {
          name: new RegExp(`^Add to cart: ${minQty} pieces? at wholesale price`),
        }),
      ).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /Add to wishlist/ })).toBeInTheDocument();
    }

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(
      () => expect(screen.getAllByRole('article')).toHaveLength(Math.min(48, wholesaleCount)),
      slowMachine,
    );
  });

  it('adds the minimum quantity to the cart at the wholesale price', async () => {
    const { lists, toasts } = renderRoute('/wholesale');
    const cards = await screen.findAllByRole('article', {}, slowMachine);
    const card = cards.find((c) => productOf(c).stock >= productOf(c).wholesale!.minQty)!;
    const product = productOf(card);
    const { unitPrice, minQty } = product.wholesale!;
    await userEvent.click(
      within(card).getByRole('button', { name: /^Add to cart: .* at wholesale price/ }),
    );
    expect(lists.cart.getSnapshot().context.items).toEqual([
      expect.objectContaining({
        id: product.id,
        price: unitPrice,
        quantity: minQty,
        wholesale: { unitPrice, minQty },
      }),
    ]);
    expect(toasts).toEqual([
      { type: 'success', message: `${product.productName} has been added to the cart!` },
    ]);
  });

  it('cannot add at wholesale what the stock cannot fill, and says so', async () => {
    renderRoute('/wholesale');
    const cards = await screen.findAllByRole('article', {}, slowMachine);
    const short = cards.filter((c) => productOf(c).stock < productOf(c).wholesale!.minQty);
    // The seeded catalog holds such products among the newest; the check needs one.
    expect(short.length).toBeGreaterThan(0);
    for (const card of cards) {
      const { stock, wholesale } = productOf(card);
      const button = within(card).getByRole('button', {
        name: /^Add to cart: .* at wholesale price/,
      });
      if (stock >= wholesale!.minQty) {
        expect(button).toBeEnabled();
      } else {
        expect(button).toBeDisabled();
        expect(card).toHaveTextContent(
          stock === 0 ? 'Out of stock' : `Only ${stock} in stock: send us an enquiry`,
        );
      }
    }
  });

  it('shows Loading while the products are read on a slow connection', async () => {
    testBackend.scenario.set('slow');
    renderRoute('/wholesale');
    // The page itself is there; its products are still on their way.
    await screen.findByRole('heading', { level: 2, name: 'Wholesale prices' }, slowMachine);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), { timeout: 8000 });
  });

  it('says so when no product is on wholesale terms, and points to the enquiry', async () => {
    testBackend.scenario.set('empty-catalog');
    renderRoute('/wholesale');
    expect(
      await screen.findByText(/No products are on wholesale terms right now/, {}, slowMachine),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
  });

  it('shows an error with Retry when the read fails, and Retry reads again', async () => {
    testBackend.scenario.set('catalog-error');
    renderRoute('/wholesale');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'not answering',
    );
    testBackend.scenario.set('default');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), slowMachine);
  });
});

describe('wholesale enquiry', { timeout: 20_000 }, () => {
  it('shows each missing field by its field, puts the cursor on the first, and saves nothing', async () => {
    renderRoute('/wholesale');
    await userEvent.click(await screen.findByRole('button', { name: 'Send enquiry' }, slowMachine));
    expect(await screen.findByText('Enter your name.', {}, slowMachine)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByText('Enter the name of your shop, stall or business.')).toBeVisible();
    expect(screen.getByText('Enter your phone number')).toBeVisible();
    expect(screen.getByText('Tell us which items you want and how many.')).toBeVisible();
    expect(await enquiries()).toHaveLength(0);
  });

  it('refuses a phone number that is not a Kenyan mobile, keeping what was typed', async () => {
    renderRoute('/wholesale');
    await screen.findByRole('button', { name: 'Send enquiry' }, slowMachine);
    const user = await fillEnquiry('0212 345 678');
    await user.click(sendButton());
    expect(await screen.findByText(kenyanPhoneMessage, {}, slowMachine)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).toHaveValue('0212 345 678');
    expect(screen.getByLabelText('Your name')).toHaveValue('Achieng Otieno');
    expect(await enquiries()).toHaveLength(0);
  });

  it('saves the enquiry with the phone as +254…, thanks by name and hands it to WhatsApp', async () => {
    renderRoute('/wholesale');
    await screen.findByRole('button', { name: 'Send enquiry' }, slowMachine);
    const user = await fillEnquiry();
    await user.click(sendButton());

    const thanks = await screen.findByRole(
      'heading',
      { name: 'Thank you, Achieng Otieno!' },
      slowMachine,
    );
    expect(thanks).toHaveFocus();
    const [saved] = await enquiries();
    expect(await enquiries()).toHaveLength(1);
    expect(saved!.fields).toMatchObject({
      name: { stringValue: 'Achieng Otieno' },
      businessName: { stringValue: 'Achieng Boutique' },
      phone: { stringValue: '+254712345678' },
      items: { stringValue: '30 Ankara dresses, sizes M–XL' },
      message: { stringValue: 'Delivery to Kisumu, please.' },
    });
    expect(screen.getByText(`Your reference: ${saved!.name.split('/').at(-1)}`)).toBeVisible();

    const whatsapp = screen.getByRole('link', { name: 'Continue on WhatsApp' });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${shop.phoneDigits}`);
    const text = url.searchParams.get('text');
    for (const part of [
      'Name: Achieng Otieno',
      'Business: Achieng Boutique',
      'Phone: +254712345678',
      'Items and quantities: 30 Ankara dresses, sizes M–XL',
      'Message: Delivery to Kisumu, please.',
    ]) {
      expect(text).toContain(part);
    }

    await user.click(screen.getByRole('button', { name: 'Send another enquiry' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
  });

  it('sends once however often Send is pressed while sending', async () => {
    testBackend.scenario.set('slow');
    renderRoute('/wholesale');
    await screen.findByRole('button', { name: 'Send enquiry' }, slowMachine);
    const user = await fillEnquiry();
    await user.click(sendButton());
    expect(sendButton()).toHaveTextContent('Sending…');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(sendButton());
    await user.click(sendButton());
    await screen.findByRole('heading', { name: /Thank you/ }, { timeout: 5000 });
    expect(await enquiries()).toHaveLength(1);
  });

  it('says why a send failed, keeps the fields, and Retry saves exactly one', async () => {
    testBackend.scenario.set('write-error');
    renderRoute('/wholesale');
    await screen.findByRole('button', { name: 'Send enquiry' }, slowMachine);
    const user = await fillEnquiry();
    await user.click(sendButton());
    const failure = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(failure).toHaveTextContent('Our shop is not answering right now.');
    expect(screen.getByLabelText('Items and quantities')).toHaveValue(
      '30 Ankara dresses, sizes M–XL',
    );
    expect(await enquiries()).toHaveLength(0);

    testBackend.scenario.set('default');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, Achieng Otieno!' }, slowMachine),
    ).toBeVisible();
    expect(await enquiries()).toHaveLength(1);
  });
});
