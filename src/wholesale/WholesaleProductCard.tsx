import { formatKes } from '@model/money';
import type { Product, WholesaleTerms } from '@model/catalog/product';
import { coversWholesaleMinimum, unitsBuyable } from '@model/catalog/stock-rule';
import { CardImage, CardName, WishlistHeart } from '@/catalog/product-card/CardParts';
import { useCartActions } from '@/cart/use-shopping-lists';
import styles from './WholesaleProductCard.module.css';

export interface WholesaleProductCardProps {
  product: Product & { wholesale: WholesaleTerms };
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean;
}

/** A product as a reseller sees it: the price per piece from the minimum, and the retail price. */
export function WholesaleProductCard({ product, priority = false }: WholesaleProductCardProps) {
  const cart = useCartActions();
  const { unitPrice, minQty } = product.wholesale;
  // The minimum must ship from stock; a smaller stock is a conversation, not a cart line.
  const enoughStock = coversWholesaleMinimum(product);
  const units = unitsBuyable(product);
  const headingId = `wholesale-${product.id}-name`;
  const pieces = `${minQty} ${minQty === 1 ? 'piece' : 'pieces'}`;
  // It starts with Add to cart, as every product card's button does (the QA contract: README,
  // The local backend and the QA contract).
  const addLabel = `Add to cart: ${pieces} at wholesale price`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <CardImage product={product} loading={priority ? 'eager' : 'lazy'} />
      <WishlistHeart product={product} className={styles.addToWishlist} />
      <div className={styles.body}>
        <CardName product={product} headingId={headingId} />
        <p className={styles.unitPrice}>{formatKes(unitPrice)} per piece</p>
        <p className={styles.minimum}>Minimum {pieces}</p>
        <p className={styles.detail}>
          {formatKes(Number(unitPrice) * minQty)} for {pieces}
        </p>
        <p className={styles.detail}>Retail price {formatKes(product.price)}</p>
        {enoughStock ? null : (
          <p className={styles.stockShort}>
            {units === 0 ? 'Out of stock' : `Only ${units} in stock: send us an enquiry`}
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
