import { Link } from 'react-router-dom';
import { productPath } from '../../catalog/paths';
import { formatKes } from '../../catalog/price';
import type { Product } from '../../catalog/product';
import { useCart, useWishlist } from '../../state/shopping-lists';
import { HeartIcon } from '../icons/Icons';
import styles from './ProductCard.module.css';

export interface ProductCardProps {
  product: Product;
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean;
}

const imageWidth = 600;
const imageHeight = 750;

export function ProductCard({ product, priority = false }: ProductCardProps) {
  const cart = useCart();
  const wishlist = useWishlist();
  const soldOut = product.stock === 0;
  const image = product.image[0];
  const headingId = `product-${product.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
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
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <h3 className={styles.name} id={headingId}>
          <Link to={productPath(product)} className={styles.link}>
            {product.productName}
          </Link>
        </h3>
        <p className={styles.price}>{formatKes(product.price)}</p>
        {soldOut ? <p className={styles.stockOut}>Out of stock</p> : null}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.addToCart}
          onClick={() => cart.add(product)}
          disabled={soldOut}
          aria-label={`Add to cart: ${product.productName}`}
        >
          Add to cart
        </button>
        <button
          type="button"
          className={styles.addToWishlist}
          onClick={() => wishlist.add(product)}
          aria-label={`Add to wishlist: ${product.productName}`}
        >
          <HeartIcon size={20} />
        </button>
      </div>
    </article>
  );
}
