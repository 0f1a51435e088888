import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { shop } from '../../settings/shop-settings';
import { Spinner } from '../spinner/Spinner';
import styles from './AppLayout.module.css';

/** The frame every page shares; pages arrive on demand behind the Loading spinner. */
export function AppLayout() {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.logo} aria-label={`${shop.name} home`}>
            {shop.name}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
