import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dashboardPeriods } from '@model/dashboard/daily-totals';
import { isEmptyShop, type DashboardView, type WorkWaiting } from '@model/dashboard/view';
import { formatKes } from '@model/money';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { Spinner } from '@/ui/spinner/Spinner';
import { StaffPage } from '../shell/StaffPage';
import { useStaffRole } from '../shell/staff-role-context';
import { unitsLabel } from '../stock/stock-words';
import { SalesChart } from './SalesChart';
import { useDashboard } from './use-dashboard';
import staff from '../ui/staff.module.css';
import styles from './Dashboard.module.css';

/** Each kind of work waiting, and the tab it waits in. */
const workLinks: ReadonlyArray<{ key: keyof WorkWaiting; label: string; to: string }> = [
  { key: 'toConfirm', label: 'To confirm', to: '/staff/orders?tab=to-confirm' },
  { key: 'toPack', label: 'To pack', to: '/staff/orders?tab=to-pack' },
  { key: 'refundsDue', label: 'Refunds due', to: '/staff/orders?tab=refunds' },
  { key: 'returnsOpen', label: 'Returns open', to: '/staff/orders?tab=returns' },
  { key: 'unsettledPayments', label: 'Unsettled payments', to: '/staff/payments' },
];

export interface DashboardPageProps {
  /** What only the owner sees below the figures, such as the bookkeeper's exports. */
  ownerSection?: ReactNode;
}

/** /staff: the business at a glance, today, this week and this month, and the work waiting. */
export function DashboardPage({ ownerSection }: DashboardPageProps) {
  const dashboard = useDashboard();
  const owner = useStaffRole() === 'owner';
  return (
    <StaffPage heading="Dashboard" title="Dashboard">
      {dashboard.status === 'loaded' && dashboard.view ? (
        <DashboardFigures view={dashboard.view} />
      ) : dashboard.status === 'failed' ? (
        <RetryAlert message={dashboard.failureMessage} onRetry={dashboard.retry} />
      ) : (
        <Spinner />
      )}
      {owner ? ownerSection : null}
    </StaffPage>
  );
}

function DashboardFigures({ view }: { view: DashboardView }) {
  const empty = isEmptyShop(view);
  return (
    <>
      <div className={styles.periods}>
        {dashboardPeriods.map(({ id, label }) => {
          const figures = view.periods[id];
          return (
            <section key={id} aria-labelledby={`period-${id}`} className={styles.period}>
              <h2 id={`period-${id}`} className={styles.blockHeading}>
                {label}
              </h2>
              <dl className={styles.figures}>
                <div className={styles.sales}>
                  <dt>Sales</dt>
                  <dd data-testid={id === 'today' ? 'sales-today' : undefined}>
                    {formatKes(figures.sales)}
                  </dd>
                </div>
                <div>
                  <dt>Orders</dt>
                  <dd>{figures.orders}</dd>
                </div>
                <div>
                  <dt>Average order</dt>
                  <dd>{formatKes(figures.averageOrder)}</dd>
                </div>
                <div>
                  <dt>Refunded</dt>
                  <dd>{formatKes(figures.refunded)}</dd>
                </div>
              </dl>
            </section>
          );
        })}
      </div>
      {empty ? (
        <p className={staff.emptyWide}>
          No orders in the last 30 days and no work waiting. Sales, orders and best sellers show
          here once shoppers order.
        </p>
      ) : (
        <>
          <Work view={view} />
          <SalesChart days={view.chart} />
          <BestSellers view={view} />
        </>
      )}
      <LowStock view={view} />
    </>
  );
}

function Work({ view }: { view: DashboardView }) {
  const waiting = workLinks.filter(({ key }) => view.waiting[key] > 0);
  return (
    <div className={styles.pair}>
      <section aria-labelledby="dashboard-work" className={styles.block}>
        <h2 id="dashboard-work" className={styles.blockHeading}>
          Work waiting
        </h2>
        {waiting.length === 0 ? (
          <p className={staff.muted}>Nothing waits: every tab is clear.</p>
        ) : (
          <ul className={styles.work}>
            {waiting.map(({ key, label, to }) => (
              <li key={key}>
                <Link to={to} className={styles.workLink}>
                  <span>{label}</span> <span className={styles.count}>{view.waiting[key]}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="dashboard-cash" className={styles.block}>
        <h2 id="dashboard-cash" className={styles.blockHeading}>
          Cash to collect
        </h2>
        <p className={styles.amount}>{formatKes(view.cashToCollect)}</p>
        <p className={staff.muted}>Cash on delivery orders not yet paid or cancelled.</p>
      </section>
    </div>
  );
}

function BestSellers({ view }: { view: DashboardView }) {
  return (
    <div className={styles.pair}>
      <section aria-labelledby="dashboard-top-products" className={styles.block}>
        <h2 id="dashboard-top-products" className={styles.blockHeading}>
          Top products
        </h2>
        {view.topProducts.length === 0 ? (
          <p className={staff.muted}>No sales in the last 30 days.</p>
        ) : (
          <ol className={styles.ranking}>
            {view.topProducts.map((product) => (
              <li key={product.id}>
                <span>{product.name}</span>{' '}
                <span className={styles.count}>{unitsLabel(product.units)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="dashboard-top-sizes" className={styles.block}>
        <h2 id="dashboard-top-sizes" className={styles.blockHeading}>
          Top sizes
        </h2>
        {view.topSizes.length === 0 ? (
          <p className={staff.muted}>No sized item sold in the last 30 days.</p>
        ) : (
          <ol className={styles.ranking}>
            {view.topSizes.map(({ size, units }) => (
              <li key={size}>
                <span>Size {size}</span> <span className={styles.count}>{unitsLabel(units)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function LowStock({ view }: { view: DashboardView }) {
  return (
    <section aria-labelledby="dashboard-low-stock" className={styles.block}>
      <h2 id="dashboard-low-stock" className={styles.blockHeading}>
        Low stock
      </h2>
      {view.lowStock.length === 0 ? (
        <p className={staff.muted}>No product is low on stock.</p>
      ) : (
        <ul className={styles.ranking}>
          {view.lowStock.map((product) => (
            <li key={product.id}>
              <Link to={`/staff/stock/${product.id}`}>{product.productName}</Link>{' '}
              <span className={styles.count}>{unitsLeft(product.lowestUnits)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const unitsLeft = (units: number) => (units === 0 ? 'Sold out' : `${unitsLabel(units)} left`);
