import type { ReactNode } from 'react';
import { usePageHead } from '../page-head';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/Breadcrumbs';
import styles from './PageFrame.module.css';

export interface PageFrameProps {
  /** The heading level 1, and the document title unless `title` says otherwise. */
  heading: ReactNode;
  title: string;
  description?: string;
  /** The trail after Home; omit for no breadcrumb. */
  trail?: Crumb[];
  intro?: ReactNode;
  children?: ReactNode;
}

/** What every page shares: its head, a breadcrumb, a level-1 heading. */
export function PageFrame({ heading, title, description, trail, intro, children }: PageFrameProps) {
  usePageHead({ title, description });
  return (
    <div className={styles.page}>
      {trail ? <Breadcrumbs trail={trail} /> : null}
      <h1 className={styles.heading}>{heading}</h1>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      {children}
    </div>
  );
}
