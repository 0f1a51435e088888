import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { answerCallable, CallableRefusal } from '@testing/helpers/back-office';
import { amina, baraka } from '@testing/fixtures/staff';

// Staff read the product and its History through the Firestore emulator, judged by
// firestore.rules; the callables are answered here (the real ones are tested in functions/test).
const withEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

const dressId = 'staffTestDress';
const photo = (name: string, productId = dressId) => ({
  downloadURL: `https://photos.example/products/${productId}/${name}-640.webp`,
  name,
});

const dress = {
  productName: 'Ankara wrap dress',
  price: '2500',
  priceValue: 2500,
  category: 'Ladies',
  subCategory: 'Dresses',
  brand: 'Mtindo',
  description: 'A wrap dress in Ankara print.',
  sizes: ['S', 'M'],
  unavailableSizes: [],
  colours: ['Red'],
  unavailableColours: [],
  tags: [],
  image: [photo('front'), photo('back')],
  stock: 6,
  variantStock: { 'S|Red': 3, 'M|Red': 3 },
  wholesale: { unitPrice: '2000', minQty: 6 },
  createdAt: new Date('2025-04-01T07:00:00Z'),
  featured: false,
  topSeller: false,
};

beforeEach(async () => {
  await testBackend.store.seed({
    products: [{ id: dressId, data: dress }],
    [`products/${dressId}/events`]: [
      {
        id: 'event-1',
        data: { kind: 'created', at: new Date('2025-04-01T07:00:00Z'), by: amina, changes: {} },
      },
      {
        id: 'event-2',
        data: {
          kind: 'updated',
          at: new Date('2025-04-02T07:00:00Z'),
          by: baraka,
          changes: { price: { from: '2800', to: '2500' }, priceValue: { from: 2800, to: 2500 } },
        },
      },
    ],
  });
  await signInAs('staff');
}, 30_000);

afterEach(() => signOut());

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

const textbox = (name: string) => screen.getByRole('textbox', { name });

/** The History's entries, each a list item holding its own list of changes. */
const entries = (history: HTMLElement) =>
  within(history)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === history);

/** The server's record of a change, as the callable writes it in its transaction. */
const recordEvent = (productId: string, id: string, data: Record<string, unknown>) =>
  testBackend.store.put(`products/${productId}/events`, id, {
    at: new Date(),
    by: baraka,
    ...data,
  });

