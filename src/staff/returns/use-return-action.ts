import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  returnActionMachine,
  type MoveDetails,
} from '../../../machines/staff-returns/return-action.machine';
import * as action from '../../../machines/staff-returns/return-action.selectors';
import type { ReturnMove, ReturnOwner, ReturnView } from '../../../machines/staff-returns/types';
import { logToConsole } from '@/account/use-session';
import { failureMessage } from '@/data/data-error';
import { moveReturn } from '../data/returns';

const sameMoves = (a: ReturnMove[], b: ReturnMove[]) =>
  a.length === b.length && a.every((move, i) => move === b[i]);

/**
 * One return's actions, selected narrowly, and their named events. `owner` is the order page's
 * returns machine: the actions tell it of each answer.
 */
export function useReturnAction(view: ReturnView, owner: ReturnOwner) {
  const [logic] = useState(() =>
    returnActionMachine.provide({
      actors: { moveReturn: fromPromise(({ input }) => moveReturn(input)) },
      actions: { log: (_, entry) => logToConsole(entry) },
    }),
  );
  const actor = useActorRef(logic, { input: { view, owner } });
  // The page read the return again: the buttons follow what it now is.
  useEffect(() => {
    actor.send({ type: 'return.shown', view });
  }, [actor, view]);
  const senders = useMemo(
    () => ({
      start: (move: ReturnMove) => actor.send({ type: 'return.start', move }),
      confirm: (details: MoveDetails) => actor.send({ type: 'return.confirm', details }),
      close: () => actor.send({ type: 'return.close' }),
    }),
    [actor],
  );
  return {
    view: useSelector(actor, action.shownReturn),
    moves: useSelector(actor, action.offeredMoves, sameMoves),
    busy: useSelector(actor, action.isBusy),
    sendingMove: useSelector(actor, action.sendingMove),
    openDialog: useSelector(actor, action.openDialog),
    savingDialog: useSelector(actor, action.isSavingDialog),
    details: useSelector(actor, action.dialogDetails),
    detailsError: useSelector(actor, action.detailsError),
    dialogFailureMessage: failureMessage(useSelector(actor, action.dialogFailure)),
    notice: useSelector(actor, action.notice),
    moveFailureMessage: failureMessage(useSelector(actor, action.moveFailure)),
    ...senders,
  };
}

export type ReturnActionBinding = ReturnType<typeof useReturnAction>;
