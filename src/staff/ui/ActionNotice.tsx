import { useEffect, useRef } from 'react';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import staff from './staff.module.css';
import styles from './ActionNotice.module.css';

export interface ActionNoticeProps {
  /** The machine's word about the last action: a new one takes the focus. */
  news: unknown;
  /** What was saved, said as done. */
  saved: string | null;
  /** Why the server refused the action. */
  refusal: string | null;
  /** Why the action could not be sent, with its Retry. */
  failure: { message: string | null; onRetry: () => void } | null;
}

/**
 * What became of staff's last action on a page: saved, refused, or failed with Retry. The action's
 * button may be gone once it is taken, so the word about it takes the focus once it is said.
 */
export function ActionNotice({ news, saved, refusal, failure }: ActionNoticeProps) {
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (news) noticeRef.current?.focus();
  }, [news]);
  return (
    <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
      {saved ? (
        <p role="status" className={styles.saved}>
          {saved}
        </p>
      ) : refusal ? (
        <p role="alert" className={staff.failure}>
          {refusal}
        </p>
      ) : failure ? (
        <RetryAlert message={failure.message} onRetry={failure.onRetry} look="notice" />
      ) : null}
    </div>
  );
}
