import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryTree } from '../../settings/shop-settings';
import { FakeIntersectionObserver, latestObserver } from '../../test/fake-intersection-observer';
import { CategoryTiles } from './CategoryTiles';

afterEach(() => {
  FakeIntersectionObserver.latest = undefined;
  vi.unstubAllGlobals();
});

const drawings = () => [...document.querySelectorAll('use')].map((use) => use.getAttribute('href'));

describe('category tiles', () => {
  it('link every category at once, and draw from the sprite only once near the screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(
      <MemoryRouter>
        <CategoryTiles />
      </MemoryRouter>,
    );
    for (const { name } of categoryTree) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(drawings()).toEqual([]);

    latestObserver().report(false);
    expect(drawings()).toEqual([]);
    latestObserver().report(true);
    expect(drawings()).toHaveLength(categoryTree.length);
    expect(drawings()).toContain('/category-tiles.svg#dress-coral');
    expect(latestObserver().options?.rootMargin).toBe('600px');
  });
});
