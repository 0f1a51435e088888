import { describe, expect, it } from 'vitest';
import { slashlessLinkTarget } from './slashless-links';

describe('links written without a leading slash', () => {
  it.each([
    ['/product-category/ladies/about-us', '/about-us'],
    ['/product-category/ladies/dresses/contact', '/contact'],
    ['/product-category/about-us', '/about-us'],
    ['/search/about-us', '/about-us'],
    ['/shop/contact/', '/contact'],
    ['/product-details/Any%20name/Contact', '/contact'],
    ['/no/such/page/about-us', '/about-us'],
  ])('%s reaches %s', (pathname, page) => {
    expect(slashlessLinkTarget(pathname)).toBe(page);
  });

  it.each([
    '/about-us',
    '/contact',
    '/about-us/',
    '/',
    '/search/contacts',
    '/search/about',
    '/product-details/contact/p-0001',
    '/search/about-us%20jeans',
  ])('%s is left to the routes', (pathname) => {
    expect(slashlessLinkTarget(pathname)).toBeNull();
  });
});
