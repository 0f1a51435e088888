import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@model/catalog/product';
import { cardSizes, gallerySizes } from '@/catalog/product-pictures';
import { startLandingRead, type LandingReads, type PreloadedPicture } from './landing-read';

const card = (id: string, url: string) =>
  ({ id, image: url ? [{ downloadURL: url, name: '' }] : [] }) as unknown as Product;

function recorder(
  answer: { products?: Product[]; product?: Product | null; fails?: boolean } = {},
) {
  const preloaded: PreloadedPicture[] = [];
  const settle = <T>(value: T) =>
    answer.fails ? Promise.reject(new Error('down')) : Promise.resolve(value);
  const reads = {
    listing: vi.fn(() => settle({ products: answer.products ?? [], nextCursor: null })),
    product: vi.fn(() => settle(answer.product ?? null)),
    preloadImage: (picture: PreloadedPicture) => preloaded.push(picture),
  } satisfies LandingReads;
  return { reads, preloaded };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the landing page read, started by the entry', () => {
  it("starts /shop's listing as the page reads it, and preloads its first screen's two pictures", async () => {
    const { reads, preloaded } = recorder({
      products: [card('a', '/a.svg'), card('b', ''), card('c', '/c.svg'), card('d', '/d.svg')],
    });
    startLandingRead({ pathname: '/shop', search: '' }, reads);
    expect(reads.listing).toHaveBeenCalledWith({ filter: {}, sort: 'newest', withTotal: true });
    await flush();
    // The second card has no picture: its place shows none, so nothing is preloaded for it.
    expect(preloaded).toEqual([{ src: '/a.svg' }]);
  });

  it("reads the shop's filters and sort from the query, as the page does", () => {
    const { reads } = recorder();
    startLandingRead({ pathname: '/shop/', search: '?sort=price-asc&size=M&brand=nope' }, reads);
    expect(reads.listing).toHaveBeenCalledWith({
      filter: { size: 'M' },
      sort: 'price-asc',
      withTotal: true,
    });
  });

  it('starts a category page within its category and sub-category, named as the URL spells them', () => {
    const { reads } = recorder();
    startLandingRead({ pathname: '/product-category/ladies/Dresses', search: '' }, reads);
    expect(reads.listing).toHaveBeenCalledWith({
      filter: { category: 'Ladies', subCategory: 'Dresses' },
      sort: 'newest',
      withTotal: true,
    });
  });

  it("starts a product page's product by its id and preloads its first picture", async () => {
    const { reads, preloaded } = recorder({ product: card('p-0216', '/products/bag.svg') });
    startLandingRead(
      { pathname: "/product-details/Kids'%20Rolling%20School%20Bag/p-0216", search: '' },
      reads,
    );
    expect(reads.product).toHaveBeenCalledWith('p-0216');
    await flush();
    expect(preloaded).toEqual([{ src: '/products/bag.svg' }]);
  });

  it('preloads a photo with renditions by its srcset, at the width its place shows it', async () => {
    const photo = (id: string) => `https://storage.googleapis.com/b/products/${id}/ph-640.webp`;
    const srcSet = (id: string) =>
      [320, 640, 1280]
        .map(
          (width) => `https://storage.googleapis.com/b/products/${id}/ph-${width}.webp ${width}w`,
        )
        .join(', ');
    const listing = recorder({ products: [card('a', photo('a')), card('b', '/b.svg')] });
    startLandingRead({ pathname: '/shop', search: '' }, listing.reads);
    const page = recorder({ product: card('p', photo('p')) });
    startLandingRead({ pathname: '/product-details/Bag/p', search: '' }, page.reads);
    await flush();
    expect(listing.preloaded).toEqual([
      { src: photo('a'), srcSet: srcSet('a'), sizes: cardSizes },
      { src: '/b.svg' },
    ]);
    expect(page.preloaded).toEqual([{ src: photo('p'), srcSet: srcSet('p'), sizes: gallerySizes }]);
  });

  it('preloads no picture for a product hidden from the shop: its page shows none', async () => {
    const hidden = { ...card('p', '/products/bag.svg'), hidden: true } as Product;
    const { reads, preloaded } = recorder({ product: hidden });
    startLandingRead({ pathname: '/product-details/Bag/p', search: '' }, reads);
    await flush();
    expect(reads.product).toHaveBeenCalledWith('p');
    expect(preloaded).toEqual([]);
  });

  it("preloads the home page's hero, which needs no read", () => {
    const { reads, preloaded } = recorder();
    startLandingRead({ pathname: '/', search: '' }, reads);
    expect(preloaded).toEqual([{ src: '/hero.svg' }]);
    expect(reads.listing).not.toHaveBeenCalled();
  });

  it.each([
    '/search',
    '/wholesale',
    '/product-category/no-such-category',
    '/product-category/%E0%A4%A',
    '/product-details/Bag',
    '/product-details/Bag/%E0%A4%A',
    '/shop/extra',
    '/account',
  ])('reads and preloads nothing ahead for %s', async (pathname) => {
    const { reads, preloaded } = recorder();
    startLandingRead({ pathname, search: '' }, reads);
    expect(reads.listing).not.toHaveBeenCalled();
    expect(reads.product).not.toHaveBeenCalled();
    await flush();
    expect(preloaded).toEqual([]);
  });

  it('preloads nothing, and throws nothing, when the read fails or finds no product', async () => {
    const failing = recorder({ fails: true });
    startLandingRead({ pathname: '/shop', search: '' }, failing.reads);
    const missing = recorder({ product: null });
    startLandingRead({ pathname: '/product-details/Bag/p-none', search: '' }, missing.reads);
    await flush();
    expect([...failing.preloaded, ...missing.preloaded]).toEqual([]);
  });
});
