import { useEmailVerification } from './use-email-verification';
import styles from './AccountPage.module.css';

/**
 * Says when the signed-in account's e-mail address is not verified yet, with Send again; says
 * nothing once it is (or while it cannot tell).
 */
export function EmailVerification({ email }: { email: string }) {
  const verification = useEmailVerification();
  const { status } = verification;
  if (status === 'silent') return null;
  const sending = status === 'sending';
  return (
    <section aria-labelledby="email-verification-title" className={styles.verification}>
      <h2 id="email-verification-title" className={styles.verificationTitle}>
        Verify your e-mail address
      </h2>
      <p>
        Your e-mail address <strong>{email}</strong> is not verified yet. Open the link in the
        e-mail we sent you to verify it.
      </p>
      <div className={styles.verificationActions}>
        <button
          type="button"
          className={styles.secondary}
          aria-disabled={sending || undefined}
          onClick={sending ? undefined : verification.sendAgain}
        >
          Send again
        </button>
        <p role="status" className={styles.muted}>
          {sending ? 'Sending…' : ''}
          {status === 'sent' ? `We have sent the e-mail again to ${email}.` : ''}
        </p>
      </div>
      {status === 'failed' ? (
        <p role="alert" className={styles.verificationFailure}>
          {verification.failureMessage}
        </p>
      ) : null}
    </section>
  );
}
