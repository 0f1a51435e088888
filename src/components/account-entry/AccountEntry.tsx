import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAccountHint, type AccountHint } from '../../state/account-hint';
import styles from './AccountEntry.module.css';

export interface AccountEntryProps {
  className?: string;
  /** The header's icon and visible label. */
  children: ReactNode;
}

/** "Account", or "Account, signed in as Wanjiku": the visible label leads the name (WCAG 2.5.3). */
export function accountEntryLabel({ signedIn, firstName }: AccountHint): string {
  if (!signedIn) return 'Account';
  return firstName ? `Account, signed in as ${firstName}` : 'Account, signed in';
}

/**
 * The header's link to /account, marked when someone is signed in. It reads the hint the account
 * pages leave, never the Auth SDK, so the home page's first load stays without it.
 */
export function AccountEntry({ className, children }: AccountEntryProps) {
  const hint = useAccountHint();
  return (
    <Link
      to="/account"
      className={className}
      aria-label={accountEntryLabel(hint)}
      data-signed-in={hint.signedIn}
    >
      {children}
      {hint.signedIn ? <span className={styles.signedIn} aria-hidden="true" /> : null}
    </Link>
  );
}
