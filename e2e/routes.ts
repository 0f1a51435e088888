/** Every route (docs/shop-rules.md) with the heading it shows (a known product for details). */
export const routes = [
  { path: '/', heading: 'Mtindo: fashion for Kenya, in KES' },
  { path: '/shop', heading: 'Shop' },
  { path: '/login', heading: 'Log in' },
  { path: '/signup', heading: 'Sign up' },
  { path: '/about-us', heading: 'About Mtindo' },
  { path: '/wholesale', heading: 'Wholesale' },
  { path: '/search/jeans', heading: 'Search results for “jeans”' },
  { path: '/product-category/ladies', heading: 'Ladies' },
  { path: '/product-category/ladies/dresses/', heading: 'Ladies: Dresses' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/checkout', heading: 'Checkout' },
  { path: '/refunds-and-returns', heading: 'Refunds and Returns' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
] as const;
