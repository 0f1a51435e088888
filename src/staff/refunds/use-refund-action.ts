import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { refundActionMachine } from '../../../machines/staff-refunds/refund-action.machine';
import * as action from '../../../machines/staff-refunds/refund-action.selectors';
import type { RefundOwner } from '../../../machines/staff-refunds/types';
import type { Refund } from '@model/payment/refunds';
import { logToConsole } from '@/account/use-session';
import { failureMessage } from '@/data/data-error';
import { recordRefundMade, sendRefundByMpesa } from '../data/refunds';

/**
 * One refund's actions, selected narrowly, and their named events. `owner` is the list or order
 * page machine showing the refund: the actions tell it of each answer.
 */
export function useRefundAction(refund: Refund, owner: RefundOwner) {
  const [logic] = useState(() =>
    refundActionMachine.provide({
      actors: {
        refundByMpesa: fromPromise(({ input }) => sendRefundByMpesa(input)),
        markRefunded: fromPromise(({ input }) => recordRefundMade(input)),
      },
      actions: { log: (_, entry) => logToConsole(entry) },
    }),
  );
  const actor = useActorRef(logic, { input: { refund, owner } });
  // The list or order read the refund again: the actions follow what it now is.
  useEffect(() => {
    actor.send({ type: 'refund.shown', refund });
  }, [actor, refund]);
  const senders = useMemo(
    () => ({
      reverse: () => actor.send({ type: 'refund.reverse' }),
      startMarking: () => actor.send({ type: 'refund.startMarking' }),
      confirmMarked: (reference: string) => actor.send({ type: 'refund.confirmMarked', reference }),
      close: () => actor.send({ type: 'refund.close' }),
    }),
    [actor],
  );
  return {
    refund: useSelector(actor, action.shownRefund),
    offersReversal: useSelector(actor, action.offersReversal),
    offersMarking: useSelector(actor, action.offersMarking),
    whyNoReversal: useSelector(actor, action.whyNoReversal),
    busy: useSelector(actor, action.isBusy),
    sending: useSelector(actor, action.isSending),
    dialogOpen: useSelector(actor, action.isDialogOpen),
    savingMark: useSelector(actor, action.isSavingMark),
    reference: useSelector(actor, action.dialogReference),
    referenceError: useSelector(actor, action.referenceError),
    dialogFailureMessage: failureMessage(useSelector(actor, action.dialogFailure)),
    notice: useSelector(actor, action.notice),
    reversalFailureMessage: failureMessage(useSelector(actor, action.reversalFailure)),
    ...senders,
  };
}

export type RefundActionBinding = ReturnType<typeof useRefundAction>;
