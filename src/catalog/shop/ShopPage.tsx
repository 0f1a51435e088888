import { SectionPage } from '@/ui/page-frame/SectionPage';
import { FilteredListing } from '../filter-panel/FilteredListing';
import { CategoryChips } from '../CategoryChips';

const description =
  'Browse every product in the shop: ladies, men and kids fashion, shoes, bags, accessories, sportswear and outerwear, priced in KES.';

export default function ShopPage() {
  return (
    <SectionPage name="Shop" title="Shop all clothes, shoes and bags" description={description}>
      <CategoryChips label="Categories" />
      <FilteredListing />
    </SectionPage>
  );
}
