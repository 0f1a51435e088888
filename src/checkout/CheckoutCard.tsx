import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './CheckoutPage.module.css';

/** One of the checkout's white cards, named by its heading. */
export function CheckoutCard({
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
