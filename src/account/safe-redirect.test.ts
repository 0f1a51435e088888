import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect: the shop’s own paths pass', () => {
  it.each([
    ['/account', '/account'],
    ['/checkout', '/checkout'],
    ['/', '/'],
    [
      '/product-details/Ankara%20Maxi%20Dress/p-0001',
      '/product-details/Ankara%20Maxi%20Dress/p-0001',
    ],
    ['/search/t-shirts?page=2', '/search/t-shirts?page=2'],
    ['/product-category/ladies/dresses/#top', '/product-category/ladies/dresses/#top'],
    ['/search/50%25%20off', '/search/50%25%20off'],
  ])('%s goes to %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});

describe('safeRedirect: anything else is no redirect (the login goes by role)', () => {
  it('is none without a value', () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect('')).toBeNull();
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/account'],
    ['three slashes', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['backslash inside', '/account\\..\\evil'],
    ['https scheme', 'https://evil.com'],
    ['http scheme', 'http://evil.com/account'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, upper case', 'JavaScript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'account'],
    ['relative host', 'evil.com'],
    ['encoded slashes after a slash', '/%2F%2Fevil.com'],
    ['encoded slashes, lower case', '/%2f%2fevil.com'],
    ['encoded slashes alone', '%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded backslash, lower case', '/%5cevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['triple-encoded slashes', '/%25252F%25252Fevil.com'],
    ['encoded scheme', '%6A%61%76%61%73%63%72%69%70%74:alert(1)'],
    ['leading space', ' /account'],
    ['leading tab before slashes', '\t//evil.com'],
    ['tab between slashes', '/\t/evil.com'],
    ['newline between slashes', '/\n/evil.com'],
    ['encoded tab between slashes', '/%09/evil.com'],
    ['encoded newline', '/%0A/evil.com'],
    ['null character', '/\u0000/evil.com'],
    ['encoded null', '/%00/evil.com'],
    ['non-breaking space', '/\u00a0/evil.com'],
    ['line separator', '/\u2028/evil.com'],
    ['malformed encoding', '/%E0%A4%A'],
    ['the login form itself', '/login'],
    ['the login form with a query', '/login?redirect=/account'],
    ['the signup form', '/signup/'],
    ['a dot segment before slashes', '/.//evil.com'],
    ['a parent segment before slashes', '/..//evil.com'],
    ['an encoded dot segment before slashes', '/%2e//evil.com'],
    ['an encoded parent segment, upper case', '/%2E%2E//evil.com'],
    ['a segment and its parent before slashes', '/account/..//evil.com'],
    ['dot segments repeated', '/./.././/evil.com'],
    ['a dot segment before slash backslash', '/./\\evil.com'],
  ])('rejects %s: %j', (_, value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('rejects an absurdly long value', () => {
    expect(safeRedirect(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('rejects encodings nested deeper than any honest path', () => {
    // Seven decodings to reach "//evil.com": past the limit, whatever it would end as.
    expect(safeRedirect('/%252525252525252Fevil.com')).toBeNull();
    expect(safeRedirect('/a%252525252525252525')).toBeNull();
  });
});

describe('safeRedirect: whatever it is given, the answer stays in the shop', () => {
  const shopOrigin = 'https://mtindo.test';

  it.each([
    '/.//evil.com',
    '/..//evil.com',
    '/%2e//evil.com',
    '/%2e%2e//evil.com',
    '/.%2F/evil.com',
    '/%2e%2F/evil.com',
    '/account/./..//evil.com',
    '/./account',
    '/search/../account',
    '/%2e/account?x=//evil.com#//evil.com',
  ])('%j comes out as a path of this origin with one leading slash, or none', (value) => {
    const destination = safeRedirect(value);
    if (destination === null) return;
    expect(destination).toMatch(/^\/(?![/\\])/);
    expect(new URL(destination, shopOrigin).origin).toBe(shopOrigin);
  });

  it('keeps an honest path that only has dot segments to tidy', () => {
    expect(safeRedirect('/search/../checkout')).toBe('/checkout');
    expect(safeRedirect('/./account')).toBe('/account');
  });
});
