import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { GoogleIcon } from './GoogleIcon';
import styles from './AccountForms.module.css';

export interface AccountFormScaffoldProps {
  /** What the form does, e.g. `Log in`: the page's heading, its crumb and its button. */
  action: string;
  title: string;
  description: string;
  intro: string;
  /** Said above the form, e.g. why the account page turned the shopper away. */
  notice?: string;
  /** Why the last attempt failed; null when there is nothing to say. */
  failureMessage: string | null;
  /** An attempt is under way: the buttons say so and `busyText` is announced. */
  busy: boolean;
  busyText: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Given, the form is followed by "or" and Google's button. */
  onContinueWithGoogle?: () => void;
  /** The way to the other form, after a question: "New here? Create an account". */
  switchTo: { question: string; to: string; label: string };
  /** The form's fields. */
  children: ReactNode;
}

/** The frame the login and signup pages share; each page gives its own fields and words. */
export function AccountFormScaffold({
  action,
  title,
  description,
  intro,
  notice,
  failureMessage,
  busy,
  busyText,
  onSubmit,
  onContinueWithGoogle,
  switchTo,
  children,
}: AccountFormScaffoldProps) {
  return (
    <PageFrame
      heading={action}
      title={title}
      description={description}
      trail={[{ label: action }]}
      intro={<p>{intro}</p>}
    >
      <div className={styles.panel}>
        {notice ? <p className={styles.notice}>{notice}</p> : null}
        {/* Always in the page, so a screen reader announces each new message; empty otherwise. */}
        <div role="alert" className={styles.failure}>
          {failureMessage}
        </div>
        <form noValidate className={styles.form} aria-busy={busy} onSubmit={onSubmit}>
          {children}
          <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
            {action}
          </button>
        </form>
        {onContinueWithGoogle ? (
          <>
            <p className={styles.or}>or</p>
            <button
              type="button"
              className={styles.google}
              aria-disabled={busy || undefined}
              onClick={onContinueWithGoogle}
            >
              <GoogleIcon />
              Continue with Google
            </button>
          </>
        ) : null}
        <p role="status" className={styles.busy}>
          {busy ? busyText : ''}
        </p>
        <p className={styles.switch}>
          {switchTo.question} <Link to={switchTo.to}>{switchTo.label}</Link>
        </p>
      </div>
    </PageFrame>
  );
}
