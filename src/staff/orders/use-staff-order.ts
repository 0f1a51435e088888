import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { orderPageMachine } from '../../../machines/staff-orders/order-page.machine';
import * as page from '../../../machines/staff-orders/order-page.selectors';
import type { StepFields } from '@model/staff/requests';
import type { OrderAction } from '@model/order/status';
import { logToConsole } from '@/account/use-session';
import { failureMessage } from '@/data/data-error';
import { readStaffOrder, takeOrderStep } from '../data/orders';

const sameSteps = (a: OrderAction[], b: OrderAction[]) =>
  a.length === b.length && a.every((action, i) => action === b[i]);

const sameNotice = (a: page.StepNotice, b: page.StepNotice) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.kind === b.kind &&
    ('action' in a ? a.action : a.message) === ('action' in b ? b.action : b.message) &&
    ('failure' in a ? a.failure : null) === ('failure' in b ? b.failure : null));

/** One order of the back office and its steps, selected narrowly, and their named events. */
export function useStaffOrder(orderId: string) {
  const [logic] = useState(() =>
    orderPageMachine.provide({
      actors: {
        readOrder: fromPromise(({ input }) => readStaffOrder(input)),
        takeStep: fromPromise(({ input }) => takeOrderStep(input)),
      },
      actions: { log: (_, entry) => logToConsole(entry) },
    }),
  );
  const actor = useActorRef(logic, { input: { orderId } });
  const senders = useMemo(
    () => ({
      retryRead: () => actor.send({ type: 'order.retry' }),
      start: (action: OrderAction) => actor.send({ type: 'step.start', action }),
      confirm: (fields: StepFields) => actor.send({ type: 'step.confirm', fields }),
      retryStep: () => actor.send({ type: 'step.retry' }),
      close: () => actor.send({ type: 'step.close' }),
    }),
    [actor],
  );
  const notice = useSelector(actor, page.stepNotice, sameNotice);
  return {
    /** The page's machine, which a refund's actions tell of each answer. */
    actor,
    status: useSelector(actor, page.orderPageStatus),
    order: useSelector(actor, page.shownOrder),
    failureMessage: failureMessage(useSelector(actor, page.pageFailure)),
    steps: useSelector(actor, page.allowedSteps, sameSteps),
    busy: useSelector(actor, page.isBusy),
    savingStep: useSelector(actor, page.savingStep),
    openDialog: useSelector(actor, page.openDialog),
    fields: useSelector(actor, page.dialogFields),
    fieldErrors: useSelector(actor, page.fieldErrors),
    dialogFailureMessage: failureMessage(useSelector(actor, page.dialogFailure)),
    notice,
    noticeFailureMessage: notice?.kind === 'failed' ? failureMessage(notice.failure) : null,
    rereadFailureMessage: failureMessage(useSelector(actor, page.rereadFailure)),
    ...senders,
  };
}

export type StaffOrderBinding = ReturnType<typeof useStaffOrder>;
