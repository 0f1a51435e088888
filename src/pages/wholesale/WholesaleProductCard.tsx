import { Link } from 'react-router-dom';
import { productPath } from '../../catalog/paths';
import { formatKes } from '../../catalog/price';
import type { Product, WholesaleTerms } from '../../catalog/product';
import { HeartIcon } from '../../components/icons/Icons';
import { useCart, useWishlist } from '../../state/shopping-lists';
import styles from './WholesaleProductCard.module.css';

export interface WholesaleProductCardProps {
  product: Product & { wholesale: WholesaleTerms };
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean;
}

const imageWidth = 600;
const imageHeight = 750;

/** A product as a reseller sees it: the price per piece from the minimum, and the retail price. */
export function WholesaleProductCard({ product, priority = false }: WholesaleProductCardProps) {
  const cart = useCart();
  const wishlist = useWishlist();
  const { unitPrice, minQty } = product.wholesale;
  // The minimum must ship from stock; a smaller stock is a conversation, not a cart line.
  const enoughStock = product.stock >= minQty;
  const image = product.image[0];
  const headingId = `wholesale-${product.id}-name`;
  const pieces = `${minQty} ${minQty === 1 ? 'piece' : 'pieces'}`;
  // It starts with Add to cart, as every product card's button does (QA contract).
  const addLabel = `Add to cart: ${pieces} at wholesale price`;
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
      <button
        type="button"
        className={styles.addToWishlist}
        onClick={() => wishlist.add(product)}
        aria-label={`Add to wishlist: ${product.productName}`}
      >
        <HeartIcon size={20} />
      </button>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <h3 className={styles.name} id={headingId}>
          <Link to={productPath(product)} className={styles.link}>
            {product.productName}
          </Link>
        </h3>
        <p className={styles.unitPrice}>{formatKes(unitPrice)} per piece</p>
        <p className={styles.minimum}>Minimum {pieces}</p>
        <p className={styles.detail}>
          {formatKes(Number(unitPrice) * minQty)} for {pieces}
        </p>
        <p className={styles.detail}>Retail price {formatKes(product.price)}</p>
        {enoughStock ? null : (
          <p className={styles.stockShort}>
            {product.stock === 0
              ? 'Out of stock'
              : `Only ${product.stock} in stock: send us an enquiry`}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.addAtWholesale}
          onClick={() => cart.addAtWholesale(product)}
          disabled={!enoughStock}
          aria-label={`${addLabel}, ${product.productName}`}
        >
          {addLabel}
        </button>
      </div>
    </article>
  );
}