describe.skipIf(!withEmulator)('a product’s page', () => {
  it('shows the product in its form, and whether it is in the shop', async () => {
    renderRoute(`/staff/products/${dressId}`);
    await heading('Ankara wrap dress');
    expect(textbox('Name')).toHaveValue('Ankara wrap dress');
    expect(textbox('Price (KES)')).toHaveValue('2500');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Ladies');
    expect(screen.getByRole('combobox', { name: 'Sub-category' })).toHaveValue('Dresses');
    expect(textbox('Sizes')).toHaveValue('S, M');
    expect(textbox('Wholesale price (KES)')).toHaveValue('2000');
    expect(textbox('Wholesale minimum')).toHaveValue('6');
    expect(textbox('Wholesale most per order')).toHaveValue('');
    expect(screen.getByLabelText('Photos')).toHaveAttribute('type', 'file');
    const photos = screen.getByRole('list', { name: 'Product photos' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['front', 'back']);
    expect(within(photos).getAllByRole('img')[0]).toHaveAttribute(
      'srcset',
      expect.stringContaining('front-320.webp 320w'),
    );
    expect(screen.getByRole('button', { name: 'Hide from shop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change units on the Stock page' })).toHaveAttribute(
      'href',
      `/staff/stock/${dressId}`,
    );
    await expectNoAxeViolations();
  });

  it('saves the form as typed, and says Saved', async () => {
    const calls = answerCallable('saveProduct', () => ({ productId: dressId }));
    renderRoute(`/staff/products/${dressId}`);
    await heading('Ankara wrap dress');
    await userEvent.clear(textbox('Price (KES)'));
    await userEvent.type(textbox('Price (KES)'), '2700');
    await userEvent.type(textbox('Was price (KES)'), '3200');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/Saved/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        productId: dressId,
        draft: {
          name: 'Ankara wrap dress',
          price: '2700',
          wasPrice: '3200',
          category: 'Ladies',
          subCategory: 'Dresses',
          brand: 'Mtindo',
          description: 'A wrap dress in Ankara print.',
          sizes: 'S, M',
          colours: 'Red',
          wholesalePrice: '2000',
          wholesaleMinimum: '6',
          wholesaleMaximum: '',
          images: [photo('front'), photo('back')],
        },
      },
    ]);
  });

  it('saves a wholesale most per order, refusing one below the minimum in the schema’s words', async () => {
    const calls = answerCallable('saveProduct', () => ({ productId: dressId }));
    renderRoute(`/staff/products/${dressId}`);
    await heading('Ankara wrap dress');
    const most = textbox('Wholesale most per order');
    expect(most).toHaveAccessibleDescription(
      'Optional: the most units one cash on delivery order takes, up to 10,000. Empty: 500.',
    );
    await userEvent.type(most, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    const refused = await screen.findByText(
      'The most per order must be at least the wholesale minimum.',
    );
    expect(refused).toHaveAttribute('role', 'alert');
    expect(most).toHaveFocus();
    expect(most).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    await expectNoAxeViolations();

    await userEvent.clear(most);
    await userEvent.type(most, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/Saved/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls).toEqual([
      { productId: dressId, draft: expect.objectContaining({ wholesaleMaximum: '40' }) },
    ]);
  });

  it('lists every change, who made it and when, newest first, and reads them again after a change', async () => {
    answerCallable('saveProduct', async () => {
      await recordEvent(dressId, 'event-3', {
        kind: 'updated',
        changes: { price: { from: '2500', to: '2700' }, wasPrice: { from: null, to: '3200' } },
      });
      return { productId: dressId };
    });
    renderRoute(`/staff/products/${dressId}`);
    await heading('Ankara wrap dress');
    const history = screen.getByRole('list', { name: 'History' });
    const [changed, created] = entries(history);
    expect(changed).toHaveTextContent('Changed');
    expect(changed).toHaveTextContent('Baraka Mwangi');
    expect(changed).toHaveTextContent('Price (KES): KES 2,800 → KES 2,500');
    expect(changed).not.toHaveTextContent('priceValue');
    expect(created).toHaveTextContent('Created');
    expect(created).toHaveTextContent('Amina Hassan');
    await expectNoAxeViolations();

    await userEvent.clear(textbox('Price (KES)'));
    await userEvent.type(textbox('Price (KES)'), '2700');
    await userEvent.type(textbox('Was price (KES)'), '3200');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(entries(history)[0]).toHaveTextContent('Price (KES): KES 2,500 → KES 2,700'),
    );
    expect(entries(history)[0]).toHaveTextContent('Was price (KES): none → KES 3,200');
  });

  it('marks which colour each photo shows, from the colours as typed, and the History says so', async () => {
    const calls = answerCallable('saveProduct', async () => {
      await recordEvent(dressId, 'event-3', {
        kind: 'updated',
        changes: {
          colours: { from: ['Red'], to: ['Red', 'Navy'] },
          image: { from: dress.image, to: [photo('front'), { ...photo('back'), colour: 'Navy' }] },
        },
      });
      return { productId: dressId };
    });
    renderRoute(`/staff/products/${dressId}`);
    await heading('Ankara wrap dress');
    const back = screen.getByRole('combobox', { name: 'Colour in photo 2' });
    expect(back).toHaveValue('');
    expect(
      within(back)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any colour', 'Red']);
    await userEvent.type(textbox('Colours'), ', Navy');
    await userEvent.selectOptions(back, 'Navy');
    expect(screen.getByRole('combobox', { name: 'Colour in photo 1' })).toHaveValue('');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/Saved/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        productId: dressId,
        draft: expect.objectContaining({
          colours: 'Red, Navy',
          images: [photo('front'), { ...photo('back'), colour: 'Navy' }],
        }),
      },
    ]);
    const history = screen.getByRole('list', { name: 'History' });
    await waitFor(() =>
      expect(entries(history)[0]).toHaveTextContent('Photos: 2 photos → 2 photos; photo 2 Navy'),
    );
  });

  it('names each field to correct, takes the focus there, and saves nothing', async () => {
    const calls = answerCallable('saveProduct', () => ({ productId: dressId }));
    renderRoute(`/staff/products/${dressId}`);
    await heading('Ankara wrap dress');
    await userEvent.clear(textbox('Name'));
    await userEvent.clear(textbox('Wholesale minimum'));
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Enter the product’s name.')).toHaveAttribute('role', 'alert');
    expect(
      screen.getByText('Set the wholesale price and the wholesale minimum together, or neither.'),
    ).toHaveAttribute('role', 'alert');
    expect(textbox('Wholesale minimum')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Name')).toHaveFocus();
    expect(textbox('Name')).toHaveAccessibleDescription('Enter the product’s name.');
    expect(calls).toEqual([]);
    await expectNoAxeViolations();
  });

  it('shows the server’s refusal in its words, and keeps what was typed', async () => {
    answerCallable(
      'saveProduct',
      () => new CallableRefusal('INVALID_ARGUMENT', 'Brand: keep the brand under 60 characters.'),
    );
    renderRoute(`/staff/products/${dressId}`);
    await heading('Ankara wrap dress');
    await userEvent.type(textbox('Brand'), ' Kenya');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(
      await screen.findByText(/^Brand: keep the brand under 60 characters\./, undefined, {
        timeout: 10_000,
      }),
    ).toHaveTextContent('Brand: keep the brand under 60 characters. Nothing was saved.');
    expect(screen.getByText(/^Brand: keep/)).toHaveAttribute('role', 'alert');
    expect(textbox('Brand')).toHaveValue('Mtindo Kenya');
    expect(screen.queryByText(/Saved/)).toBeNull();
  });

  it('hides the product from the shop and shows it again', async () => {
    const calls = answerCallable('setProductHidden', (data) => ({
      hidden: (data as { hidden: boolean }).hidden,
    }));
    renderRoute(`/staff/products/${dressId}`);
    await heading('Ankara wrap dress');
    await userEvent.click(screen.getByRole('button', { name: 'Hide from shop' }));
    const show = await screen.findByRole('button', { name: 'Show in shop' }, { timeout: 10_000 });
    expect(screen.getByText(/^Hidden: shoppers cannot find it/)).toBeInTheDocument();
    await userEvent.click(show);
    await screen.findByRole('button', { name: 'Hide from shop' }, { timeout: 10_000 });
    expect(calls).toEqual([
      { productId: dressId, hidden: true },
      { productId: dressId, hidden: false },
    ]);
  });

  it('names a refused photo in an alert and keeps everything else as it was', async () => {
    const calls = answerCallable(
      'uploadProductPhoto',
      () =>
        new CallableRefusal('INVALID_ARGUMENT', 'The photo is under 400 px on its shortest side.'),
    );
    renderRoute(`/staff/products/${dressId}`);
    await heading('Ankara wrap dress');
    await userEvent.upload(
      screen.getByLabelText('Photos'),
      new File(['tiny'], 'tiny.png', { type: 'image/png' }),
    );
    const refused = await screen.findByText(/^tiny\.png was not added/, undefined, {
      timeout: 10_000,
    });
    expect(refused).toHaveTextContent(
      'tiny.png was not added: The photo is under 400 px on its shortest side.',
    );
    expect(refused.closest('[role="alert"]')).not.toBeNull();
    expect(calls).toMatchObject([{ productId: dressId, fileName: 'tiny.png', data: 'dGlueQ==' }]);
    expect(
      within(screen.getByRole('list', { name: 'Product photos' })).getAllByRole('img'),
    ).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss tiny.png' }));
    expect(screen.queryByText(/^tiny\.png was not added/)).toBeNull();
    expect(screen.getByLabelText('Photos')).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('says so when there is no such product', async () => {
    renderRoute('/staff/products/no-such-product');
    await heading('Product not found');
  });
});

describe.skipIf(!withEmulator)('a new product', () => {
  it('uploads its photos under the id it opened with, then is saved and moves to its address', async () => {
    const uploads = answerCallable('uploadProductPhoto', (data) => {
      const { productId } = data as { productId: string };
      return { image: photo('kikoi-front', productId) };
    });
    const saves = answerCallable('saveProduct', (data) => ({
      productId: (data as { productId: string }).productId,
    }));
    const view = renderRoute('/staff/products/new');
    await heading('New product');
    expect(screen.queryByRole('button', { name: 'Hide from shop' })).toBeNull();
    await userEvent.type(textbox('Name'), 'Kikoi beach scarf');
    await userEvent.type(textbox('Price (KES)'), '1200');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      'Accessories',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sub-category' }),
      'Scarves',
    );
    await userEvent.type(textbox('Brand'), 'Mtindo');
    await userEvent.type(textbox('Colours'), 'Blue, Orange');
    await userEvent.upload(
      screen.getByLabelText('Photos'),
      new File(['photo'], 'kikoi.jpg', { type: 'image/jpeg' }),
    );
    const photos = await screen.findByRole('list', { name: 'Product photos' }, { timeout: 10_000 });
    expect(within(photos).getByRole('img', { name: 'kikoi-front' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/Saved/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    const { productId } = uploads[0] as { productId: string };
    expect(productId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(saves).toMatchObject([
      {
        productId,
        draft: {
          name: 'Kikoi beach scarf',
          price: '1200',
          category: 'Accessories',
          subCategory: 'Scarves',
          colours: 'Blue, Orange',
          images: [photo('kikoi-front', productId)],
        },
      },
    ]);
    await heading('Kikoi beach scarf');
    // The router moves to the new address in a transition of its own, a render after the save.
    await waitFor(() => expect(view.currentPath()).toBe(`/staff/products/${productId}`));
    expect(screen.getByText(/Saved/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide from shop' })).toBeInTheDocument();
  });

  it('opens with a fresh id each time', async () => {
    const uploads = answerCallable('uploadProductPhoto', () => ({ image: photo('x') }));
    renderRoute('/staff/products/new');
    await heading('New product');
    const choose = () =>
      userEvent.upload(
        screen.getByLabelText('Photos'),
        new File(['photo'], 'x.jpg', { type: 'image/jpeg' }),
      );
    await choose();
    await waitFor(() => expect(uploads).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    await userEvent.click(await screen.findByRole('link', { name: 'New product' }));
    await heading('New product');
    expect(screen.queryByRole('list', { name: 'Product photos' })).toBeNull();
    await choose();
    await waitFor(() => expect(uploads).toHaveLength(2));
    const [first, second] = uploads as Array<{ productId: string }>;
    expect(second!.productId).not.toBe(first!.productId);
  });
});
