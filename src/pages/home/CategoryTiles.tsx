import { Link } from 'react-router-dom';
import { categoryPath } from '../../catalog/paths';
import { categoryTree } from '../../settings/shop-settings';
import styles from './CategoryTiles.module.css';

/** One illustration per category, from the catalog's own pictures. */
const pictures: Record<string, string> = {
  Ladies: 'dress-coral',
  Men: 'shirt-light-blue',
  Girls: 'dress-pink',
  Boys: 'tshirt-grey',
  Kids: 'onesie-light-blue',
  Shoes: 'sneaker-black',
  Bags: 'handbag-tan',
  Accessories: 'hat-beige',
  Sportswear: 'yoga-set-maroon',
  Outerwear: 'coat-camel',
};

export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">Shop by category</h2>
      <ul className={styles.tiles}>
        {categoryTree.map(({ name }) => (
          <li key={name}>
            <Link to={categoryPath(name)} className={styles.tile}>
              <img
                src={`/products/${pictures[name] ?? 'tshirt-grey'}.svg`}
                alt=""
                width={600}
                height={750}
                loading="lazy"
                decoding="async"
                sizes="(min-width: 1024px) 10vw, 20vw"
              />
              <span className={styles.name}>{name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
