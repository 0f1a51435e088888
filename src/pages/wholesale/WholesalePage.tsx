import { PageFrame } from '../../components/page-frame/PageFrame';
import { ProductListing } from '../../components/product-listing/ProductListing';

export default function WholesalePage() {
  return (
    <PageFrame
      heading="Wholesale"
      title="Wholesale clothes, shoes and bags"
      description="Buy clothes, shoes and bags in bulk at wholesale prices in KES, for boutiques and resellers across Kenya."
      trail={[{ label: 'Wholesale' }]}
      intro={
        <p>
          Stocking a boutique or reselling? These products sell at a lower unit price when you buy
          at least their minimum quantity.
        </p>
      }
    >
      <ProductListing
        query={{ filter: { wholesale: true }, sort: 'newest', withTotal: true }}
        empty={<p>No products are on wholesale terms right now.</p>}
      />
    </PageFrame>
  );
}
