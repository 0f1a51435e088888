import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import * as team from '../../../machines/staff-team/selectors';
import { staffTeamMachine } from '../../../machines/staff-team/staff-team.machine';
import { failureMessage } from '@/data/data-error';
import { usePagedList } from '../ui/use-paged-list';
import { addStaff, listTeam, removeStaff } from '../data/team';

/** The owner's team page: the members, Make staff, and Remove with its confirmation. */
export function useStaffTeam() {
  const [logic] = useState(() =>
    staffTeamMachine.provide({
      actors: {
        listTeam: fromPromise(() => listTeam()),
        addStaff: fromPromise(({ input }) => addStaff(input)),
        removeStaff: fromPromise(({ input }) => removeStaff(input)),
      },
    }),
  );
  const actor = useActorRef(logic);
  const senders = useMemo(
    () => ({
      add: (email: string) => actor.send({ type: 'team.add', email }),
      remove: (uid: string) => actor.send({ type: 'team.remove', uid }),
      confirmRemove: () => actor.send({ type: 'team.confirmRemove' }),
      cancelRemove: () => actor.send({ type: 'team.cancelRemove' }),
    }),
    [actor],
  );
  const listSenders = useMemo(() => ({ retry: () => actor.send({ type: 'team.retry' }) }), [actor]);
  return {
    members: usePagedList(actor, team.memberList, listSenders),
    addStatus: useSelector(actor, team.addStatus),
    added: useSelector(actor, team.added),
    addRefusal: useSelector(actor, team.addRefusal),
    addFailureMessage: failureMessage(useSelector(actor, team.addFailure)),
    removeStatus: useSelector(actor, team.removeStatus),
    removing: useSelector(actor, team.removing),
    removed: useSelector(actor, team.removed),
    removeFailureMessage: failureMessage(useSelector(actor, team.removeFailure)),
    ...senders,
  };
}
