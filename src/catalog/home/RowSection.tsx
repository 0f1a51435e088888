import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProductQuery } from '@model/catalog/product-query';
import styles from './HomePage.module.css';

/** The home page's rows of product cards, in order. */
export const homeRows = [
  { id: 'featured', title: 'Featured', viewAll: '/shop', filter: { featured: true } },
  { id: 'new-arrivals', title: 'New arrivals', viewAll: '/shop', sort: 'newest' },
  { id: 'top-sellers', title: 'Top sellers', viewAll: '/shop', filter: { topSeller: true } },
] as const satisfies ReadonlyArray<
  { id: string; title: string; viewAll: string } & Pick<ProductQuery, 'filter' | 'sort'>
>;

export type HomeRow = (typeof homeRows)[number];

/** How many cards one row reads, and how many placeholders hold its space while it loads. */
export const rowPageSize = 8;
export const rowPlaceholderCount = 4;

/** A titled row with a link to see them all; its cards, placeholders or message inside. */
export function RowSection({ row, children }: { row: HomeRow; children: ReactNode }) {
  return (
    <section aria-labelledby={row.id}>
      <div className={styles.sectionHead}>
        <h2 id={row.id}>{row.title}</h2>
        <Link to={row.viewAll} className={styles.viewAll}>
          View all<span className="visually-hidden"> {row.title.toLowerCase()}</span>
        </Link>
      </div>
      {children}
    </section>
  );
}
