import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import * as inbox from '../../../machines/staff-inbox/selectors';
import { staffInboxMachine } from '../../../machines/staff-inbox/staff-inbox.machine';
import type { InboxKind } from '../../../machines/staff-inbox/types';
import { failureMessage } from '@/data/data-error';
import { usePagedList } from '../ui/use-paged-list';
import { listInbox, markReplied } from '../data/inbox';

export type StaffInboxActor = ActorRefFrom<typeof staffInboxMachine>;

/** The inbox machine for the page, and the tab shown with its sender. */
export function useStaffInbox() {
  const [logic] = useState(() =>
    staffInboxMachine.provide({
      actors: {
        listInbox: fromPromise(({ input }) => listInbox(input)),
        markReplied: fromPromise(({ input }) => markReplied(input)),
      },
    }),
  );
  const actor = useActorRef(logic);
  const show = useMemo(() => (tab: InboxKind) => actor.send({ type: 'inbox.show', tab }), [actor]);
  return { actor, tab: useSelector(actor, inbox.tab), show };
}

/** One tab's list, read from the page's inbox machine, and its items' Mark as replied. */
export function useInboxList(actor: StaffInboxActor, kind: InboxKind) {
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'inbox.retry', kind }),
      more: () => actor.send({ type: 'inbox.more', kind }),
    }),
    [actor, kind],
  );
  const markReplied = useCallback(
    (id: string) => actor.send({ type: 'inbox.markReplied', kind, id }),
    [actor, kind],
  );
  const markFailure = useSelector(actor, inbox.markFailure);
  return {
    list: usePagedList(actor, inbox.lists[kind], senders),
    markingId: useSelector(actor, inbox.markingId),
    /** The item of this tab that could not be marked, and why. */
    markFailure:
      markFailure && markFailure.kind === kind
        ? { id: markFailure.id, message: failureMessage(markFailure.error) }
        : null,
    markReplied,
  };
}
