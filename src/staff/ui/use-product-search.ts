import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AnyActorRef } from 'xstate';
import * as search from '../../../machines/product-search';
import { failureMessage } from '@/data/data-error';
import type { ProductSearchBinding } from './FindProduct';

/** A machine with a Find a product region (machines/product-search.ts), as its binding reads it. */
type SearchActor<Product> = Pick<AnyActorRef, 'subscribe'> & {
  send: (event: search.ProductSearchEvent) => void;
  getSnapshot: () => Parameters<typeof search.searchStatus>[0] & {
    context: search.ProductSearchContext<Product>;
  };
};

/** Find a product of a page's machine, selected narrowly, and its senders, for FindProduct. */
export function useProductSearch<Product>(
  actor: SearchActor<Product>,
): ProductSearchBinding<Product> {
  const senders = useMemo(
    () => ({
      type: (text: string) => actor.send({ type: 'search.type', text }),
      search: () => actor.send({ type: 'search.submit' }),
      retrySearch: () => actor.send({ type: 'search.retry' }),
    }),
    [actor],
  );
  return {
    searchStatus: useSelector(actor, search.searchStatus),
    query: useSelector(actor, search.query),
    found: useSelector(actor, search.found<Product>),
    searchFailure: failureMessage(useSelector(actor, search.searchFailure)),
    ...senders,
  };
}
