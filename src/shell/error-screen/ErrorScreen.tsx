import { useNavigate } from 'react-router-dom';
import { usePageHead } from '@/ui/page-head';
import styles from './ErrorScreen.module.css';

/** What a shopper sees instead of a blank page when a page fails: a way to retry, a way out. */
export function ErrorScreen() {
  usePageHead({ title: 'Something went wrong' });
  const navigate = useNavigate();
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>Something went wrong</h1>
      <p>Sorry, this page could not be shown. Reload it to try again, or go back home.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          Reload
        </button>
        <button type="button" className={styles.home} onClick={() => navigate('/')}>
          Go back home
        </button>
      </div>
    </div>
  );
}
