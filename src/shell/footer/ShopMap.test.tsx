import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shop } from '@/settings/shop-settings';
import {
  FakeIntersectionObserver,
  latestObserver as observer,
} from '@testing/helpers/fake-intersection-observer';
import { ShopMap } from './ShopMap';

const mapTitle = /^Map:/;
const openMapHref = `https://www.google.com/maps/search/?api=1&query=${shop.map.latitude},${shop.map.longitude}`;

afterEach(() => {
  FakeIntersectionObserver.latest = undefined;
  vi.unstubAllGlobals();
});

describe('shop map', () => {
  it('is not created before it nears the viewport: a 400px box with a map link holds its place', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<ShopMap />);

    expect(screen.queryByTitle(mapTitle)).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open the map' });
    expect(link).toHaveAttribute('href', openMapHref);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.parentElement).toHaveStyle({ height: '400px' });
    expect(observer().options?.rootMargin).toBe('200px');
    expect(observer().observed).toEqual([link.parentElement]);
  });

  it('stays unloaded while the observer reports it out of reach', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<ShopMap />);
    observer().report(false);
    expect(screen.queryByTitle(mapTitle)).not.toBeInTheDocument();
  });

  it('embeds the map of the fixed point at zoom 15, 400px high, once it nears the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<ShopMap />);
    const watcher = observer();
    watcher.report(true);

    const map = screen.getByTitle(`Map: ${shop.name}, ${shop.address}`);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute(
      'src',
      `https://maps.google.com/maps?q=${shop.map.latitude},${shop.map.longitude}&z=15&output=embed`,
    );
    expect(map).toHaveAttribute('height', '400');
    expect(map).toHaveAttribute('width', '100%');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    expect(screen.queryByRole('link', { name: 'Open the map' })).not.toBeInTheDocument();
    expect(watcher.disconnected).toBe(true);
  });

  it('offers a link instead of loading the map where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<ShopMap />);
    expect(screen.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', openMapHref);
    expect(screen.queryByTitle(mapTitle)).not.toBeInTheDocument();
  });
});
