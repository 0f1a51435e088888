import { useId, useState, type ReactNode } from 'react';
import { formatKes } from '@model/money';
import type { Receipt as ReceiptShown } from '@model/receipt/receipt';
import styles from './Receipt.module.css';

/** An amount taken off: `−KES 350` to the eye, "KES 350 off" to a screen reader. */
function Less({ amount, words }: { amount: number; words: string }) {
  return (
    <>
      <span aria-hidden="true">−{formatKes(amount)}</span>
      <span className="visually-hidden">
        {formatKes(amount)} {words}
      </span>
    </>
  );
}

function Row({
  term,
  children,
  strong = false,
}: {
  term: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <>
      <dt className={strong ? styles.strong : undefined}>{term}</dt>
      <dd className={strong ? styles.strong : undefined}>{children}</dd>
    </>
  );
}

/**
 * A paid order's receipt, as the shopper's and staff's receipt pages show and print it: the shop
 * as a business (KRA PIN), the receipt's number and time, each line, discounts, delivery, the
 * total with the VAT it includes, how it was paid, and each credit its refunds took. Printing
 * leaves out everything of the page but this (Receipt.module.css); `Narrow receipt (58 mm)` lays
 * it out for a receipt printer's roll.
 */
export function Receipt({ receipt, after }: { receipt: ReceiptShown; after?: ReactNode }) {
  const [narrow, setNarrow] = useState(false);
  const headingId = useId();
  const { issuer, vat, paidBy } = receipt;
  return (
    <article
      aria-labelledby={headingId}
      className={`${styles.sheet} ${narrow ? styles.narrow : ''}`}
      data-narrow={narrow}
    >
      <h1 id={headingId} className={styles.heading}>
        Receipt <span className={styles.code}>{receipt.number}</span>
      </h1>
      <div className={styles.issuer}>
        <p className={styles.strong}>{issuer.legalName}</p>
        <p>{issuer.address}</p>
        <p>
          KRA PIN <span className={styles.code}>{issuer.kraPin ?? 'not set'}</span>
        </p>
        <p>Phone {issuer.phone}</p>
      </div>
      <dl className={styles.facts}>
        <Row term="Receipt number">
          <span className={styles.code}>{receipt.number}</span>
        </Row>
        <Row term="Order number">
          <span className={styles.code}>{receipt.orderNumber}</span>
        </Row>
        <Row term="Date">{receipt.date}</Row>
        <Row term="Time">{receipt.time}</Row>
      </dl>
      <table className={styles.lines}>
        <caption className="visually-hidden">What was bought</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={styles.number}>
              Qty
            </th>
            <th scope="col" className={styles.number}>
              Price
            </th>
            <th scope="col" className={styles.number}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row" className={styles.item}>
                {line.description}
                {line.wholesale ? <span className={styles.note}> (wholesale)</span> : null}
              </th>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{formatKes(line.unitPrice)}</td>
              <td className={styles.number}>{formatKes(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <Row term="Subtotal">{formatKes(receipt.subtotal)}</Row>
        {receipt.discounts.map((line) => (
          <Row key={line.offerId} term={line.code ? `${line.name} (${line.code})` : line.name}>
            <Less amount={line.amount} words="off" />
          </Row>
        ))}
        <Row term="Delivery">
          {receipt.freeDelivery
            ? `Free with ${receipt.freeDelivery.name}`
            : formatKes(receipt.deliveryFee)}
        </Row>
        <Row term="Total" strong>
          {formatKes(receipt.total)}
        </Row>
        <Row term={`VAT (${vat.ratePercent} %) included`}>{formatKes(vat.amount)}</Row>
        <Row term="Paid by">{paidBy.method}</Row>
        {paidBy.method === 'M-Pesa' && paidBy.reference ? (
          <Row term="M-Pesa receipt">
            <span className={styles.code}>{paidBy.reference}</span>
          </Row>
        ) : null}
        {receipt.credits.map((credit) => (
          <Row
            key={credit.number}
            term={
              <>
                Credit <span className={styles.code}>{credit.number}</span>, {credit.date}
              </>
            }
          >
            <Less amount={credit.amount} words="given back" />
          </Row>
        ))}
        {receipt.credits.length ? (
          <Row term="Kept after credits" strong>
            {formatKes(receipt.net)}
          </Row>
        ) : null}
      </dl>
      <p className={styles.thanks}>Thank you for shopping with us.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          Print
        </button>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={narrow}
            onChange={(event) => setNarrow(event.target.checked)}
          />
          Narrow receipt (58 mm)
        </label>
        {after}
      </div>
    </article>
  );
}
