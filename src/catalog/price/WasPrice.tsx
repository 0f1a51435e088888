import { formatKes, savingInCents } from '@model/money';
import styles from './WasPrice.module.css';

export interface WasPriceProps {
  price: string;
  wasPrice: string;
  /** The product page says what the reduction saves; a card has room for the was price only. */
  withSaving?: boolean;
}

/** The price before the reduction, struck through and read as "Was KES …". */
export function WasPrice({ price, wasPrice, withSaving = false }: WasPriceProps) {
  return (
    <span className={styles.was}>
      {/*
        "Was" inside the struck price: read as "Was KES …", and the struck text never reads as a
        price of its own (a script reading a card's `KES …` finds the price alone).
      */}
      <s>
        <span className="visually-hidden">Was</span> {formatKes(wasPrice)}
      </s>
      {withSaving ? (
        <>
          {' '}
          <span className={styles.saving}>
            Save {formatKes(savingInCents(price, wasPrice) / 100)}
          </span>
        </>
      ) : null}
    </span>
  );
}
