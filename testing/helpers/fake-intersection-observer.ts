import { act } from '@testing-library/react';

/**
 * Stands in for the browser's IntersectionObserver, which jsdom lacks: install it with
 * `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`, then say when it fires.
 */
export class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | undefined;
  static all: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.latest = this;
    FakeIntersectionObserver.all.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
    }));
    act(() =>
      this.callback(
        entries as unknown as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

/** The observer the code under test created last. */
export function latestObserver(): FakeIntersectionObserver {
  const latest = FakeIntersectionObserver.latest;
  if (!latest) throw new Error('no IntersectionObserver was created');
  return latest;
}

/** The observer still watching this element: a page may hold several. */
export function observerOf(element: Element): FakeIntersectionObserver {
  const found = FakeIntersectionObserver.all.findLast(
    (observer) => !observer.disconnected && observer.observed.includes(element),
  );
  if (!found) throw new Error('no IntersectionObserver watches this element');
  return found;
}
