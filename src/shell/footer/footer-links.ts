import { categoryPath, searchPath } from '@/catalog/paths';

export interface FooterLink {
  label: string;
  to: string;
}

/** The footer's link groups (docs/shop-rules.md, The frame every page shares). */
export const quickLinks: readonly FooterLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Shop', to: '/shop' },
  { label: 'Wholesale', to: '/wholesale' },
  { label: 'About us', to: '/about-us' },
  { label: 'Contact', to: '/contact' },
  { label: 'Refunds and Returns', to: '/refunds-and-returns' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
];

export const brandLinks: readonly FooterLink[] = [
  { label: 'adidas', to: searchPath('adidas') },
  { label: 'Gucci', to: searchPath('gucci') },
  { label: 'Nike', to: searchPath('nike') },
  { label: 'Champion', to: searchPath('champion') },
  { label: 'More', to: '/shop' },
];

export const categoryLinks: readonly FooterLink[] = [
  'Men',
  'Ladies',
  'Girls',
  'Boys',
  'Shoes',
  'Bags',
].map((category) => ({ label: category, to: categoryPath(category) }));

export const topSellerLinks: readonly FooterLink[] = [
  { label: 'Dresses', to: searchPath('dresses') },
  { label: 'T-shirts', to: searchPath('t-shirts') },
  { label: 'Shirts', to: searchPath('shirts') },
  { label: 'Shoes', to: searchPath('shoes') },
  { label: 'Jeans', to: searchPath('jeans') },
  { label: 'Sweat pants', to: searchPath('sweat pants') },
];
