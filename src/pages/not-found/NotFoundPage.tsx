import { Link, Navigate, useLocation } from 'react-router-dom';
import { usePageHead } from '../../app/page-head';
import styles from './NotFoundPage.module.css';

/** Old menus linked these without a leading slash, so they resolved under other pages. */
const pagesReachedFromAnywhere = ['about-us', 'contact'];

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

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (pagesReachedFromAnywhere.includes(last.toLowerCase())) {
    return <Navigate to={`/${last.toLowerCase()}`} replace />;
  }
  return <NotFoundScreen />;
}
