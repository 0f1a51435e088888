import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { categoryPath } from '../paths';
import { useAfterFirstPaint } from '@/ui/near-viewport/use-after-first-paint';
import { useNearViewport } from '@/ui/near-viewport/use-near-viewport';
import { categoryTree } from '@/settings/shop-settings';
import { categoryPictures, categoryTilesSprite, fallbackPicture } from './category-pictures';
import styles from './CategoryTiles.module.css';

/** How far off screen the tiles' drawings start loading, so they are there as they scroll in. */
const loadAhead = '600px';

/**
 * The categories as tiles. Their drawings come from one sprite, asked for once the first screen
 * has painted and the tiles are near the screen, so it never competes with the hero or the app's
 * code on a phone. Until then each tile shows its name on the tile's own colour.
 */
export function CategoryTiles() {
  const tiles = useRef<HTMLUListElement>(null);
  const near = useNearViewport(tiles, loadAhead);
  const painted = useAfterFirstPaint();
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">Shop by category</h2>
      <ul className={styles.tiles} ref={tiles}>
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
                {near && painted ? (
                  <use
                    href={`${categoryTilesSprite}#${categoryPictures[name] ?? fallbackPicture}`}
                  />
                ) : null}
              </svg>
              <span className={styles.name}>{name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
