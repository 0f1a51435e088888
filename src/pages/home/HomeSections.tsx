import { Link } from 'react-router-dom';
import { searchPath } from '../../catalog/paths';
import { ProductListing } from '../../components/product-listing/ProductListing';
import type { ProductQuery } from '../../state/use-product-list';
import styles from './HomePage.module.css';

interface ProductRowProps {
  id: string;
  title: string;
  query: ProductQuery;
  viewAll: string;
}

/** A titled row of product cards that scrolls sideways, with a link to see them all. */
export function ProductRow({ id, title, query, viewAll }: ProductRowProps) {
  return (
    <section aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        <Link to={viewAll} className={styles.viewAll}>
          View all<span className="visually-hidden"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <ProductListing
        query={{ pageSize: 8, ...query }}
        layout="row"
        placeholderCount={4}
        priorityCount={0}
      />
    </section>
  );
}

const brands = [
  'adidas',
  'Nike',
  'Gucci',
  'Champion',
  'Kiko Romeo',
  'Bata',
  'Vivo Activewear',
  'Sandstorm',
];

export function BrandsRow() {
  return (
    <section aria-labelledby="brands-title">
      <h2 id="brands-title">Brands we stock</h2>
      <ul className={styles.brands}>
        {brands.map((brand) => (
          <li key={brand}>
            <Link to={searchPath(brand)} className={styles.brand}>
              {brand}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WholesaleTeaser() {
  return (
    <section aria-labelledby="wholesale-title" className={styles.teaser}>
      <h2 id="wholesale-title">Buying for your boutique?</h2>
      <p>
        Our wholesale section sells in bulk at lower unit prices, from 6 pieces. Resellers across
        Kenya restock with us every week.
      </p>
      <Link to="/wholesale" className={styles.teaserLink}>
        See wholesale prices
      </Link>
    </section>
  );
}
