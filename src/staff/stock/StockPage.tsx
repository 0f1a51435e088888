import { lowStockBelow } from '@model/catalog/lowest-units';
import { StaffPage } from '../shell/StaffPage';
import { FindProduct } from '../ui/FindProduct';
import { PagedList } from '../ui/PagedList';
import { ProductLines } from './ProductLines';
import { useStockList } from './use-stock-list';
import staff from '../ui/staff.module.css';

/** /staff/stock: Find a product, and the products with a size or colour running low. */
export function StockPage() {
  const stock = useStockList();
  return (
    <StaffPage heading="Stock" title="Stock">
      <FindProduct
        search={stock}
        id="find-product"
        noMatch={(query) => `No product matches “${query}”.`}
      >
        {(found) => (
          <>
            <h2 id="found-heading" className="visually-hidden">
              Products found
            </h2>
            <ProductLines products={found} labelledBy="found-heading" />
          </>
        )}
      </FindProduct>
      <section className={staff.section} aria-labelledby="low-stock-heading">
        <h2 id="low-stock-heading" className={staff.subheading}>
          Low stock
        </h2>
        <p className={staff.muted}>
          Products with a size or colour under {lowStockBelow} units, the fewest first.
        </p>
        <PagedList list={stock.lowStock} none="Nothing is running low." noneClassName={staff.empty}>
          {() => <ProductLines products={stock.lowStock.items} labelledBy="low-stock-heading" />}
        </PagedList>
      </section>
    </StaffPage>
  );
}
