import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import * as page from '../../../machines/stock-adjustment/selectors';
import { stockAdjustmentMachine } from '../../../machines/stock-adjustment/stock-adjustment.machine';
import type { AdjustmentDetails } from '../../../machines/stock-adjustment/types';
import { failureMessage } from '@/data/data-error';
import { adjustStock, loadProductStock } from '../data/stock';

/** One product's stock page: its units, its Stock history and the form that changes units. */
export function useStockAdjustment(productId: string) {
  const [logic] = useState(() =>
    stockAdjustmentMachine.provide({
      actors: {
        loadProductStock: fromPromise(({ input }) => loadProductStock(input)),
        adjustStock: fromPromise(({ input }) => adjustStock(input)),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { productId } });
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'stock.retry' }),
      save: (details: AdjustmentDetails) => actor.send({ type: 'adjustment.save', details }),
      retryRecord: () => actor.send({ type: 'record.retry' }),
    }),
    [actor],
  );
  return {
    status: useSelector(actor, page.stockPageStatus),
    product: useSelector(actor, page.product),
    history: useSelector(actor, page.history),
    failureMessage: failureMessage(useSelector(actor, page.failure)),
    adjustStatus: useSelector(actor, page.adjustStatus),
    saved: useSelector(actor, page.saved),
    refusal: useSelector(actor, page.refusal),
    saveFailureMessage: failureMessage(useSelector(actor, page.saveFailure)),
    recordStatus: useSelector(actor, page.recordStatus),
    recordFailureMessage: failureMessage(useSelector(actor, page.recordFailure)),
    ...senders,
  };
}
