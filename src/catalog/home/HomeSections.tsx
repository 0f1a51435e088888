import { Link } from 'react-router-dom';
import { LinkList } from '@/ui/link-list/LinkList';
import { searchPath } from '../paths';
import styles from './HomePage.module.css';

const brandLinks = [
  'adidas',
  'Nike',
  'Gucci',
  'Champion',
  'Kiko Romeo',
  'Bata',
  'Vivo Activewear',
  'Sandstorm',
].map((brand) => ({ label: brand, to: searchPath(brand) }));

export function BrandsRow() {
  return (
    <section aria-labelledby="brands-title">
      <h2 id="brands-title">Brands we stock</h2>
      <LinkList links={brandLinks} className={styles.brands} linkClassName={styles.brand} />
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
