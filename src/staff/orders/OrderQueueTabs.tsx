import * as Tabs from '@radix-ui/react-tabs';
import { RefundList } from '../refunds/RefundList';
import { OrderListBody } from './OrderListBody';
import { orderTabs } from './order-words';
import type { OrderList } from './use-order-list';
import staff from '../ui/staff.module.css';
import styles from './OrdersPage.module.css';

/**
 * The queues, then the open refunds, as tabs (Radix Tabs, controlled by the list machine).
 * Activation is manual: arrow keys move between tabs without reading each one, Enter or Space
 * opens it. Only the tab shown is mounted, so the Refunds tab reads its list each time it opens.
 */
export function OrderQueueTabs({ list }: { list: OrderList }) {
  return (
    <Tabs.Root
      value={list.tab}
      onValueChange={(value) => {
        const chosen = orderTabs.find(({ tab }) => tab === value);
        if (chosen) list.selectTab(chosen.tab);
      }}
      activationMode="manual"
      className={staff.tabs}
    >
      <Tabs.List aria-label="Order queues" className={staff.tabList}>
        {orderTabs.map(({ tab, label }) => {
          const count = list.counts?.[tab];
          return (
            <Tabs.Trigger key={tab} value={tab} className={styles.tab}>
              {label}
              {count === undefined ? null : <span className={styles.count}> {count}</span>}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {orderTabs.map(({ tab, label }) => (
        <Tabs.Content key={tab} value={tab} className={staff.tabPanel}>
          {tab === 'refunds' ? <RefundList /> : <OrderListBody list={list} label={label} />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
