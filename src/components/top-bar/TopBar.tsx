import { Link } from 'react-router-dom';
import { shop } from '../../settings/shop-settings';
import styles from './TopBar.module.css';

/** The thin contact bar above the header, from 768px wide: call, e-mail, Contact us, About us. */
export function TopBar() {
  return (
    <div className={styles.topBar}>
      <nav aria-label="Contact and information" className={styles.inner}>
        <ul className={styles.list}>
          <li>
            <a href={`tel:+${shop.phoneDigits}`} className={styles.link}>
              <span className="visually-hidden">Call</span> {shop.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${shop.email}`} className={styles.link}>
              <span className="visually-hidden">Email</span> {shop.email}
            </a>
          </li>
          <li className={styles.pages}>
            <Link to="/contact" className={styles.link}>
              Contact us
            </Link>
          </li>
          <li>
            <Link to="/about-us" className={styles.link}>
              About us
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
