import * as Tabs from '@radix-ui/react-tabs';
import { RefundList } from '../refunds/RefundList';
import { ReturnList } from '../returns/ReturnList';
import { returnsTab, useReturnsTab } from '../returns/use-returns-tab';
import { OrderListBody } from './OrderListBody';
import { orderTabs } from './order-words';
import type { OrderList } from './use-order-list';
import staff from '../ui/staff.module.css';
import styles from './OrdersPage.module.css';

/**
 * The queues, then the open refunds and the open returns, as tabs (Radix Tabs, controlled by the
 * list machine, and by the Returns tab's own machine while it is shown). Activation is manual:
 * arrow keys move between tabs without reading each one, Enter or Space opens it. Only the tab
 * shown is mounted, so the Refunds and Returns tabs read their list each time they open.
 */
export function OrderQueueTabs({ list }: { list: OrderList }) {
  const returns = useReturnsTab();
  return (
    <Tabs.Root
      value={returns.shown ? returnsTab : list.tab}
      onValueChange={(value) => {
        if (value === returnsTab) return returns.show();
        const chosen = orderTabs.find(({ tab }) => tab === value);
        if (!chosen) return;
        returns.hide();
        list.selectTab(chosen.tab);
      }}
      activationMode="manual"
      className={staff.tabs}
    >
      <Tabs.List aria-label="Order queues" className={staff.tabList}>
        {orderTabs.map(({ tab, label }) => (
          <Tab key={tab} value={tab} label={label} count={list.counts?.[tab]} />
        ))}
        <Tab value={returnsTab} label="Returns" count={returns.count ?? undefined} />
      </Tabs.List>
      {orderTabs.map(({ tab, label }) => (
        <Tabs.Content key={tab} value={tab} className={staff.tabPanel}>
          {tab === 'refunds' ? <RefundList /> : <OrderListBody list={list} label={label} />}
        </Tabs.Content>
      ))}
      <Tabs.Content value={returnsTab} className={staff.tabPanel}>
        <ReturnList tab={returns} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** A tab's name, then how many wait in it once counted. */
function Tab({ value, label, count }: { value: string; label: string; count?: number }) {
  return (
    <Tabs.Trigger value={value} className={styles.tab}>
      {label}
      {count === undefined ? null : <span className={styles.count}> {count}</span>}
    </Tabs.Trigger>
  );
}
