import { Link, Navigate, useParams } from 'react-router-dom';
import { safeDecode } from '../../catalog/category-match';
import { categoryPath, productPath } from '../../catalog/paths';
import { formatKes } from '../../catalog/price';
import type { Product } from '../../catalog/product';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { Spinner } from '../../components/spinner/Spinner';
import { usePageHead } from '../../app/page-head';
import { describeError } from '../../data/data-error';
import { useProductDetails } from '../../state/use-product-details';
import { useCart, useWishlist } from '../../state/shopping-lists';
import styles from './ProductDetailsPage.module.css';

export default function ProductDetailsPage() {
  const { id = '', productName = '' } = useParams();
  return <ProductDetails key={id} id={safeDecode(id)} nameInUrl={safeDecode(productName)} />;
}

function ProductDetails({ id, nameInUrl }: { id: string; nameInUrl: string }) {
  const details = useProductDetails(id);
  if (details.status === 'loading') return <Spinner />;
  if (details.status === 'failed') {
    return (
      <Problem title="Product">
        <div role="alert" className={styles.problem}>
          <p>{describeError(details.failure)}</p>
          <button type="button" className={styles.button} onClick={details.retry}>
            Retry
          </button>
        </div>
      </Problem>
    );
  }
  if (!details.product) {
    return (
      <Problem title="Product not found">
        <p>We could not find this product. It may have sold out and been removed.</p>
        <Link to="/shop" className={styles.button}>
          Continue shopping
        </Link>
      </Problem>
    );
  }
  // A renamed product keeps working links: the stale name part moves to the current one.
  if (nameInUrl !== details.product.productName) {
    return <Navigate to={productPath(details.product)} replace />;
  }
  return <ProductView product={details.product} />;
}

function Problem({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <PageFrame
      heading={title}
      title={title}
      trail={[{ label: 'Shop', to: '/shop' }, { label: title }]}
    >
      {children}
    </PageFrame>
  );
}

function ProductView({ product }: { product: Product }) {
  usePageHead({
    title: product.productName,
    description: `${product.productName} by ${product.brand}, ${formatKes(product.price)}. ${product.description}`,
  });
  const cart = useCart();
  const wishlist = useWishlist();
  const image = product.image[0];
  return (
    <div className={styles.layout}>
      <nav aria-label="Breadcrumb" className={styles.trail}>
        <Link to="/shop">Shop</Link> ›{' '}
        <Link to={categoryPath(product.category)}>{product.category}</Link> ›{' '}
        <Link to={categoryPath(product.category, product.subCategory)}>{product.subCategory}</Link>
      </nav>
      <div className={styles.media}>
        {image ? (
          <img
            src={image.downloadURL}
            alt={image.name || product.productName}
            width={600}
            height={750}
            fetchPriority="high"
          />
        ) : null}
      </div>
      <div className={styles.summary}>
        <p className={styles.brand}>{product.brand}</p>
        <h1 className={styles.name}>{product.productName}</h1>
        <p className={styles.price}>{formatKes(product.price)}</p>
        <p className={product.stock === 0 ? styles.stockOut : styles.stock}>
          {product.stock === 0
            ? 'Out of stock'
            : product.stock < 5
              ? `Only ${product.stock} left`
              : 'In stock'}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            onClick={() => cart.add(product)}
            disabled={product.stock === 0}
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
        <p>{product.description}</p>
      </div>
    </div>
  );
}
