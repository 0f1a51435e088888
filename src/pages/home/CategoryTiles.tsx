import { Link } from 'react-router-dom';
import { categoryPath } from '../../catalog/paths';
import { categoryTree } from '../../settings/shop-settings';
import { categoryPictures, categoryTilesSprite, fallbackPicture } from './category-pictures';
import styles from './CategoryTiles.module.css';

export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">Shop by category</h2>
      <ul className={styles.tiles}>
        {categoryTree.map(({ name }) => (
          <li key={name}>
            <Link to={categoryPath(name)} className={styles.tile}>
              <svg
                className={styles.picture}
                viewBox="0 0 600 750"
                width={600}
                height={750}
                aria-hidden="true"
                focusable="false"
              >
                <use href={`${categoryTilesSprite}#${categoryPictures[name] ?? fallbackPicture}`} />
              </svg>
              <span className={styles.name}>{name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
