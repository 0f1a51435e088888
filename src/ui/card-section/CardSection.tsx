import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from '@/styles/cards.module.css';

/** A titled white card (checkout, account, contact), named by its heading. */
export function CardSection({
  id,
  title,
  children,
  ...section
}: {
  /** The heading's id, which names the card. */
  id: string;
  title: ReactNode;
  children: ReactNode;
} & Omit<ComponentPropsWithRef<'section'>, 'id' | 'title' | 'className' | 'aria-labelledby'>) {
  return (
    <section aria-labelledby={id} className={styles.card} {...section}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
