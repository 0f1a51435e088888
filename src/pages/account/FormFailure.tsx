import styles from './AccountForms.module.css';

/**
 * Why the last sign-in or signup failed. The alert region is always there, so a screen reader
 * announces each new message; it is empty when there is nothing to say.
 */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <div role="alert" className={styles.failure}>
      {message}
    </div>
  );
}
