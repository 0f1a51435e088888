import { PageFrame } from '@/ui/page-frame/PageFrame';
import { FilteredListing } from '../filter-panel/FilteredListing';
import { CategoryChips } from '../CategoryChips';

export default function ShopPage() {
  return (
    <PageFrame
      heading="Shop"
      title="Shop all clothes, shoes and bags"
      description="Browse every product in the shop: ladies, men and kids fashion, shoes, bags, accessories, sportswear and outerwear, priced in KES."
      trail={[{ label: 'Shop' }]}
    >
      <CategoryChips label="Categories" />
      <FilteredListing />
    </PageFrame>
  );
}
