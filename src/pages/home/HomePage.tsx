import { ProductListing } from '../../components/product-listing/ProductListing';
import { usePageHead } from '../../app/page-head';
import { shop } from '../../settings/shop-settings';
import styles from './HomePage.module.css';

export default function HomePage() {
  usePageHead({ title: 'Clothes, shoes and bags in Kenya' });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{shop.name}: fashion for Kenya, in KES</h1>
      <section aria-labelledby="new-arrivals">
        <h2 id="new-arrivals">New arrivals</h2>
        <ProductListing query={{ sort: 'newest', pageSize: 12 }} placeholderCount={12} />
      </section>
    </div>
  );
}
