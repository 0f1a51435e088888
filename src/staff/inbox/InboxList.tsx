import type { InboxKind } from '../../../machines/staff-inbox/types';
import { PagedList } from '../ui/PagedList';
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
  const { list, markingId, markFailure, markReplied } = useInboxList(actor, kind);
  return (
    <PagedList list={list} none={words[kind].none} moreLabel={words[kind].older}>
      {(rowRef) => (
        <ul className={styles.entries} aria-label={words[kind].list}>
          {list.items.map((item, index) => (
            <InboxEntry
              key={item.id}
              item={item}
              rowRef={rowRef(index)}
              marking={markingId === item.id}
              waiting={markingId !== null && markingId !== item.id}
              markFailureMessage={markFailure?.id === item.id ? markFailure.message : null}
              onMarkReplied={markReplied}
            />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
