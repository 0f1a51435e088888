import { LinkList } from '@/ui/link-list/LinkList';
import { categoryPath } from './paths';
import { categoryTree } from '@/settings/shop-settings';
import styles from './listing.module.css';

const categoryLinks = categoryTree.map(({ name }) => ({ label: name, to: categoryPath(name) }));

/** A link to each category of the shop, as chips, in a navigation region with this name. */
export function CategoryChips({ label }: { label: string }) {
  return (
    <nav aria-label={label}>
      <LinkList links={categoryLinks} className={styles.chipRow} linkClassName={styles.chip} />
    </nav>
  );
}
