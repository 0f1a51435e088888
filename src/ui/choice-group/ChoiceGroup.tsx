import { useId, type Ref } from 'react';
import styles from './ChoiceGroup.module.css';

export interface ChoiceGroupProps {
  /** "Size" or "Colour": the legend, and the input's name with the product id. */
  legend: string;
  name: string;
  /** The choices in their order, each sold out or not by the stock rule. */
  /** The stock rule's options (model/catalog/stock-rule.ts): each value, and whether it is sold out. */
  options: { value: string; soldOut: boolean }[];
  chosen: string | null;
  onChoose: (option: string) => void;
  /** "Choose a size", shown next to the group after Add found it missing. */
  problem: string | null;
  /** The first radio that can be chosen: where focus goes when the choice is missing. */
  focusRef?: Ref<HTMLInputElement>;
}

/**
 * A radio group of chips, on the product page and in a card's chooser. Sold-out options stay in
 * view, struck through, disabled and named "XL (sold out)": a shopper sees what the product
 * comes in.
 */
export function ChoiceGroup({
  legend,
  name,
  options,
  chosen,
  onChoose,
  problem,
  focusRef,
}: ChoiceGroupProps) {
  const problemId = useId();
  const firstAvailable = options.find((option) => !option.soldOut)?.value;
  return (
    <fieldset className={styles.group} aria-describedby={problem ? problemId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {problem ? (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.chips}>
        {options.map(({ value, soldOut }) => (
          <label key={value} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={chosen === value}
              disabled={soldOut}
              onChange={() => onChoose(value)}
              aria-label={soldOut ? `${value} (sold out)` : undefined}
              ref={value === firstAvailable ? focusRef : undefined}
              className={styles.input}
            />
            <span className={styles.face}>{value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
