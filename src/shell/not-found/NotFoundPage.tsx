import { Link } from 'react-router-dom';
import { usePageHead } from '@/ui/page-head';
import styles from './NotFoundPage.module.css';

export function NotFoundScreen() {
  usePageHead({ title: 'Page not found', description: 'This page of the shop does not exist.' });
  return (
    <div className={styles.screen}>
      <p className={styles.label}>ERROR 404</p>
      <h1 className={styles.heading}>Page not found</h1>
      <p>Sorry! The page you are looking for can not be found.</p>
      <Link to="/" className={styles.home}>
        Go back home
      </Link>
    </div>
  );
}

export default NotFoundScreen;
