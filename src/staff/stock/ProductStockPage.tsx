import { Link, useParams } from 'react-router-dom';
import { StaffPage } from '../shell/StaffPage';
import { AdjustStockForm } from './AdjustStockForm';
import { StockHistory } from './StockHistory';
import { UnitsTable } from './UnitsTable';
import { useStockAdjustment } from './use-stock-adjustment';
import { ProductNotShown } from '../ui/ProductNotShown';
import staff from '../ui/staff.module.css';

/** /staff/stock/{productId}: one machine per product, started afresh when the id changes. */
export function ProductStockPage() {
  const { productId = '' } = useParams();
  return <ProductStock key={productId} productId={productId} />;
}

const backToStock = (
  <Link to="/staff/stock" className={staff.back}>
    Back to Stock
  </Link>
);

function ProductStock({ productId }: { productId: string }) {
  const stock = useStockAdjustment(productId);
  const { product } = stock;
  if (stock.status === 'ready' && product) {
    return (
      <StaffPage heading={product.productName} title={`${product.productName}: stock`}>
        {backToStock}
        <UnitsTable product={product} refreshing={stock.recordStatus === 'refreshing'} />
        <AdjustStockForm
          product={product}
          status={stock.adjustStatus}
          saved={stock.saved}
          refusal={stock.refusal}
          saveFailureMessage={stock.saveFailureMessage}
          onSave={stock.save}
        />
        <StockHistory
          history={stock.history}
          status={stock.recordStatus}
          failureMessage={stock.recordFailureMessage}
          onRetry={stock.retryRecord}
        />
      </StaffPage>
    );
  }
  return (
    <ProductNotShown
      status={stock.status}
      heading="Product stock"
      back={backToStock}
      failureMessage={stock.failureMessage}
      onRetry={stock.retry}
    />
  );
}
