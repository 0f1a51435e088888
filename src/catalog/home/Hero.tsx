import { Link } from 'react-router-dom';
import { shop } from '@/settings/shop-settings';
import styles from './Hero.module.css';
import { heroPicture } from './hero-picture';

/** The page's largest paint: sized, preloaded by the entry, never lazy. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <img
        src={heroPicture}
        alt=""
        width={1200}
        height={640}
        fetchPriority="high"
        loading="eager"
        decoding="sync"
        className={styles.picture}
      />
      <div className={styles.text}>
        <h1 id="hero-title" className={styles.title}>
          {shop.name}: fashion for Kenya, in KES
        </h1>
        <p className={styles.lead}>
          Dresses, jeans, shoes and bags for the whole family, delivered across Kenya. Pay with
          M-Pesa.
        </p>
        <div className={styles.actions}>
          <Link to="/shop" className={styles.primary}>
            Shop now
          </Link>
          <Link to="/wholesale" className={styles.secondary}>
            Buy wholesale
          </Link>
        </div>
      </div>
    </section>
  );
}
