import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { shop } from '@/settings/shop-settings';
import { Footer } from './Footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

function group(name: string) {
  return within(screen.getByRole('navigation', { name }));
}

/** The group's links, in order, as [text, href] pairs. */
function linksOf(groupName: string) {
  return group(groupName)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('footer', () => {
  it('is the page footer, with the shop name and what the shop is', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(shop.name)).toBeInTheDocument();
    expect(
      within(footer).getByText(/a convenient ecommerce platform for clothes shopping in Kenya/),
    ).toBeInTheDocument();
  });

  it('gives every group a level 2 heading', () => {
    renderFooter();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Quick Links',
      'Brands',
      'Categories',
      'Top Sellers',
      'Contact',
      'Find us',
    ]);
  });

  it('links the quick links to their pages', () => {
    renderFooter();
    expect(linksOf('Quick Links')).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Wholesale', '/wholesale'],
      ['About us', '/about-us'],
      ['Contact', '/contact'],
      ['Refunds and Returns', '/refunds-and-returns'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('links each brand to its search, and More to the shop', () => {
    renderFooter();
    expect(linksOf('Brands')).toEqual([
      ['adidas', '/search/adidas'],
      ['Gucci', '/search/gucci'],
      ['Nike', '/search/nike'],
      ['Champion', '/search/champion'],
      ['More', '/shop'],
    ]);
  });

  it('links each category under /product-category/{category}', () => {
    renderFooter();
    expect(linksOf('Categories')).toEqual([
      ['Men', '/product-category/men'],
      ['Ladies', '/product-category/ladies'],
      ['Girls', '/product-category/girls'],
      ['Boys', '/product-category/boys'],
      ['Shoes', '/product-category/shoes'],
      ['Bags', '/product-category/bags'],
    ]);
  });

  it('links each top seller to its URL-encoded search', () => {
    renderFooter();
    expect(linksOf('Top Sellers')).toEqual([
      ['Dresses', '/search/dresses'],
      ['T-shirts', '/search/t-shirts'],
      ['Shirts', '/search/shirts'],
      ['Shoes', '/search/shoes'],
      ['Jeans', '/search/jeans'],
      ['Sweat pants', '/search/sweat%20pants'],
    ]);
  });

  it('shows the Nairobi address, a call link and an email link', () => {
    renderFooter();
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getByText(shop.address).closest('address')).toBeInTheDocument();
    expect(shop.address).toMatch(/Nairobi/);
    expect(shop.address).toMatch(/mosque/i);
    expect(contact.getByRole('link', { name: `Call ${shop.phone}` })).toHaveAttribute(
      'href',
      `tel:+${shop.phoneDigits}`,
    );
    expect(contact.getByRole('link', { name: `Email ${shop.email}` })).toHaveAttribute(
      'href',
      `mailto:${shop.email}`,
    );
  });

  it('holds the map place without loading the map', () => {
    renderFooter();
    const map = within(screen.getByRole('region', { name: 'Find us' }));
    expect(map.getByRole('link', { name: 'Open the map' })).toBeInTheDocument();
    expect(screen.queryByTitle(/^Map:/)).not.toBeInTheDocument();
  });

  it('ends with the 2024 copyright line', () => {
    renderFooter();
    expect(screen.getByText(`© 2024 ${shop.name}. All rights reserved.`)).toBeInTheDocument();
  });
});
