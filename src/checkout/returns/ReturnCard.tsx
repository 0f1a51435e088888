import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { formatKes } from '@model/money';
import { returnReasonLabels, returnStepLabels } from '@model/return/return';
import type { ReturnView } from '@model/return/request';
import { nairobiDate } from '../../../machines/checkout/nairobi-time';
import { exchangeWanted, lineName, returnNextStep } from './return-wording';
import styles from './returns.module.css';

/** One return as the shopper follows it: its step, what it holds, and what happens next. */
export function ReturnCard({ shown, focused }: { shown: ReturnView; focused: boolean }) {
  const step = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focused) step.current?.focus();
  }, [focused]);
  const headingId = `return-${shown.id}`;
  const waiting = shown.step === 'requested' || shown.step === 'approved';
  return (
    <li className={styles.return} data-step={shown.step}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} ref={step} tabIndex={-1} className={styles.step}>
          {returnStepLabels[shown.step]}
        </h3>
        <p className={styles.muted}>
          Asked on {nairobiDate(shown.requestedAt)} for{' '}
          {shown.wish === 'refund' ? 'a refund' : 'another size or colour'}
        </p>
        <ul className={styles.returnLines}>
          {shown.lines.map((line) => (
            <li key={line.line}>
              {lineName(line)} × {line.quantity}: {returnReasonLabels[line.reason]}
              {line.exchange ? `. Wanted instead: ${exchangeWanted(line.exchange)}` : null}
            </li>
          ))}
        </ul>
        {shown.step === 'refused' && shown.refusal ? (
          <p>Why it was refused: {shown.refusal}</p>
        ) : null}
        {shown.refund ? (
          <p>
            Refund <strong>{formatKes(shown.refund.amount)}</strong>
            {shown.refund.delivery ? ', delivery fee included' : null}
          </p>
        ) : null}
        {shown.exchangeOrder ? (
          <p>
            Your exchange is on its way:{' '}
            <Link to={`/checkout/order/${shown.exchangeOrder.id}`}>
              Order {shown.exchangeOrder.number}
            </Link>
          </p>
        ) : null}
        {waiting ? <p className={styles.next}>{returnNextStep}</p> : null}
      </article>
    </li>
  );
}
