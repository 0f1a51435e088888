import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { scrollJitterThreshold, stickyHeaderMachine } from './sticky-header.machine';

type StickyHeaderSnapshot = SnapshotFrom<typeof stickyHeaderMachine>;

function headerScrolledThrough(...positions: number[]) {
  const actor = createActor(stickyHeaderMachine).start();
  for (const y of positions) actor.send({ type: 'header.scrolled', y });
  return actor;
}

const scrolledTo = (y: number) => ({ type: 'header.scrolled', y }) as const;

describe('sticky header machine', () => {
  it('starts not sticky, at the top of the page', () => {
    const snapshot = headerScrolledThrough().getSnapshot();
    expect(snapshot.matches('notSticky')).toBe(true);
    expect(snapshot.context.lastY).toBe(0);
  });

  it('is sticky while scrolling up', () => {
    const snapshot = headerScrolledThrough(800, 700).getSnapshot();
    expect(snapshot.matches('sticky')).toBe(true);
    expect(snapshot.context.lastY).toBe(700);
  });

  it('stays sticky while scrolling further up', () => {
    const snapshot = headerScrolledThrough(800, 700, 500).getSnapshot();
    expect(snapshot.matches('sticky')).toBe(true);
    expect(snapshot.context.lastY).toBe(500);
  });

  it('is not sticky while scrolling down', () => {
    const snapshot = headerScrolledThrough(800, 700, 900).getSnapshot();
    expect(snapshot.matches('notSticky')).toBe(true);
    expect(snapshot.context.lastY).toBe(900);
  });

  it('remembers the position while scrolling down from the top', () => {
    const snapshot = headerScrolledThrough(300, 600).getSnapshot();
    expect(snapshot.matches('notSticky')).toBe(true);
    expect(snapshot.context.lastY).toBe(600);
  });

  it('changes nothing when the page has not moved', () => {
    const sticky = headerScrolledThrough(800, 700).getSnapshot();
    expect(sticky.can(scrolledTo(700))).toBe(false);
    const notSticky = headerScrolledThrough(800).getSnapshot();
    expect(notSticky.can(scrolledTo(800))).toBe(false);
  });

  it('is not sticky at the very top, even when scrolling up to it', () => {
    expect(headerScrolledThrough(800, 700, 0).getSnapshot().matches('notSticky')).toBe(true);
    const fromFarDown = headerScrolledThrough(800, 0).getSnapshot();
    expect(fromFarDown.matches('notSticky')).toBe(true);
    expect(fromFarDown.context.lastY).toBe(0);
  });

  it(`ignores movements shorter than ${scrollJitterThreshold} px`, () => {
    const sticky = headerScrolledThrough(800, 700).getSnapshot();
    expect(sticky.can(scrolledTo(700 + scrollJitterThreshold - 1))).toBe(false);
    const notSticky = headerScrolledThrough(800).getSnapshot();
    expect(notSticky.can(scrolledTo(800 - scrollJitterThreshold + 1))).toBe(false);
  });

  it('adds slow jittery movements up until they count as scrolling', () => {
    const snapshot = headerScrolledThrough(800, 798, 796).getSnapshot();
    expect(snapshot.matches('sticky')).toBe(true);
    expect(snapshot.context.lastY).toBe(796);
  });

  it('treats a negative position (an overscroll bounce) as the top', () => {
    const snapshot = headerScrolledThrough(800, 700, -40).getSnapshot();
    expect(snapshot.matches('notSticky')).toBe(true);
    expect(snapshot.context.lastY).toBe(0);
  });

  it('ignores a position that is not a finite number', () => {
    const snapshot = headerScrolledThrough(800, 700).getSnapshot();
    expect(snapshot.can(scrolledTo(Number.NaN))).toBe(false);
    expect(snapshot.can(scrolledTo(Number.POSITIVE_INFINITY))).toBe(false);
    expect(snapshot.can(scrolledTo(Number.NEGATIVE_INFINITY))).toBe(false);
  });

  it('never sticks at the top and keeps a usable last position, in every reachable state', () => {
    const positions = [-40, 0, 2, 300, 600, Number.NaN];
    const paths = getShortestPaths(stickyHeaderMachine, { events: positions.map(scrolledTo) });
    const snapshots: StickyHeaderSnapshot[] = paths.flatMap((path) =>
      path.steps.map((step) => step.state),
    );

    for (const snapshot of snapshots) {
      expect(Number.isFinite(snapshot.context.lastY)).toBe(true);
      expect(snapshot.context.lastY).toBeGreaterThanOrEqual(0);
      if (snapshot.matches('sticky')) expect(snapshot.context.lastY).toBeGreaterThan(0);
    }
    const states = getStateNodes(stickyHeaderMachine).filter((node) => node.type === 'atomic');
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(states.map((node) => node.key)),
    );
  });
});
