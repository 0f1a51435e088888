import { describe, expect, it } from 'vitest';
import { swipeDirection, swipeThreshold } from './swipe';

describe('swipe on the main image', () => {
  it('shows the next image for a swipe to the left, the previous for one to the right', () => {
    expect(swipeDirection(-80, 10)).toBe('next');
    expect(swipeDirection(80, -10)).toBe('previous');
  });

  it('ignores travel shorter than the threshold: a tap, or a shaky finger', () => {
    expect(swipeDirection(-(swipeThreshold - 1), 0)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });

  it('leaves travel mostly up or down to the page scroll', () => {
    expect(swipeDirection(-60, 120)).toBeNull();
    expect(swipeDirection(60, -60)).toBeNull();
  });

  it('asks for nothing when the travel cannot be measured', () => {
    expect(swipeDirection(Number.NaN, 0)).toBeNull();
  });
});
