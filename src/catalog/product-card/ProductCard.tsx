import { lazy, Suspense, useRef, useState } from 'react';
import { formatKes } from '@model/money';
import type { Product } from '@model/catalog/product';
import { asksForChoice, canBeBought } from '@model/catalog/stock-rule';
import { useCartActions } from '@/cart/use-shopping-lists';
import { WasPrice } from '../price/WasPrice';
import { CardImage, CardName, WishlistHeart, type CardImageLoading } from './CardParts';
import styles from './ProductCard.module.css';

/** The chooser and its dialog code load when a shopper reaches for Add to cart, never before. */
const loadChooser = () => import('./ProductChooser');
const ProductChooser = lazy(loadChooser);

export interface ProductCardProps {
  product: Product;
  /** How the picture loads: at once above the fold, lazily otherwise (see CardImage). */
  imageLoading?: CardImageLoading;
}

export function ProductCard({ product, imageLoading = 'lazy' }: ProductCardProps) {
  const cart = useCartActions();
  const addButton = useRef<HTMLButtonElement>(null);
  // Mounted from the first open on, so Radix can close it and hand focus back.
  const [chooser, setChooser] = useState<'none' | 'open' | 'closed'>('none');
  const soldOut = !canBeBought(product);
  const headingId = `product-${product.id}-name`;

  // As on the product page, a size and colour are chosen first. A product already in the cart
  // goes straight to the cart's rule, which refuses it with "… is already in the cart!".
  const addToCart = () => {
    if (asksForChoice(product) && !cart.has(product.id)) setChooser('open');
    else cart.add(product);
  };

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <CardImage product={product} loading={imageLoading} />
      <div className={styles.body}>
        <CardName product={product} headingId={headingId} />
        <div className={styles.prices}>
          <p className={styles.price}>{formatKes(product.price)}</p>
          {product.wasPrice ? (
            <p>
              <WasPrice price={product.price} wasPrice={product.wasPrice} />
            </p>
          ) : null}
        </div>
        {soldOut ? <p className={styles.stockOut}>Out of stock</p> : null}
      </div>
      <div className={styles.actions}>
        <button
          ref={addButton}
          type="button"
          className={styles.addToCart}
          onClick={addToCart}
          onPointerEnter={asksForChoice(product) ? () => void loadChooser() : undefined}
          disabled={soldOut}
          aria-haspopup={asksForChoice(product) ? 'dialog' : undefined}
          aria-label={`Add to cart: ${product.productName}`}
        >
          Add to cart
        </button>
        <WishlistHeart product={product} className={styles.addToWishlist} />
      </div>
      {chooser === 'none' ? null : (
        <Suspense fallback={null}>
          <ProductChooser
            product={product}
            open={chooser === 'open'}
            onClose={() => setChooser('closed')}
            returnFocusTo={addButton}
          />
        </Suspense>
      )}
    </article>
  );
}
