import type { PaymentTotals } from '../../../machines/staff-payments/types';
import { formatKes } from '@model/money';
import { formatDay } from '../ui/when';
import staff from '../ui/staff.module.css';
import styles from './Payments.module.css';

/** The day's money: taken by M-Pesa, given back, and still owed back. */
export function PaymentTotalsList({ totals, day }: { totals: PaymentTotals; day: string }) {
  return (
    <section aria-labelledby="payments-totals" className={styles.totals}>
      <h2 id="payments-totals" className={staff.subheading}>
        Totals for {formatDay(day)}
      </h2>
      <dl className={styles.totalsList}>
        <div>
          <dt>Taken</dt>
          <dd>{formatKes(totals.taken)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{formatKes(totals.refunded)}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>{formatKes(totals.due)}</dd>
        </div>
      </dl>
    </section>
  );
}
