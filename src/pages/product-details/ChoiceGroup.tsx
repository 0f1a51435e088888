import { useId, type Ref } from 'react';
import styles from './ChoiceGroup.module.css';

export interface ChoiceGroupProps {
  /** "Size" or "Colour": the legend, and the input's name with the product id. */
  legend: string;
  name: string;
  options: string[];
  soldOut: string[];
  chosen: string | null;
  onChoose: (option: string) => void;
  /** "Choose a size", shown next to the group after Add found it missing. */
  problem: string | null;
  /** The first radio that can be chosen: where focus goes when the choice is missing. */
  focusRef?: Ref<HTMLInputElement>;
}

/**
 * A radio group of chips. Sold-out options stay in view, struck through, disabled and named
 * "XL (sold out)": a shopper sees what the product comes in.
 */
export function ChoiceGroup({
  legend,
  name,
  options,
  soldOut,
  chosen,
  onChoose,
  problem,
  focusRef,
}: ChoiceGroupProps) {
  const problemId = useId();
  const firstAvailable = options.find((option) => !soldOut.includes(option));
  return (
    <fieldset className={styles.group} aria-describedby={problem ? problemId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {problem ? (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.chips}>
        {options.map((option) => {
          const unavailable = soldOut.includes(option);
          return (
            <label key={option} className={styles.chip}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={chosen === option}
                disabled={unavailable}
                onChange={() => onChoose(option)}
                aria-label={unavailable ? `${option} (sold out)` : undefined}
                ref={option === firstAvailable ? focusRef : undefined}
                className={styles.input}
              />
              <span className={styles.face}>{option}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
