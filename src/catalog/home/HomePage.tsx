import { usePageHead } from '@/ui/page-head';
import { CategoryTiles } from './CategoryTiles';
import { Hero } from './Hero';
import { HomeProductRows } from './HomeProductRows';
import { BrandsRow, WholesaleTeaser } from './HomeSections';
import styles from './HomePage.module.css';

export default function HomePage() {
  usePageHead({ title: 'Clothes, shoes and bags in Kenya' });
  return (
    <div className={styles.page}>
      <Hero />
      <CategoryTiles />
      <HomeProductRows />
      <BrandsRow />
      <WholesaleTeaser />
    </div>
  );
}
