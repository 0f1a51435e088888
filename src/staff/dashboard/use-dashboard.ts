import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise } from 'xstate';
import { dashboardMachine } from '../../../machines/staff-dashboard/dashboard.machine';
import * as dashboard from '../../../machines/staff-dashboard/selectors';
import { logToConsole } from '@/account/use-session';
import { failureMessage } from '@/data/data-error';
import { readDashboard } from '../data/dashboard';

/** The dashboard's figures as the page shows them: Loading, the figures, or why not and Retry. */
export function useDashboard() {
  const [logic] = useState(() =>
    dashboardMachine.provide({
      actors: { readDashboard: fromPromise(() => readDashboard()) },
      actions: { log: (_, entry) => logToConsole(entry) },
    }),
  );
  const actor = useActorRef(logic);
  const retry = useCallback(() => actor.send({ type: 'dashboard.retry' }), [actor]);
  return {
    status: useSelector(actor, dashboard.status),
    view: useSelector(actor, dashboard.view),
    failureMessage: failureMessage(useSelector(actor, dashboard.failure)),
    retry,
  };
}
