import type { MoveDetails } from '../../../machines/staff-returns/return-action.machine';
import type { ReceivedLine, ReturnView } from '../../../machines/staff-returns/types';
import { lineName } from './return-words';
import styles from './Returns.module.css';

type Condition = 'resellable' | 'damaged';

const unitName = (line: number, unit: number) => `line-${line}-unit-${unit}`;

/** What the dialog's choices say of each line: units fit to sell again, and units damaged. */
export function receivedLines(lines: ReturnView['lines'], data: FormData): ReceivedLine[] {
  return lines.map(({ line, quantity }) => {
    let damaged = 0;
    for (let unit = 0; unit < quantity; unit += 1) {
      if (data.get(unitName(line, unit)) === 'damaged') damaged += 1;
    }
    return { line, resellable: quantity - damaged, damaged };
  });
}

/** The choice given for a unit before a failed save, or Resellable. */
function chosen(details: MoveDetails | null, line: number, unit: number): Condition {
  const given = details && 'lines' in details ? details.lines.find((l) => l.line === line) : null;
  return given && unit < given.damaged ? 'damaged' : 'resellable';
}

/**
 * Mark as received's choices: for each unit that came back, a radio group `Resellable` (the
 * default: it goes back into stock) or `Damaged` (written off).
 */
export function ReceivedUnits({
  view,
  details,
}: {
  view: ReturnView;
  details: MoveDetails | null;
}) {
  return (
    <div className={styles.units}>
      {view.lines.flatMap(({ line, quantity, ...named }) =>
        Array.from({ length: quantity }, (_, unit) => (
          <fieldset key={unitName(line, unit)} className={styles.unit}>
            <legend>
              {lineName(named)}
              {quantity > 1 ? `, unit ${unit + 1} of ${quantity}` : ''}
            </legend>
            {(['resellable', 'damaged'] as const).map((condition) => (
              <label key={condition} className={styles.choice}>
                <input
                  type="radio"
                  name={unitName(line, unit)}
                  value={condition}
                  defaultChecked={chosen(details, line, unit) === condition}
                />
                {condition === 'resellable' ? 'Resellable' : 'Damaged'}
              </label>
            ))}
          </fieldset>
        )),
      )}
    </div>
  );
}
