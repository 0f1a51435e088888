import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import type { Product } from '@model/catalog/product';
import { productPath } from '../paths';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { Spinner } from '@/ui/spinner/Spinner';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { useProductDetails } from '../use-product-details';
import { ProductView } from './ProductView';
import styles from './ProductDetailsPage.module.css';

export default function ProductDetailsPage() {
  // The router has decoded both once, as productPath encoded them once.
  const { id = '', productName = '' } = useParams();
  return <ProductDetails key={id} id={id} nameInUrl={productName} />;
}

/** The page of one product id, as the route (or a story) gives it. */
export function ProductDetails({ id, nameInUrl }: { id: string; nameInUrl: string }) {
  const details = useProductDetails(id);
  const { pathname } = useLocation();
  if (details.status === 'loading') return <Spinner />;
  if (details.status === 'failed') {
    return (
      <Problem title="Product">
        <RetryAlert message={details.failureMessage} onRetry={details.retry} />
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
  // A renamed product keeps working links: the stale name part moves to the current one. Never
  // to the address already shown: the router reads an encoded slash in a name as a slash.
  const canonical = productPath(details.product);
  if (nameInUrl !== details.product.productName && pathname !== canonical) {
    return <Navigate to={canonical} replace />;
  }
  if (details.status === 'hidden') return <NoLongerAvailable product={details.product} />;
  return <ProductView product={details.product} details={details} />;
}

/**
 * A product staff hid from the shop: named, so a shopper following an old link or a wishlist line
 * knows which one is gone, with nothing to choose or add and no related row of its own.
 */
function NoLongerAvailable({ product }: { product: Product }) {
  const sentence = `${product.productName} is no longer available.`;
  return (
    <PageFrame
      heading={product.productName}
      title={`${product.productName}: no longer available`}
      description={sentence}
      trail={[{ label: 'Shop', to: '/shop' }, { label: product.productName }]}
    >
      <p>{sentence}</p>
      <Link to="/shop" className={styles.button}>
        Continue shopping
      </Link>
    </PageFrame>
  );
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
