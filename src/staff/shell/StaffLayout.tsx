import { Suspense, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { StaffRole } from '@model/roles';
import { useSession } from '@/account/use-session';
import { shop } from '@/settings/shop-settings';
import { Spinner } from '@/ui/spinner/Spinner';
import styles from './StaffLayout.module.css';

/** The back office's sections; Team is the owner's alone (../shared/QA-CONTRACT.md). */
const sections: ReadonlyArray<{ to: string; label: string; ownerOnly?: boolean }> = [
  { to: '/staff', label: 'Dashboard' },
  { to: '/staff/orders', label: 'Orders' },
  { to: '/staff/payments', label: 'Payments' },
  { to: '/staff/stock', label: 'Stock' },
  { to: '/staff/products', label: 'Products' },
  { to: '/staff/offers', label: 'Offers' },
  { to: '/staff/inbox', label: 'Inbox' },
  { to: '/staff/team', label: 'Team', ownerOnly: true },
];

export interface StaffLayoutProps {
  /** Who is signed in: their role decides the sections shown; null before the guard let them in. */
  role: StaffRole | null;
  email: string | null;
  children: ReactNode;
}

/** The back office's frame: its own bar and navigation, made for a phone first. */
export function StaffLayout({ role, email, children }: StaffLayoutProps) {
  const session = useSession();
  return (
    <div className={styles.app}>
      <a href="#staff-main" className={styles.skipLink}>
        Skip to main content
      </a>
      <header className={styles.bar}>
        <Link to="/staff" className={styles.brand}>
          {shop.name} back office
        </Link>
        {email ? (
          <div className={styles.who}>
            <span>{email}</span>
            <button type="button" className={styles.signOut} onClick={session.signOut}>
              Sign out
            </button>
          </div>
        ) : null}
      </header>
      {role ? (
        <nav aria-label="Back office" className={styles.nav}>
          <ul className={styles.navList}>
            {sections
              .filter((section) => !section.ownerOnly || role === 'owner')
              .map((section) => (
                <li key={section.to}>
                  {/* `end`: the dashboard's /staff is current on itself alone, not under it. */}
                  <NavLink to={section.to} end={section.to === '/staff'} className={styles.navLink}>
                    {section.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
      <main id="staff-main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </main>
    </div>
  );
}
