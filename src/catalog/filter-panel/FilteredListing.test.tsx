import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../../mocks/backend/fixtures/products';
import { ShoppingListsProvider } from '@/cart/use-shopping-lists';
import { createShoppingLists } from '@/cart/use-shopping-lists';
import { FilteredListing } from './FilteredListing';

const catalog = products();
const lists = createShoppingLists({ notify: () => undefined });
afterEach(() => lists.stop());

/** Shows the URL query and offers the browser's Back, as a shopper has them. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderListing(search = '') {
  return render(
    <ShoppingListsProvider lists={lists}>
      <MemoryRouter initialEntries={[`/shop${search}`]}>
        <Routes>
          <Route
            path="/shop"
            element={
              <>
                <FilteredListing />
                <Browser />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ShoppingListsProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' });
const showing = (count: number) => `Showing ${Math.min(24, count)} of ${count} products`;
/** The brand is the first line of a product card. */
const brandsShown = () =>
  screen.getAllByRole('article').map((card) => card.querySelector('p')?.textContent);
const pricesShown = () =>
  screen.getAllByRole('article').map((card) =>
    Number(
      within(card)
        // The price, not a reduced product's struck was price.
        .getByText(/^KES /, { selector: 'p' })
        .textContent?.replace(/[^\d.]/g, ''),
    ),
  );

