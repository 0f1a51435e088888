import { describe, expect, it } from 'vitest';
import { redactEmails, redactPageView, redactionNotice } from './redact';

const notice = redactionNotice;

describe('analytics redaction of e-mail addresses', () => {
  it.each([
    ['jane@mail.com', notice],
    ['jane.doe@mail.com', notice],
    ['JANE.DOE@MAIL.COM', notice],
    ['jane.doe+shop@mail.co.ke', notice],
    ['jane_doe-99@sub.mail-host.com', notice],
    ["o'brien@example.ie", notice],
    ['wanjikũ@barua.co.ke', notice],
    ['/search/jane.doe@mail.com', `/search/${notice}`],
    ['/search/jane%40mail.com', `/search/${notice}`],
    ['/search/jane.doe%40MAIL.com', `/search/${notice}`],
    ['/search/jane%2540mail.com', `/search/${notice}`],
    ['/search/jane%252540mail%25252Ecom', `/search/${notice}`],
    ['/search/jane%2Bdoe%40mail%2Ecom', `/search/${notice}`],
    ['?q=jane+doe%40mail.com&page=2', `?q=${notice}&page=2`],
    ['?email=jane@mail.com', `?email=${notice}`],
    ['Search: jane.doe@mail.com | Mtindo', `Search: ${notice} | Mtindo`],
    ['Search results for “jane@mail.com”', `Search results for “${notice}”`],
    ['mailto:jane@mail.com', `mailto:${notice}`],
    ['jane [at] mail [dot] com', notice],
    ['jane(at)mail(dot)co(dot)ke', notice],
    ['jane＠mail.com', notice],
    ['a@b.co and c.d@e.org', `${notice} and ${notice}`],
    ['/search/red%20dress%20for%20jane%40mail.com', `/search/red dress for ${notice}`],
  ])('redacts %j', (text, redacted) => {
    expect(redactEmails(text)).toBe(redacted);
  });

  it.each([
    'KES 1,500',
    'KES 12,499.50',
    '2@1500',
    '/product-details/Classic%20Crew%20Neck%20T-Shirt/p-0001',
    '/product-category/ladies/dresses/',
    '/search/t-shirts',
    'Search: t-shirts | Mtindo',
    '@',
    '/search/%40',
    'Follow us @mtindo',
    'shoes @ KES 500',
    '?page=2&sort=price-asc',
    '50% off dresses',
    '/search/%E0%A4%A',
    'jane@localhost',
    'Shoes (at) KES 500',
    '',
  ])('leaves %j exactly as it is', (text) => {
    expect(redactEmails(text)).toBe(text);
  });

  it('redacts the path, query and title of a page view', () => {
    expect(
      redactPageView({
        path: '/search/jane.doe%40mail.com',
        query: '?from=jane%2540mail.com',
        title: 'Search: jane.doe@mail.com | Mtindo',
      }),
    ).toEqual({
      path: `/search/${notice}`,
      query: `?from=${notice}`,
      title: `Search: ${notice} | Mtindo`,
    });
  });

  it('leaves a page view without an address unchanged', () => {
    const view = { path: '/search/t-shirts', query: '?page=2', title: 'Search: t-shirts | Mtindo' };
    expect(redactPageView(view)).toEqual(view);
  });
});
