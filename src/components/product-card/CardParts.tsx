import { Link } from 'react-router-dom';
import { productPath } from '../../catalog/paths';
import type { Product } from '../../catalog/product';
import styles from './ProductCard.module.css';

const imageWidth = 600;
const imageHeight = 750;

/** A card's picture: sized so nothing shifts, lazy unless the card is above the fold. */
export function CardImage({ product, priority }: { product: Product; priority: boolean }) {
  const image = product.image[0];
  return (
    <div className={styles.media}>
      {image ? (
        <img
          src={image.downloadURL}
          alt={image.name || product.productName}
          width={imageWidth}
          height={imageHeight}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
        />
      ) : (
        <div className={styles.noImage} aria-hidden="true" />
      )}
    </div>
  );
}

/** The brand, then the name as the card's heading and its link to the details page. */
export function CardName({ product, headingId }: { product: Product; headingId: string }) {
  return (
    <>
      <p className={styles.brand}>{product.brand}</p>
      <h3 className={styles.name} id={headingId}>
        <Link to={productPath(product)} className={styles.link}>
          {product.productName}
        </Link>
      </h3>
    </>
  );
}
