import { describe, expect, it } from 'vitest';
import {
  emailAddress,
  longestScannedText,
  redactEmails,
  redactPageView,
  redactionNotice,
} from './redact';

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
    ['a bad byte next to an encoded at', '/search/jane%FF%40mail.com', `/search/${notice}`],
    ['a bad byte inside the local part', '?q=ja%C0ne%40mail.com', `?q=${notice}`],
    ['five layers of percent-encoding', '/search/jane%2525252540mail.com', `/search/${notice}`],
    [
      'twelve layers of percent-encoding',
      `/search/jane%${'25'.repeat(11)}40mail%${'25'.repeat(11)}2Ecom`,
      `/search/${notice}`,
    ],
    ['a zero-width space inside the local part', 'ja\u200Bne@mail.com', notice],
    ['a zero-width joiner before the at', 'jane\u200D@mail.com', notice],
    ['a soft hyphen inside the domain', 'jane@ma\u00ADil.com', notice],
    ['an encoded zero-width space', '/search/ja%E2%80%8Bne%40mail.com', `/search/${notice}`],
    ['a word joiner inside the domain', 'jane@mail\u2060.com', notice],
    ['a full-width at and dot', 'jane＠mail．com', notice],
    ['full-width letters', 'ｊａｎｅ＠ｍａｉｌ．ｃｏｍ', notice],
    ['an encoded full-width at', '/search/jane%EF%BC%A0mail.com', `/search/${notice}`],
    ['[at] and [dot] encoded in a query', '?q=jane+%5Bat%5D+mail+%5Bdot%5D+com', `?q=${notice}`],
    ['(at) and (dot) with plus signs', '?q=jane+(at)+mail+(dot)+co+(dot)+ke', `?q=${notice}`],
  ])('redacts %s: %j', (_, text, redacted) => {
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

  it('keeps a plus sign in a local part as part of the address', () => {
    expect(redactEmails('?q=shoes+for+jane.doe+shop@mail.co.ke')).toBe(`?q=${notice}`);
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

describe('analytics redaction cannot freeze the tab', () => {
  /** Links built to make a backtracking pattern try every split of a long run. */
  const craftedLinks = [
    `/?q=${'a'.repeat(50_000)}`,
    `/?q=${'a.'.repeat(25_000)}`,
    `/?q=a@${'a.'.repeat(25_000)}`,
    `/?q=${'a-'.repeat(25_000)}@`,
    `/?q=${'a%25'.repeat(12_500)}`,
    `/?q=${'a [dot] '.repeat(6_250)}`,
    `/?q=${'a+(at)+'.repeat(7_000)}`,
  ];

  it.each(craftedLinks.map((link) => [link.slice(0, 16), link]))(
    'a 50,000-character link such as %j is redacted in well under a second',
    (_, link) => {
      const started = performance.now();
      redactEmails(link);
      // A generous bound: the backtracking pattern took about 20 s on this input.
      expect(performance.now() - started).toBeLessThan(1000);
    },
  );

  it('scans no more than the first characters of a long text, and sends no more', () => {
    expect(longestScannedText).toBeLessThanOrEqual(2000);
    const long = `/search/${'a'.repeat(longestScannedText * 20)}`;
    expect(redactEmails(long).length).toBeLessThanOrEqual(longestScannedText);
  });

  it('never lets an address past the cut, nor a piece of one cut in half', () => {
    const padding = `/search/${'shoes '.repeat(longestScannedText / 6)}`;
    for (let offset = -20; offset <= 20; offset += 1) {
      const text = `${padding.slice(0, longestScannedText + offset)}jane.wanjiku@mail.com`;
      const sent = redactEmails(text);
      expect(sent).not.toMatch(/jane|wanj|@/);
    }
  });

  it('every repetition in the address pattern has an upper bound', () => {
    const outsideClasses = emailAddress.source.replace(/\[(?:\\.|[^\]\\])*\]/g, 'x');
    expect(outsideClasses).not.toMatch(/(?<!\\)[*+]|\{\d+,\}/);
  });
});
