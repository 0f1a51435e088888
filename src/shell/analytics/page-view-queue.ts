import type { PageView } from './redact';

export type SendPageView = (view: PageView) => void;

export interface PageViewQueue {
  record(view: PageView): void;
  /** Analytics has loaded: sends what waited, in order, then each view as it comes; null: off. */
  connect(send: SendPageView | null): void;
}

/** Page views seen before the analytics code has loaded wait here, then go out in order. */
export function createPageViewQueue(): PageViewQueue {
  let waiting: PageView[] | null = [];
  let send: SendPageView | null = null;
  return {
    record(view) {
      if (send) send(view);
      else waiting?.push(view);
    },
    connect(sender) {
      const queued = waiting ?? [];
      waiting = null;
      send = sender;
      if (sender) queued.forEach(sender);
    },
  };
}
