import { Fragment } from 'react';
import { formatKes } from '@model/money';
import type { DiscountLine } from '@model/offer/pricing';
import styles from './DiscountRows.module.css';

/**
 * Each offer that takes money off, as a row of a totals list: its name (with the code in
 * brackets when it has one) and `−KES 1,300`. Free delivery shows on the Delivery row instead.
 * One wording for the cart, the checkout and the back office's order page (README, Discount
 * codes in the shop).
 */
export function DiscountRows({ discounts }: { discounts: readonly DiscountLine[] }) {
  return discounts
    .filter((line) => line.kind !== 'free-delivery')
    .map((line) => (
      <Fragment key={line.offerId}>
        <dt>
          {line.name}
          {line.code ? ` (${line.code})` : ''}
          {line.code === null ? (
            <>
              {' '}
              <span className={styles.note}>Applied automatically</span>
            </>
          ) : null}
        </dt>
        <dd>
          <span aria-hidden="true">−{formatKes(line.amount)}</span>
          <span className="visually-hidden">{formatKes(line.amount)} off</span>
        </dd>
      </Fragment>
    ));
}

/** The offer that made delivery free, from an order's lines; null for none. */
export const freeDeliveryOf = (discounts: readonly DiscountLine[]) =>
  discounts.find((line) => line.kind === 'free-delivery') ?? null;
