import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { PagedListSelectors } from '../../../machines/paged-list';
import { failureMessage } from '@/data/data-error';

/** The events a list's machine takes for it: Retry after a failure, and Show more if it pages. */
export interface PagedListSenders {
  retry: () => void;
  more?: () => void;
}

/** The machine's actor, as far as a binding reads it. */
type ListActor<Snapshot> = Pick<AnyActorRef, 'subscribe'> & { getSnapshot: () => Snapshot };

/**
 * One paged list of a machine, selected narrowly, for PagedList (./PagedList.tsx): `selectors`
 * are the list's (machines/paged-list.ts), made once, and `senders` its events.
 */
export function usePagedList<Snapshot, Item>(
  actor: ListActor<Snapshot>,
  selectors: PagedListSelectors<Snapshot, Item>,
  senders: PagedListSenders,
) {
  return {
    status: useSelector(actor, selectors.status),
    items: useSelector(actor, selectors.items),
    hasMore: useSelector(actor, selectors.hasMore),
    loadingMore: useSelector(actor, selectors.loadingMore),
    failureMessage: failureMessage(useSelector(actor, selectors.failure)),
    moreFailureMessage: failureMessage(useSelector(actor, selectors.moreFailure)),
    ...senders,
  };
}

export type PagedListBinding<Item> = ReturnType<typeof usePagedList<unknown, Item>>;
