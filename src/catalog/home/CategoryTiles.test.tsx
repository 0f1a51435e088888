import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryTree } from '@/settings/shop-settings';
import {
  FakeIntersectionObserver,
  latestObserver,
} from '@testing/helpers/fake-intersection-observer';
import { holdAnimationFrames } from '@testing/helpers/held-animation-frames';
import { CategoryTiles } from './CategoryTiles';

afterEach(() => {
  FakeIntersectionObserver.latest = undefined;
  vi.unstubAllGlobals();
});

const drawings = () => [...document.querySelectorAll('use')].map((use) => use.getAttribute('href'));

describe('category tiles', () => {
  it('link every category at once, and draw from the sprite once painted and near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const frames = holdAnimationFrames();
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
    expect(drawings()).toEqual([]);

    // The first screen has painted: two frames, then the next task.
    frames.paint();
    frames.paint();
    await waitFor(() => expect(drawings()).toHaveLength(categoryTree.length));
    expect(drawings()).toContain('/category-tiles.svg#dress-coral');
    expect(latestObserver().options?.rootMargin).toBe('600px');
  });
});
