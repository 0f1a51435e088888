import { Link, useParams } from 'react-router-dom';
import { matchCategory } from '../../catalog/category-match';
import { categoryPath } from '../../catalog/paths';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { FilteredListing } from '../../components/listing-filters/FilteredListing';
import { categoryTree } from '../../settings/shop-settings';
import { NotFoundScreen } from '../not-found/NotFoundPage';
import styles from '../listing.module.css';

export default function CategoryPage() {
  const params = useParams();
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
        <ul className={styles.chips}>
          {subCategories.map((name) => (
            <li key={name}>
              <Link
                to={categoryPath(category, name)}
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
