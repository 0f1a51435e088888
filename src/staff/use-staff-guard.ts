import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { SessionUser } from '../../machines/session/types';
import {
  staffGuardMachine,
  staffGuardStatus,
} from '../../machines/staff-guard/staff-guard.machine';
import type { StaffRole } from '@model/roles';
import { accountFailureMessage } from '@/account/use-account-guard';
import { SessionActor } from '@/account/use-session';
import { readStaffRole } from './data/staff-role';

/** How the back office learns a person's role: their fresh ID token, swapped in tests. */
export type ReadStaffRole = (user: SessionUser) => Promise<StaffRole | null>;

const tokenRole: ReadStaffRole = (user) => readStaffRole(user.uid);

/**
 * The back office's guard, bound to the session and the router: someone not signed in goes to
 * /login and comes back to where they were going.
 */
export function useStaffGuard(readRole: ReadStaffRole = tokenRole) {
  const session = SessionActor.useActorRef();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [logic] = useState(() =>
    staffGuardMachine.provide({
      actors: { readStaffRole: fromPromise(({ input }) => readRole(input)) },
    }),
  );
  const actor = useActorRef(logic, { input: { session } });
  const status = useSelector(actor, staffGuardStatus);
  // Sent from the page shown at sign-out, so logging in again comes back to it.
  useEffect(() => {
    if (status === 'signedOut') {
      navigate(`/login?redirect=${encodeURIComponent(pathname)}`, { replace: true });
    }
  }, [status, pathname, navigate]);
  const retry = useMemo(() => () => actor.send({ type: 'guard.retry' }), [actor]);
  return {
    status,
    role: useSelector(actor, (snapshot) => snapshot.context.role),
    user: useSelector(actor, (snapshot) => snapshot.context.user),
    failureMessage: accountFailureMessage(
      useSelector(actor, (snapshot) => snapshot.context.failure),
    ),
    retry,
  };
}
