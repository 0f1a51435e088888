import * as Tabs from '@radix-ui/react-tabs';
import { queueTabs, type OrderQueue } from '@/model/order/queue';
import { OrderListBody } from './OrderListBody';
import type { OrderList } from './use-order-list';
import staff from '../ui/staff.module.css';
import styles from './OrdersPage.module.css';

/**
 * The queues as tabs (Radix Tabs, controlled by the list machine). Activation is manual: arrow
 * keys move between tabs without reading each one, Enter or Space opens it.
 */
export function OrderQueueTabs({ list }: { list: OrderList }) {
  return (
    <Tabs.Root
      value={list.queue}
      onValueChange={(queue) => list.selectTab(queue as OrderQueue)}
      activationMode="manual"
      className={staff.tabs}
    >
      <Tabs.List aria-label="Order queues" className={staff.tabList}>
        {queueTabs.map(({ queue, label }) => {
          const count = list.counts?.[queue];
          return (
            <Tabs.Trigger key={queue} value={queue} className={styles.tab}>
              {label}
              {count === undefined ? null : <span className={styles.count}> {count}</span>}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {queueTabs.map(({ queue, label }) => (
        <Tabs.Content key={queue} value={queue} className={staff.tabPanel}>
          <OrderListBody list={list} label={label} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
