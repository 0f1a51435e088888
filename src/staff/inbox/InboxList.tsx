import type { InboxKind } from '../../../machines/staff-inbox/types';
import { PagedListBody } from '../ui/PagedListBody';
import { InboxEntry } from './InboxEntry';
import { useInboxList, type StaffInboxActor } from './use-staff-inbox';
import styles from './Inbox.module.css';

const words: Record<InboxKind, { list: string; none: string; older: string }> = {
  message: { list: 'Messages', none: 'No messages yet.', older: 'Show older messages' },
  enquiry: {
    list: 'Wholesale enquiries',
    none: 'No wholesale enquiries yet.',
    older: 'Show older enquiries',
  },
};

/** One tab: its items newest first, older ones on demand. */
export function InboxList({ actor, kind }: { actor: StaffInboxActor; kind: InboxKind }) {
  const list = useInboxList(actor, kind);
  return (
    <PagedListBody list={list} none={words[kind].none} moreLabel={words[kind].older}>
      <ul className={styles.entries} aria-label={words[kind].list}>
        {list.items.map((item) => (
          <InboxEntry
            key={item.id}
            item={item}
            marking={list.markingId === item.id}
            waiting={list.markingId !== null && list.markingId !== item.id}
            markFailureMessage={list.markFailure?.id === item.id ? list.markFailure.message : null}
            onMarkReplied={list.markReplied}
          />
        ))}
      </ul>
    </PagedListBody>
  );
}
