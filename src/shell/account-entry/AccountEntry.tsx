import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAccountHint, type AccountHint } from '@/account/account-hint';
import styles from './AccountEntry.module.css';

export interface AccountEntryProps {
  className?: string;
  /** The header's icon and visible label. */
  children: ReactNode;
}

/** Who is signed in, said after the link's name ("Account") so QA and voice control keep it. */
export function accountEntryDescription({ signedIn, firstName }: AccountHint): string | null {
  if (!signedIn) return null;
  return firstName ? `Signed in as ${firstName}` : 'Signed in';
}

/**
 * The header's link to /account, marked when someone is signed in. It reads the hint the account
 * pages leave, never the Auth SDK, so the home page's first load stays without it.
 */
export function AccountEntry({ className, children }: AccountEntryProps) {
  const hint = useAccountHint();
  const descriptionId = useId();
  const description = accountEntryDescription(hint);
  return (
    <Link
      to="/account"
      className={className}
      aria-label="Account"
      aria-describedby={description ? descriptionId : undefined}
      data-signed-in={hint.signedIn}
    >
      {children}
      {description ? (
        <>
          <span className={styles.signedIn} aria-hidden="true" />
          <span id={descriptionId} hidden>
            {description}
          </span>
        </>
      ) : null}
    </Link>
  );
}
