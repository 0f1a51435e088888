import { Link } from 'react-router-dom';
import { categoryPath } from './paths';
import { categoryTree } from '@/settings/shop-settings';
import styles from './listing.module.css';

/** A link to each category of the shop, as chips, in a navigation region with this name. */
export function CategoryChips({ label }: { label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {categoryTree.map(({ name }) => (
          <li key={name}>
            <Link to={categoryPath(name)} className={styles.chip}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
