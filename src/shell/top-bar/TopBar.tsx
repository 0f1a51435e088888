import { Link } from 'react-router-dom';
import { CallAndEmailLinks } from '../contact-links/ContactLinks';
import styles from './TopBar.module.css';

/** The thin contact bar above the header, from 768px wide: call, e-mail, Contact us, About us. */
export function TopBar() {
  return (
    <div className={styles.topBar}>
      <nav aria-label="Contact and information" className={styles.inner}>
        <ul className={styles.list}>
          <CallAndEmailLinks item="li" className={styles.link} />
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
