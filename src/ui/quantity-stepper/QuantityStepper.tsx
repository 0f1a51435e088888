import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  /** What is counted, for screen readers: "Quantity of {label}". */
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
}

/** − quantity +: the rules (stock, wholesale minimum) live in the cart machine; this only asks. */
export function QuantityStepper({ label, value, min, max, onChange }: QuantityStepperProps) {
  return (
    <div role="group" aria-label={`Quantity of ${label}`} className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={`Decrease quantity of ${label}`}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`Quantity ${value}`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={`Increase quantity of ${label}`}
      >
        +
      </button>
    </div>
  );
}