// Each test reads the catalog several times; a busy two-core test machine needs the time.
describe('the listing filters', { timeout: 10_000 }, () => {
  it('applies a brand chosen from its select and puts it in the URL', async () => {
    renderListing();
    await screen.findByText(showing(catalog.length));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Nike');
    const nike = catalog.filter((p) => p.brand === 'Nike');
    expect(await screen.findByText(showing(nike.length))).toBeInTheDocument();
    expect(new Set(brandsShown())).toEqual(new Set(['Nike']));
    expect(address()).toHaveTextContent('?brand=Nike');
    expect(screen.getByRole('button', { name: 'Remove filter: Brand Nike' })).toBeInTheDocument();
  });

  it('reads a shared link: filters, sort and chips as it names them', async () => {
    renderListing('?category=Men&size=L&sort=price-asc');
    const expected = catalog.filter(
      (p) => p.category === 'Men' && p.sizes.includes('L') && !p.unavailableSizes.includes('L'),
    );
    expect(await screen.findByText(showing(expected.length))).toBeInTheDocument();
    const prices = pricesShown();
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Men');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('L');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(
      within(screen.getByRole('list', { name: 'Active filters' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Remove filter: Category Men×', 'Remove filter: Size L×']);
  });

  it('applies a price range with Apply filters, prices inclusive', async () => {
    renderListing();
    await screen.findByText(showing(catalog.length));
    await userEvent.type(screen.getByRole('textbox', { name: 'Min price (KES)' }), '1,000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max price (KES)' }), '2500');
    expect(address()).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const inRange = catalog.filter((p) => p.priceValue >= 1000 && p.priceValue <= 2500);
    expect(await screen.findByText(showing(inRange.length))).toBeInTheDocument();
    expect(address()).toHaveTextContent('?min=1000&max=2500');
    expect(
      screen.getByRole('button', { name: 'Remove filter: Min price KES 1,000' }),
    ).toBeVisible();
  });

  it('refuses a price that is not an amount, keeping what was typed', async () => {
    renderListing();
    await screen.findByText(showing(catalog.length));
    const min = screen.getByRole('textbox', { name: 'Min price (KES)' });
    await userEvent.type(min, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the min price in shillings, e.g. 1500.',
    );
    expect(min).toHaveValue('abc');
    expect(min).toHaveAccessibleDescription('Enter the min price in shillings, e.g. 1500.');
    expect(address()).toHaveTextContent('');
  });

  it('refuses a max price below the min price', async () => {
    renderListing();
    await screen.findByText(showing(catalog.length));
    await userEvent.type(screen.getByRole('textbox', { name: 'Min price (KES)' }), '5000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max price (KES)' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a max price no lower than the min price.',
    );
  });

  it('keeps a typed price when a select applies, and applies it with the next Apply', async () => {
    renderListing();
    await screen.findByText(showing(catalog.length));
    const max = screen.getByRole('textbox', { name: 'Max price (KES)' });
    await userEvent.type(max, '3000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Black');
    await waitFor(() => expect(address()).toHaveTextContent('?colour=Black'));
    expect(max).toHaveValue('3000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(address()).toHaveTextContent('?max=3000&colour=Black'));
  });

  it('removes one filter by its chip, and Clear filters removes all but the sort', async () => {
    renderListing('?brand=Adidas&colour=Black&sort=name');
    await screen.findByRole('button', { name: 'Remove filter: Colour Black' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Colour Black' }));
    await waitFor(() => expect(address()).toHaveTextContent('?brand=Adidas&sort=name'));
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toHaveTextContent('?sort=name'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(await screen.findByText(showing(catalog.length))).toBeInTheDocument();
  });

  it('goes back to the previous filters with the browser’s Back', async () => {
    renderListing('?brand=Nike');
    await screen.findByRole('button', { name: 'Remove filter: Brand Nike' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Puma');
    await waitFor(() => expect(address()).toHaveTextContent('?brand=Puma'));
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address()).toHaveTextContent('?brand=Nike'));
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Nike');
    const nike = catalog.filter((p) => p.brand === 'Nike');
    expect(await screen.findByText(showing(nike.length))).toBeInTheDocument();
  });

  it('tells what a malformed link asked for, and lists products anyway', async () => {
    renderListing('?min=abc&size=XXXXL&sort=bogus&brand=Nike');
    const note = screen.getByRole('status', { name: '' });
    expect(note).toHaveTextContent('Part of this link could not be used:');
    expect(note).toHaveTextContent('Size “XXXXL” is not one of our sizes, so it was ignored.');
    expect(note).toHaveTextContent(
      'Min price “abc” is not an amount in shillings, so it was ignored.',
    );
    expect(note).toHaveTextContent('Sort “bogus” is not one we offer, so the newest come first.');
    const nike = catalog.filter((p) => p.brand === 'Nike');
    expect(await screen.findByText(showing(nike.length))).toBeInTheDocument();
  });

  it('says when nothing matches, beside Clear filters', async () => {
    renderListing('?brand=Gucci&max=1000');
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('folds the form behind a Filters button that tells how many are active', async () => {
    renderListing('?brand=Nike&size=M');
    const toggle = screen.getByRole('button', { name: 'Filters, 2 active' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    expect(form).toHaveAttribute('data-state', 'closed');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(form).toHaveAttribute('data-state', 'open');
  });

  it('makes the folded form’s fields on a phone only once it is opened, keeping typed prices', async () => {
    const screens = new Set<() => void>();
    let wide = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 640px)' && wide;
      },
      addEventListener: (_: string, listener: () => void) => screens.add(listener),
      removeEventListener: (_: string, listener: () => void) => screens.delete(listener),
    }));
    try {
      renderListing();
      const form = screen.getByRole('form', { name: 'Filters' });
      const toggle = screen.getByRole('button', { name: 'Filters' });
      expect(within(form).queryByRole('combobox')).toBeNull();
      await userEvent.click(toggle);
      await userEvent.type(within(form).getByRole('textbox', { name: 'Min price (KES)' }), '500');
      await userEvent.click(toggle);
      expect(within(form).queryByRole('textbox')).toBeNull();
      await userEvent.click(toggle);
      expect(within(form).getByRole('textbox', { name: 'Min price (KES)' })).toHaveValue('500');
      await userEvent.click(toggle);
      // Turned to landscape, wider than a phone: the form shows beside the listing.
      wide = true;
      act(() => screens.forEach((changed) => changed()));
      expect(within(form).getByRole('combobox', { name: 'Brand' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers the sub-categories of the chosen category only', async () => {
    renderListing();
    const subCategory = screen.getByRole('combobox', { name: 'Sub-category' });
    expect(subCategory).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Bags');
    await waitFor(() => expect(subCategory).toBeEnabled());
    expect(
      within(subCategory)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All sub-categories', 'Men', 'Ladies', 'Luggage', 'Kids']);
    await userEvent.selectOptions(subCategory, 'Luggage');
    await waitFor(() => expect(address()).toHaveTextContent('?category=Bags&subCategory=Luggage'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Shoes');
    await waitFor(() => expect(address()).toHaveTextContent('?category=Shoes'));
  });
});
