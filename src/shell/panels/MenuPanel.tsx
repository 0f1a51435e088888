import * as Accordion from '@radix-ui/react-accordion';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router-dom';
import type { MenuTab } from '../../../machines/panels/panels.machine';
import { categoryPath } from '@/catalog/paths';
import { categoryTree } from '@/settings/shop-settings';
import { useAccordion } from '../use-accordion';
import { SlideOver } from './SlideOver';
import { usePanel } from './use-panel';
import styles from './MenuPanel.module.css';

const menuLinks = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about-us' },
  { label: 'Contact', to: '/contact' },
  { label: 'Refunds and Returns', to: '/refunds-and-returns' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
];

/**
 * The left-hand menu: tabs Categories (default) and Menus (docs/shop-rules.md, Panels, menu tabs
 * and accordion).
 */
export default function MenuPanel() {
  const { panels, slideOver, closeByLink } = usePanel('menu');
  return (
    <SlideOver {...slideOver} title="Menu" side="left">
      <Tabs.Root
        value={panels.menuTab ?? 'categories'}
        onValueChange={(tab) => panels.selectTab(tab as MenuTab)}
        className={styles.tabs}
      >
        <Tabs.List aria-label="Menu sections" className={styles.tabList}>
          <Tabs.Trigger value="categories" className={styles.tab}>
            Categories
          </Tabs.Trigger>
          <Tabs.Trigger value="menus" className={styles.tab}>
            Menus
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="categories" className={styles.content}>
          <CategoryAccordion onNavigate={closeByLink} />
        </Tabs.Content>
        <Tabs.Content value="menus" className={styles.content}>
          <ul className={styles.links}>
            {menuLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={closeByLink} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Tabs.Content>
      </Tabs.Root>
    </SlideOver>
  );
}

function CategoryAccordion({ onNavigate }: { onNavigate: () => void }) {
  const accordion = useAccordion();
  return (
    <Accordion.Root type="single" collapsible {...accordion} className={styles.accordion}>
      {categoryTree.map((category) => (
        <Accordion.Item key={category.name} value={category.name} className={styles.item}>
          <Accordion.Header className={styles.itemHeader}>
            <Accordion.Trigger className={styles.trigger}>
              {category.name}
              <span className={styles.sign} aria-hidden="true" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={styles.section}>
            <ul className={styles.links}>
              <li>
                <Link to={categoryPath(category.name)} onClick={onNavigate} className={styles.link}>
                  All {category.name}
                </Link>
              </li>
              {category.subCategories.map((subCategory) => (
                <li key={subCategory}>
                  <Link
                    to={categoryPath(category.name, subCategory)}
                    onClick={onNavigate}
                    className={styles.link}
                  >
                    {subCategory}
                  </Link>
                </li>
              ))}
            </ul>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
