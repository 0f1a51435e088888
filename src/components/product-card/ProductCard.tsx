import { formatKes } from '../../catalog/price';
import type { Product } from '../../catalog/product';
import { useCart, useWishlist } from '../../state/shopping-lists';
import { HeartIcon } from '../icons/Icons';
import { CardImage, CardName } from './CardParts';
import styles from './ProductCard.module.css';

export interface ProductCardProps {
  product: Product;
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean;
}

export function ProductCard({ product, priority = false }: ProductCardProps) {
  const cart = useCart();
  const wishlist = useWishlist();
  const soldOut = product.stock === 0;
  const headingId = `product-${product.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <CardImage product={product} priority={priority} />
      <div className={styles.body}>
        <CardName product={product} headingId={headingId} />
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
