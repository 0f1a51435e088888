import { useParams } from 'react-router-dom';
import { safeDecode } from '../../catalog/category-match';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { ProductListing } from '../../components/product-listing/ProductListing';

export default function SearchPage() {
  // The router leaves a malformed percent-encoding undecoded; show it as it was typed.
  const text = safeDecode(useParams().query ?? '').trim();
  return (
    <PageFrame
      heading={text ? `Search results for “${text}”` : 'Search'}
      title={text ? `Search: ${text}` : 'Search'}
      trail={[{ label: 'Search' }]}
    >
      <ProductListing
        key={text}
        query={{ search: text, sort: 'newest', withTotal: true }}
        empty={<p>No products match “{text}”. Try another word, or browse the shop.</p>}
      />
    </PageFrame>
  );
}
