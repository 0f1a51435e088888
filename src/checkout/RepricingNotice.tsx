import type { CheckoutLine, OrderChange } from '../../machines/checkout/types';
import { formatKes } from '@model/money';
import styles from './CheckoutPage.module.css';

function chosen(change: Extract<OrderChange, { kind: 'stock' }>): string {
  const options = [change.size && `size ${change.size}`, change.colour].filter(Boolean);
  return options.length > 0 ? ` (${options.join(', ')})` : '';
}

/** One sentence per change, saying what confirming does to the cart. */
function describeChange(change: OrderChange, line: CheckoutLine | undefined): string {
  switch (change.kind) {
    case 'price':
      return `${change.productName}: now ${formatKes(change.to)} (was ${formatKes(change.from)}).`;
    case 'gone':
      return `${change.productName} is no longer sold: it leaves your cart.`;
    case 'stock': {
      const name = `${change.productName}${chosen(change)}`;
      if (change.available <= 0) return `${name} is sold out: it leaves your cart.`;
      if (line?.wholesale && change.available < line.wholesale.minQty) {
        return `${name}: only ${change.available} left, fewer than the wholesale minimum of ${line.wholesale.minQty}: it leaves your cart.`;
      }
      return `${name}: only ${change.available} left, so your cart takes ${change.available} instead of ${change.quantity}.`;
    }
    case 'discount': {
      const saving =
        change.to === 0
          ? 'Your order gets no discount now.'
          : `Your offers now save ${formatKes(change.to)} (was ${formatKes(change.from)}).`;
      return change.message ? `${change.message} ${saving}` : saving;
    }
  }
}

/**
 * What the server found different from the cart (prices, products gone, stock), nothing having
 * been ordered yet. Confirming brings the cart in line and places the order at the new total.
 */
export function RepricingNotice({
  changes,
  cart,
  total,
  canConfirm,
  onConfirm,
}: {
  changes: OrderChange[];
  cart: CheckoutLine[];
  /** The total once confirmed, with the delivery chosen. */
  total: number | null;
  canConfirm: boolean;
  onConfirm: () => void;
}) {
  return (
    <div role="alert" className={styles.repricing}>
      <p className={styles.noticeTitle}>Your cart has changed since you added these items</p>
      <ul className={styles.changes}>
        {changes.map((change, index) => (
          <li key={`${change.kind}-${index}`}>
            {describeChange(
              change,
              cart.find((line) => change.kind !== 'discount' && line.id === change.id),
            )}
          </li>
        ))}
      </ul>
      <p>
        Nothing has been ordered yet.
        {total !== null ? (
          <>
            {' '}
            New total: <strong>{formatKes(total)}</strong>.
          </>
        ) : null}{' '}
        Confirm to update your cart and place your order.
      </p>
      <button
        type="button"
        className={styles.primary}
        aria-disabled={!canConfirm || undefined}
        onClick={canConfirm ? onConfirm : undefined}
      >
        Confirm new total
      </button>
    </div>
  );
}
