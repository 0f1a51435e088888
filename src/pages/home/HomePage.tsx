import { useEffect } from 'react';
import { ProductList } from '../../components/product-list/ProductList';
import { shop } from '../../settings/shop-settings';
import { useProductList } from '../../state/use-product-list';
import styles from './HomePage.module.css';

export default function HomePage() {
  const newArrivals = useProductList({ sort: 'newest', pageSize: 12 });
  useEffect(() => {
    document.title = `${shop.name} | Clothes, shoes and bags in Kenya`;
  }, []);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{shop.name}: fashion for Kenya, in KES</h1>
      <section aria-labelledby="new-arrivals">
        <h2 id="new-arrivals">New arrivals</h2>
        <ProductList
          status={newArrivals.status}
          products={newArrivals.products}
          failure={newArrivals.failure}
          onRetry={newArrivals.retry}
          placeholderCount={12}
        />
      </section>
    </div>
  );
}
