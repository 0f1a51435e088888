import { useEffect, useRef } from 'react';
import type { InboxItem } from '../../../machines/staff-inbox/types';
import { formatWhen } from '../ui/when';
import { callLink, greeting, mailLink, readablePhone, whatsappLink } from './reply-links';
import staff from '../ui/staff.module.css';
import styles from './Inbox.module.css';

export interface InboxEntryProps {
  item: InboxItem;
  marking: boolean;
  /** Another item is being marked: one is marked at a time. */
  waiting: boolean;
  /** Why the last Mark as replied of this item failed. */
  markFailureMessage: string | null;
  onMarkReplied: (id: string) => void;
  /** Keeps the item's element, for the focus after Show older. */
  rowRef?: (entry: HTMLLIElement | null) => void;
}

/** One message or enquiry: who sent it, how to answer them, what they said, and its status. */
export function InboxEntry({
  item,
  marking,
  waiting,
  markFailureMessage,
  onMarkReplied,
  rowRef,
}: InboxEntryProps) {
  const headingId = `inbox-${item.id}`;
  const call = item.phone ? callLink(item.phone) : null;
  const whatsapp = item.phone ? whatsappLink(item.phone, greeting(item)) : null;
  const mail = item.email ? mailLink(item.email, item) : null;
  const status = useRef<HTMLParagraphElement>(null);
  const wasMarking = useRef(false);

  // The button goes once the item is replied: focus moves to the status that replaced it.
  useEffect(() => {
    if (wasMarking.current && item.status === 'replied') status.current?.focus();
    wasMarking.current = marking;
  }, [marking, item.status]);

  return (
    <li ref={rowRef} tabIndex={-1} className={styles.entry}>
      <article className={styles.article} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sender}>
          {item.name}
          {item.businessName ? (
            <span className={styles.business}>, {item.businessName}</span>
          ) : null}
        </h2>
        <p ref={status} tabIndex={-1} className={styles.meta}>
          <span className={item.status === 'new' ? styles.new : styles.replied}>
            {item.status === 'new' ? 'New' : repliedLabel(item)}
          </span>
          {item.receivedAt ? (
            <>
              {' · received '}
              <time dateTime={item.receivedAt}>{formatWhen(item.receivedAt)}</time>
            </>
          ) : null}
        </p>
        {item.items ? (
          <p>
            <span className={styles.label}>Items: </span>
            {item.items}
          </p>
        ) : null}
        {item.message ? <p className={styles.message}>{item.message}</p> : null}
        <ul className={styles.replyLinks} aria-label={`Answer ${item.name}`}>
          {item.phone && call ? (
            <li>
              <a href={call} className={styles.replyLink}>
                Call {readablePhone(item.phone)}
              </a>
            </li>
          ) : null}
          {item.phone && whatsapp ? (
            <li>
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.replyLink}
              >
                WhatsApp {readablePhone(item.phone)}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ) : null}
          {item.email ? (
            <li className={mail ? undefined : styles.replyText}>
              {mail ? (
                <a href={mail} className={styles.replyLink}>
                  Email {item.email}
                </a>
              ) : (
                // Not one plain address: shown as written, for staff to judge, never linked.
                `Email ${item.email}`
              )}
            </li>
          ) : null}
        </ul>
        {markFailureMessage ? (
          <p role="alert" className={staff.failure}>
            {markFailureMessage} It is still marked new.
          </p>
        ) : null}
        {item.status === 'new' ? (
          <button
            type="button"
            className={staff.primary}
            aria-describedby={headingId}
            aria-disabled={marking || waiting || undefined}
            onClick={() => {
              if (!marking && !waiting) onMarkReplied(item.id);
            }}
          >
            {marking ? 'Marking as replied…' : 'Mark as replied'}
          </button>
        ) : null}
      </article>
    </li>
  );
}

function repliedLabel(item: InboxItem): string {
  const by = item.repliedBy ? ` by ${item.repliedBy}` : '';
  const when = item.repliedAt ? ` on ${formatWhen(item.repliedAt)}` : '';
  return `Replied${by}${when}`;
}
