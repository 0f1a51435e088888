import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router-dom';
import type { ProductListView } from '../../../machines/staff-products/types';
import { StaffPage } from '../shell/StaffPage';
import { FindProduct } from '../ui/FindProduct';
import { ProductLines } from './ProductLines';
import { ProductListBody } from './ProductListBody';
import { useStaffProductList } from './use-product-list';
import staff from '../ui/staff.module.css';
import styles from './Products.module.css';

const views: ReadonlyArray<{ view: ProductListView; label: string }> = [
  { view: 'all', label: 'All products' },
  { view: 'hidden', label: 'Hidden' },
];

const isView = (value: string): value is ProductListView =>
  views.some((entry) => entry.view === value);

/** /staff/products: Find a product, every product by name, the hidden ones, and New product. */
export function ProductsPage() {
  const list = useStaffProductList();
  return (
    <StaffPage
      heading="Products"
      title="Products"
      actions={
        <Link to="/staff/products/new" className={styles.primary}>
          New product
        </Link>
      }
    >
      <FindProduct
        search={list}
        id="find-products"
        hint="By name, brand or kind. Hidden products are under Hidden."
        noMatch={(query) => `No product in the shop matches “${query}”.`}
      >
        {(found) => <ProductLines products={found} label="Products found" />}
      </FindProduct>
      <Tabs.Root
        value={list.view}
        onValueChange={(value) => {
          if (isView(value)) list.show(value);
        }}
        className={staff.tabs}
      >
        <Tabs.List aria-label="Product lists" className={staff.tabList}>
          {views.map(({ view, label }) => (
            <Tabs.Trigger key={view} value={view} className={staff.tab}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {views.map(({ view }) => (
          <Tabs.Content key={view} value={view} className={staff.tabPanel}>
            <ProductListBody actor={list.actor} view={view} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </StaffPage>
  );
}
