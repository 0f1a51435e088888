import { useRef, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { productPath } from '../paths';
import { cardSizes } from '../product-pictures';
import { imageSources } from '@model/catalog/photo-renditions';
import type { Product } from '@model/catalog/product';
import { useWishlistActions } from '@/cart/use-shopping-lists';
import { HeartIcon } from '@/ui/icons/Icons';
import { useNearViewport } from '@/ui/near-viewport/use-near-viewport';
import styles from './ProductCard.module.css';

const imageWidth = 600;
const imageHeight = 750;

/**
 * How a card's picture loads: at once (above the fold), lazily as the browser sees fit, or only
 * once the card is near the screen. Listings use the last below their first row: a browser loads
 * every lazy picture within a long distance of the screen (a sideways row's hidden cards
 * included), and asks for them as soon as it lays the page out, alongside the page's own code.
 */
export type CardImageLoading = 'eager' | 'lazy' | 'near';

/**
 * A card's picture: sized so nothing shifts, loaded as `loading` says, from the rendition that
 * fills the card when the photo has renditions.
 */
export function CardImage({ product, loading }: { product: Product; loading: CardImageLoading }) {
  const image = product.image[0];
  return (
    <div className={styles.media}>
      {image ? (
        loading === 'near' ? (
          <PictureWhenNear {...imageSources(image)} alt={image.name || product.productName} />
        ) : (
          <Picture
            {...imageSources(image)}
            alt={image.name || product.productName}
            loading={loading}
          />
        )
      ) : (
        <div className={styles.noImage} aria-hidden="true" />
      )}
    </div>
  );
}

interface PictureProps {
  src: string | undefined;
  srcSet?: string;
  alt: string;
  loading?: 'eager' | 'lazy';
  ref?: Ref<HTMLImageElement>;
}

function Picture({ src, srcSet, alt, loading, ref }: PictureProps) {
  return (
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={imageWidth}
      height={imageHeight}
      loading={loading}
      decoding="async"
      sizes={cardSizes}
    />
  );
}

/** How far off screen a row's picture starts loading, so it is there as it scrolls in. */
const loadAhead = '600px';

function PictureWhenNear({ src, srcSet, alt }: { src: string; srcSet?: string; alt: string }) {
  const picture = useRef<HTMLImageElement>(null);
  const near = useNearViewport(picture, loadAhead);
  // A srcset is asked for as soon as it is set, as a src is: both wait.
  return (
    <Picture
      ref={picture}
      src={near ? src : undefined}
      srcSet={near ? srcSet : undefined}
      alt={alt}
    />
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

/** The heart that keeps the product in the wishlist; the card places it. */
export function WishlistHeart({ product, className }: { product: Product; className?: string }) {
  const wishlist = useWishlistActions();
  return (
    <button
      type="button"
      className={className}
      onClick={() => wishlist.add(product)}
      aria-label={`Add to wishlist: ${product.productName}`}
    >
      <HeartIcon size={20} />
    </button>
  );
}
