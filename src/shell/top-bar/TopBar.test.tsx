import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { shop } from '@/settings/shop-settings';
import { TopBar } from './TopBar';

describe('top bar', () => {
  it('offers a call link, an email link, Contact us and About us', () => {
    render(
      <MemoryRouter>
        <TopBar />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Contact and information' }));
    expect(links.getByRole('link', { name: `Call ${shop.phone}` })).toHaveAttribute(
      'href',
      `tel:+${shop.phoneDigits}`,
    );
    expect(links.getByRole('link', { name: `Email ${shop.email}` })).toHaveAttribute(
      'href',
      `mailto:${shop.email}`,
    );
    expect(links.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(links.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
    expect(links.getAllByRole('link')).toHaveLength(4);
  });
});
