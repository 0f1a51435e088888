import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { usePageHead } from '@/ui/page-head';
import { categoryPath, searchPath } from '../paths';
import { formatKes } from '@model/money';
import type { Product } from '@model/catalog/product';
import {
  colourOptions,
  coversWholesaleMinimum,
  sizeOptions,
  stockState,
  unitsBuyable,
} from '@model/catalog/stock-rule';
import { Breadcrumbs } from '@/ui/breadcrumbs/Breadcrumbs';
import { useInView } from '@/ui/near-viewport/use-in-view';
import { useChatText } from '@/shell/chat-button/chat-text';
import { Gallery } from '../gallery/Gallery';
import { WasPrice } from '../price/WasPrice';
import { useGallery } from '../use-gallery';
import { shop } from '@/settings/shop-settings';
import { useWishlistActions } from '@/cart/use-shopping-lists';
import type { useProductDetails } from '../use-product-details';
import { productJsonLd, productUrl, useJsonLd } from './product-json-ld';
import { ProductChoices } from './ProductChoices';
import { RelatedProducts } from './RelatedProducts';
import { StickyAddBar } from './StickyAddBar';
import { WholesaleOffer } from './WholesaleOffer';
import styles from './ProductDetailsPage.module.css';

type Details = ReturnType<typeof useProductDetails>;

/** The product shown: gallery, summary with choices and adds, details, related products. */
export function ProductView({ product, details }: { product: Product; details: Details }) {
  const origin = window.location.origin;
  usePageHead({
    title: product.productName,
    description: `${product.productName} by ${product.brand}, ${formatKes(product.price)}. ${product.description}`,
  });
  useJsonLd(productJsonLd(product, origin));
  useChatText(
    `Hello ${shop.name}! I would like to ask about ${product.productName}: ${productUrl(product, origin)}`,
  );
  const wishlist = useWishlistActions();
  const gallery = useGallery(product);
  const firstSize = useRef<HTMLInputElement>(null);
  const firstColour = useRef<HTMLInputElement>(null);
  const stock = stockState(product);
  const outReason = stock.kind === 'out' ? stock.reason : null;
  // The add bar takes over while the page's own Add to cart is not wholly on the screen (off it,
  // or partly under the 64px bottom tab bar), and only while the product can be bought.
  const addButton = useRef<HTMLButtonElement>(null);
  const addInView = useInView(addButton, addBarMargin);

  const { onAddAnswered } = details;
  // An Add that found a choice missing moves focus to that choice's first option.
  useEffect(
    () =>
      onAddAnswered((missing) => {
        const first = missing[0];
        if (first) (first === 'size' ? firstSize : firstColour).current?.focus();
      }),
    [onAddAnswered],
  );
  const chooseColour = (colour: string) => {
    details.chooseColour(colour);
    gallery.showColour(colour);
  };

  return (
    <div className={styles.page}>
      <Breadcrumbs
        trail={[
          { label: 'Shop', to: '/shop' },
          { label: product.category, to: categoryPath(product.category) },
          {
            label: product.subCategory,
            to: categoryPath(product.category, product.subCategory),
          },
          { label: product.productName },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.media}>
          <Gallery images={product.image} productName={product.productName} gallery={gallery} />
        </div>
        <div className={styles.summary}>
          <p className={styles.brand}>{product.brand}</p>
          <h1 className={styles.name}>{product.productName}</h1>
          <div className={styles.priceRow}>
            <p className={styles.price}>{formatKes(product.price)}</p>
            {product.wasPrice ? (
              <p>
                <WasPrice price={product.price} wasPrice={product.wasPrice} withSaving />
              </p>
            ) : null}
            <StockLine product={product} />
          </div>
          <ProductChoices
            product={product}
            options={{ size: sizeOptions(product), colour: colourOptions(product, details.size) }}
            // Choosing a colour shows its pictures, too.
            choice={{ ...details, chooseColour }}
            focusRefs={{ size: firstSize, colour: firstColour }}
          />
          <div className={styles.actions}>
            <button
              ref={addButton}
              type="button"
              className={styles.button}
              onClick={details.addToCart}
              disabled={outReason !== null}
              aria-describedby={outReason ? 'out-of-stock-reason' : undefined}
            >
              Add to cart
            </button>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => wishlist.add(product)}
            >
              Add to wishlist
            </button>
          </div>
          {outReason ? (
            <p id="out-of-stock-reason" className={styles.reason}>
              {outReason} Add it to your wishlist to keep it in mind.
            </p>
          ) : null}
          {product.wholesale ? (
            <WholesaleOffer
              terms={product.wholesale}
              unavailableReason={
                outReason ??
                (coversWholesaleMinimum(product)
                  ? null
                  : `Only ${unitsBuyable(product)} left: fewer than the wholesale minimum of ${product.wholesale.minQty}.`)
              }
              onAdd={details.addAtWholesale}
            />
          ) : null}
          <section aria-labelledby="description-heading" className={styles.about}>
            <h2 id="description-heading" className={styles.sectionHeading}>
              Description
            </h2>
            <p>{product.description}</p>
          </section>
          <section aria-labelledby="details-heading" className={styles.about}>
            <h2 id="details-heading" className={styles.sectionHeading}>
              Product details
            </h2>
            <ProductFacts product={product} />
          </section>
        </div>
      </div>
      <RelatedProducts product={product} />
      {!addInView && outReason === null ? (
        <StickyAddBar
          productName={product.productName}
          price={formatKes(product.price)}
          onAdd={details.addToCart}
        />
      ) : null}
    </div>
  );
}

const addBarMargin = '0px 0px -64px 0px';

function StockLine({ product }: { product: Product }) {
  const stock = stockState(product);
  if (stock.kind === 'out') return <p className={styles.stockOut}>Out of stock</p>;
  if (stock.kind === 'low') return <p className={styles.stockLow}>Only {stock.left} left</p>;
  return <p className={styles.stock}>In stock</p>;
}

function ProductFacts({ product }: { product: Product }) {
  return (
    <dl className={styles.facts}>
      <dt>Brand</dt>
      <dd>
        <Link to={searchPath(product.brand)}>{product.brand}</Link>
      </dd>
      <dt>Category</dt>
      <dd>
        <Link to={categoryPath(product.category)}>{product.category}</Link> ›{' '}
        <Link to={categoryPath(product.category, product.subCategory)}>{product.subCategory}</Link>
      </dd>
      {product.tags.length > 0 ? (
        <>
          <dt>Tags</dt>
          <dd>
            <ul className={styles.tags}>
              {product.tags.map((tag) => (
                <li key={tag}>
                  <Link to={searchPath(tag)}>{tag}</Link>
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      <dt>Product code</dt>
      <dd>{product.id}</dd>
    </dl>
  );
}
