import { Link } from 'react-router-dom';
import { searchPath } from '../paths';
import styles from './HomePage.module.css';

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
