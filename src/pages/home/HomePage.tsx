import { usePageHead } from '../../app/page-head';
import { CategoryTiles } from './CategoryTiles';
import { Hero } from './Hero';
import { BrandsRow, ProductRow, WholesaleTeaser } from './HomeSections';
import styles from './HomePage.module.css';

export default function HomePage() {
  usePageHead({ title: 'Clothes, shoes and bags in Kenya' });
  return (
    <div className={styles.page}>
      <Hero />
      <CategoryTiles />
      <ProductRow
        id="featured"
        title="Featured"
        query={{ filter: { featured: true } }}
        viewAll="/shop"
      />
      <ProductRow
        id="new-arrivals"
        title="New arrivals"
        query={{ sort: 'newest' }}
        viewAll="/shop"
      />
      <ProductRow
        id="top-sellers"
        title="Top sellers"
        query={{ filter: { topSeller: true } }}
        viewAll="/shop"
      />
      <BrandsRow />
      <WholesaleTeaser />
    </div>
  );
}
