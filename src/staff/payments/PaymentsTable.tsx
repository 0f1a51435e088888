import { Link } from 'react-router-dom';
import type { PaymentRow } from '../../../machines/staff-payments/types';
import { formatKes } from '@model/money';
import { paymentRowStateLabels } from '@model/payment/payments-day';
import type { RowRef } from '../ui/PagedList';
import { formatClock, formatDay } from '../ui/when';
import styles from './Payments.module.css';

export interface PaymentsTableProps {
  rows: readonly PaymentRow[];
  day: string;
  rowRef: RowRef;
}

/**
 * A row per M-Pesa payment, newest first. On a phone the table scrolls sideways in its own frame,
 * which takes the keyboard's focus so it can be scrolled without a mouse.
 */
export function PaymentsTable({ rows, day, rowRef }: PaymentsTableProps) {
  return (
    <div
      role="region"
      aria-labelledby="payments-caption"
      tabIndex={0}
      className={styles.tableFrame}
    >
      <table className={styles.table}>
        <caption id="payments-caption" className={styles.caption}>
          M-Pesa payments on {formatDay(day)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">M-Pesa receipt</th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
            <th scope="col">Phone</th>
            <th scope="col">Order</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} ref={rowRef(index)} tabIndex={-1} className={styles.row}>
              <td>
                <time dateTime={row.at}>{formatClock(row.at)}</time>
              </td>
              <td>{row.receipt ?? 'None'}</td>
              <td className={styles.number}>{formatKes(row.amount)}</td>
              <td>{row.phone ?? 'Not known'}</td>
              <td>
                {row.orderId ? (
                  <Link to={`/staff/orders/${row.orderId}`}>
                    Order {row.orderNumber ?? row.orderId}
                  </Link>
                ) : (
                  'No order'
                )}
              </td>
              <td>{paymentRowStateLabels[row.state]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
