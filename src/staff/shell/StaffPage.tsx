import { useEffect, useRef, type ReactNode } from 'react';
import { usePageHead } from '@/ui/page-head';
import staff from '../ui/staff.module.css';
import styles from './StaffPage.module.css';

export interface StaffPageProps {
  /** The heading level 1; the document title unless `title` says otherwise. */
  heading: ReactNode;
  title: string;
  /** Beside the heading: the page's main action, such as a link to a new item. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A back-office page: its title, its heading, which takes the focus when the page opens so a
 * screen reader starts there, and its content.
 */
export function StaffPage({ heading, title, actions, children }: StaffPageProps) {
  usePageHead({ title: `${title} · back office` });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby="staff-page-heading">
      <div className={staff.head}>
        <h1 id="staff-page-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h1>
        {actions ? <div className={staff.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
