import styles from './Spinner.module.css';

/**
 * The loading indicator the QA contract (README, The local backend and the QA contract) names:
 * role status, accessible name Loading.
 */
export function Spinner() {
  return (
    <div role="status" aria-label="Loading" className={styles.spinner}>
      <span className={styles.wheel} aria-hidden="true" />
    </div>
  );
}
