import { useParams } from 'react-router-dom';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { ProductListing } from '../product-listing/ProductListing';
import { CategoryChips } from '../CategoryChips';
import styles from '../listing.module.css';

export default function SearchPage() {
  // The router has decoded the text once, as the header encoded it once (a malformed
  // percent-encoding it leaves as typed); decoding again would turn a typed %41 into A.
  const text = (useParams().query ?? '').trim();
  return (
    <PageFrame
      heading={text ? `Search results for “${text}”` : 'Search'}
      title={text ? `Search: ${text}` : 'Search'}
      trail={[{ label: 'Search' }]}
    >
      <ProductListing
        key={text}
        query={{ search: text, sort: 'newest', withTotal: true }}
        empty={<NoResults text={text} />}
      />
    </PageFrame>
  );
}

/** Nothing matched: say so, then offer ways on, the categories and what sells best. */
function NoResults({ text }: { text: string }) {
  return (
    <div className={styles.suggestions}>
      <p>
        {text
          ? `No products match “${text}”. Try another word, or browse below.`
          : 'Type what you are looking for in the search box, or browse below.'}
      </p>
      <CategoryChips label="Browse categories" />
      <section aria-labelledby="suggested-top-sellers">
        <h2 id="suggested-top-sellers">Top sellers</h2>
        <ProductListing
          query={{ filter: { topSeller: true }, pageSize: 8 }}
          layout="row"
          placeholderCount={4}
          priorityCount={0}
        />
      </section>
    </div>
  );
}
