import type { activeFilters, FilterName } from '../listing-filters';
import styles from './FilterPanel.module.css';

export interface ActiveFiltersProps {
  active: ReturnType<typeof activeFilters>;
  onRemove: (name: FilterName) => void;
  onClear: () => void;
}

/** The filters in force as chips, each removed by a press, and Clear filters for them all. */
export function ActiveFilters({ active, onRemove, onClear }: ActiveFiltersProps) {
  return (
    <div className={styles.active}>
      <ul aria-label="Active filters" className={styles.chips}>
        {active.map(({ name, label, value }) => (
          <li key={name}>
            <button type="button" className={styles.chip} onClick={() => onRemove(name)}>
              <span className="visually-hidden">Remove filter:</span> {label}{' '}
              <strong>{value}</strong>
              <span aria-hidden="true" className={styles.cross}>
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
