import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { authMessage } from './data/accounts';
import { useAccountServices, type AccountServices } from './use-session';

/** What a login or signup machine's selectors tell its page. */
interface AccountFormSelectors<Logic extends AnyStateMachine> {
  isBusy: (snapshot: SnapshotFrom<Logic>) => boolean;
  isIdle: (snapshot: SnapshotFrom<Logic>) => boolean;
  failureCode: (snapshot: SnapshotFrom<Logic>) => string | null;
}

/**
 * A login or signup machine, made once with the account services and the router, and what its
 * page shows of it: busy, idle (nothing under way or to tell) and the last failure, worded.
 */
export function useAccountForm<Logic extends AnyStateMachine>(
  selectors: AccountFormSelectors<NoInfer<Logic>>,
  make: (services: AccountServices, navigate: NavigateFunction) => Logic,
  /** The machine's input, read once as it starts. */
  input?: InputFrom<NoInfer<Logic>>,
) {
  const services = useAccountServices();
  const navigate = useNavigate();
  const [logic] = useState(() => make(services, navigate));
  const actor = useActorRef(logic, { input });
  return {
    actor,
    busy: useSelector(actor, selectors.isBusy),
    idle: useSelector(actor, selectors.isIdle),
    failureMessage: authMessage(useSelector(actor, selectors.failureCode)),
  };
}
