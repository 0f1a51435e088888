import { somethingWentWrong } from '../wording';
import styles from './RetryAlert.module.css';

interface RetryAlertBase {
  /** What went wrong, as the binding worded it for the shopper (null: it did not say). */
  message: string | null;
  /** What the shopper keeps, said after the message ("What you typed is kept."). */
  kept?: string;
  /**
   * `panel` stands in for what could not be shown; `notice` sits inside a form; `quiet` is for a
   * part of the page the shopper did not ask for, so it is not announced.
   */
  look?: 'panel' | 'notice' | 'quiet';
}

/** Retry either calls back, or submits the form it sits in (which sends what it holds again). */
export type RetryAlertProps = RetryAlertBase &
  ({ onRetry: () => void; submits?: never } | { onRetry?: never; submits: true });

/** A failure the shopper can try again: its message and a Retry button. */
export function RetryAlert({ message, kept, look = 'panel', onRetry, submits }: RetryAlertProps) {
  return (
    <div role={look === 'quiet' ? undefined : 'alert'} className={styles[look]}>
      <p>{[message ?? somethingWentWrong, kept].filter(Boolean).join(' ')}</p>
      <button
        type={submits ? 'submit' : 'button'}
        className={look === 'panel' ? styles.primary : styles.secondary}
        onClick={onRetry}
      >
        Retry
      </button>
    </div>
  );
}
