import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusPageHeading } from './focus-page-heading';

function page(html: string) {
  document.body.innerHTML = `<main id="main">${html}</main>`;
  return document.getElementById('main') as HTMLElement;
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusing the page heading', () => {
  it('focuses the main heading at once when it is there', () => {
    page('<h1>Shop</h1>');
    focusPageHeading();
    expect(document.activeElement).toHaveTextContent('Shop');
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that shows once the page has read its data', async () => {
    const main = page('<div role="status">Loading</div>');
    focusPageHeading();
    await nextTick();
    main.innerHTML = '<h1>Slim jeans</h1>';
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Slim jeans'));
  });

  it('waits until the closing panel has left the screen', async () => {
    page('<h1>Contact us</h1>');
    const panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    panel.innerHTML = '<a href="/contact">Contact</a>';
    document.body.append(panel);
    panel.querySelector('a')?.focus();
    focusPageHeading();
    await nextTick();
    expect(document.activeElement).toHaveTextContent('Contact');
    expect(document.activeElement?.tagName).toBe('A');
    panel.remove();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
  });

  it('leaves focus where the shopper put it while the page was loading', async () => {
    const main = page('<button type="button">Retry</button>');
    focusPageHeading();
    main.querySelector('button')?.focus();
    main.insertAdjacentHTML('beforeend', '<h1>Shop</h1>');
    await nextTick();
    expect(document.activeElement).toHaveTextContent('Retry');
  });
});
