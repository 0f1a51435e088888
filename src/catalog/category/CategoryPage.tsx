import { Link, useLocation, useParams } from 'react-router-dom';
import { matchCategory } from '../category-match';
import { categoryPath } from '../paths';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { FilteredListing } from '../filter-panel/FilteredListing';
import { categoryTree } from '@/settings/shop-settings';
import { NotFoundScreen } from '@/shell/not-found/NotFoundPage';
import styles from '../listing.module.css';

export default function CategoryPage() {
  const params = useParams();
  const filters = filtersBeyondPath(useLocation().search);
  const match = matchCategory(params.category ?? '', params.subCategory);
  if (!match) return <NotFoundScreen />;
  const { category, subCategory } = match;
  const subCategories = categoryTree.find((c) => c.name === category)?.subCategories ?? [];
  const heading = subCategory ? `${category}: ${subCategory}` : category;
  return (
    <PageFrame
      heading={heading}
      title={subCategory ? `${subCategory} for ${category}` : `${category} collection`}
      description={`Shop ${subCategory ? `${subCategory.toLowerCase()} in ` : ''}${category.toLowerCase()} at our Kenyan online store, priced in KES.`}
      trail={[
        { label: 'Shop', to: '/shop' },
        subCategory ? { label: category, to: categoryPath(category) } : { label: category },
        ...(subCategory ? [{ label: subCategory }] : []),
      ]}
    >
      <nav aria-label={`${category} sub-categories`}>
        <ul className={styles.chipRow}>
          {subCategories.map((name) => (
            <li key={name}>
              <Link
                to={{ pathname: categoryPath(category, name), search: filters }}
                className={styles.chip}
                aria-current={name === subCategory ? 'page' : undefined}
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FilteredListing
        scope={{ category, subCategory }}
        empty={<p>Nothing in {heading} right now. Please check the other sub-categories.</p>}
      />
    </PageFrame>
  );
}

/** The view's filters and sort, kept when the shopper moves to another sub-category. */
function filtersBeyondPath(search: string): string {
  const query = new URLSearchParams(search);
  // The path names the category and sub-category: the query must not contradict it.
  query.delete('category');
  query.delete('subCategory');
  const kept = query.toString();
  return kept ? `?${kept}` : '';
}
