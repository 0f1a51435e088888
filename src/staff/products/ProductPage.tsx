import { Link, useParams } from 'react-router-dom';
import { StaffPage } from '../shell/StaffPage';
import { ProductForm } from './ProductForm';
import { ProductVisibility } from './ProductVisibility';
import { useNewProductId, useProductForm } from './use-product-form';
import { ChangeHistory } from '../ui/ChangeHistory';
import { ProductNotShown } from '../ui/ProductNotShown';
import { changeLines, eventLabels } from './product-words';
import staff from '../ui/staff.module.css';

/**
 * /staff/products/new and /staff/products/{productId}: one machine per product, started afresh
 * when the id changes. A new product's id is made for each visit to /new, and once it is saved
 * the page moves to the product's address under the same key, so it stays as it is, Saved shown.
 */
export function ProductPage() {
  const { productId } = useParams();
  const newId = useNewProductId();
  const id = productId ?? newId;
  return <ProductEditor key={id} productId={id} isNew={productId === undefined} />;
}

const backToProducts = (
  <Link to="/staff/products" className={staff.back}>
    Back to Products
  </Link>
);

function ProductEditor({ productId, isNew }: { productId: string; isNew: boolean }) {
  const form = useProductForm(productId, isNew);
  if (form.status === 'ready') {
    const heading = form.exists ? form.productName || 'Product' : 'New product';
    return (
      <StaffPage heading={heading} title={form.exists ? `${heading}: product` : 'New product'}>
        {backToProducts}
        {form.exists ? <ProductVisibility form={form} /> : null}
        <ProductForm form={form} />
        {form.exists ? (
          <ChangeHistory
            id="product-history-heading"
            binding={form}
            label={(event) => eventLabels[event.kind]}
            lines={(event) => changeLines(event.changes)}
          />
        ) : null}
      </StaffPage>
    );
  }
  return (
    <ProductNotShown
      status={form.status}
      heading="Product"
      back={backToProducts}
      failureMessage={form.failureMessage}
      onRetry={form.retry}
    />
  );
}
