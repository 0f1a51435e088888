import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { FilteredListing } from '../../components/listing-filters/FilteredListing';
import { categoryPath } from '../../catalog/paths';
import { categoryTree } from '../../settings/shop-settings';
import styles from '../listing.module.css';

export default function ShopPage() {
  return (
    <PageFrame
      heading="Shop"
      title="Shop all clothes, shoes and bags"
      description="Browse every product in the shop: ladies, men and kids fashion, shoes, bags, accessories, sportswear and outerwear, priced in KES."
      trail={[{ label: 'Shop' }]}
    >
      <nav aria-label="Categories">
        <ul className={styles.chips}>
          {categoryTree.map((category) => (
            <li key={category.name}>
              <Link to={categoryPath(category.name)} className={styles.chip}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FilteredListing />
    </PageFrame>
  );
}
