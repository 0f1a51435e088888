import { Link } from 'react-router-dom';
import { searchPath } from '../../catalog/paths';
import { ProductList } from '../../components/product-list/ProductList';
import { describeError } from '../../data/data-error';
import { useProductList } from '../../state/use-product-list';
import styles from './HomePage.module.css';

type ProductListBinding = ReturnType<typeof useProductList>;

interface ProductRowProps {
  id: string;
  title: string;
  viewAll: string;
  list: ProductListBinding;
}

const rowPageSize = 8;

/**
 * The featured, new-arrivals and top-seller rows. Each reads on its own; when all three fail (the
 * catalog is down) or are all empty, one message with one Retry stands for them, not three.
 */
export function ProductRows() {
  const featured = useProductList({ pageSize: rowPageSize, filter: { featured: true } });
  const newArrivals = useProductList({ pageSize: rowPageSize, sort: 'newest' });
  const topSellers = useProductList({ pageSize: rowPageSize, filter: { topSeller: true } });
  const lists = [featured, newArrivals, topSellers];
  if (lists.every((list) => list.status === 'failed')) {
    return (
      <section aria-labelledby="products-title">
        <h2 id="products-title">Our products</h2>
        <div role="alert" className={styles.rowsProblem}>
          <p>{describeError(featured.failure)}</p>
          <button
            type="button"
            className={styles.retry}
            onClick={() => lists.forEach((list) => list.retry())}
          >
            Retry
          </button>
        </div>
      </section>
    );
  }
  if (lists.every((list) => list.status === 'empty')) {
    return (
      <section aria-labelledby="products-title">
        <h2 id="products-title">Our products</h2>
        <p className={styles.rowsProblem}>No products here yet. Please check back soon.</p>
      </section>
    );
  }
  return (
    <>
      <ProductRow id="featured" title="Featured" viewAll="/shop" list={featured} />
      <ProductRow id="new-arrivals" title="New arrivals" viewAll="/shop" list={newArrivals} />
      <ProductRow id="top-sellers" title="Top sellers" viewAll="/shop" list={topSellers} />
    </>
  );
}

/** A titled row of product cards that scrolls sideways, with a link to see them all. */
function ProductRow({ id, title, viewAll, list }: ProductRowProps) {
  return (
    <section aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        <Link to={viewAll} className={styles.viewAll}>
          View all<span className="visually-hidden"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <ProductList
        status={list.status}
        products={list.products}
        failure={list.failure}
        onRetry={list.retry}
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
