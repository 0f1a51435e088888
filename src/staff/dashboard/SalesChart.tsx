import type { ChartDay } from '@model/dashboard/view';
import { formatKes } from '@model/money';
import { formatDay } from '../ui/when';
import styles from './Dashboard.module.css';

const barWidth = 10;
const gap = 2;
const height = 100;
/** The line the bars stand on, so a day without sales still shows as a day. */
const baseline = 1;

/**
 * Sales by day as bars (an SVG the screen reader reads as one image by its label), and the same
 * figures as a table behind it for whoever wants them exactly. A day whose refunds passed its
 * sales has no bar; the table says how much.
 */
export function SalesChart({ days }: { days: readonly ChartDay[] }) {
  const highest = Math.max(1, ...days.map((day) => day.sales));
  const first = days[0];
  const last = days.at(-1);
  const label =
    first && last
      ? `Sales by day from ${formatDay(first.day)} to ${formatDay(last.day)}, highest ${formatKes(highest)}`
      : 'Sales by day';
  return (
    <section aria-labelledby="dashboard-chart" className={styles.block}>
      <h2 id="dashboard-chart" className={styles.blockHeading}>
        Sales by day
      </h2>
      {/* What the image's label says, shown on the chart's edges for sighted staff. */}
      <p className={styles.chartHighest} aria-hidden="true">
        {formatKes(highest)}
      </p>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${days.length * (barWidth + gap)} ${height}`}
        preserveAspectRatio="none"
        className={styles.chart}
      >
        <line
          x1={0}
          y1={height - baseline / 2}
          x2={days.length * (barWidth + gap)}
          y2={height - baseline / 2}
          className={styles.baseline}
        />
        {days.map((day, index) => {
          const barHeight = (Math.max(0, day.sales) / highest) * (height - baseline);
          return (
            <rect
              key={day.day}
              x={index * (barWidth + gap)}
              y={height - baseline - barHeight}
              width={barWidth}
              height={barHeight}
              className={styles.bar}
            />
          );
        })}
      </svg>
      {first && last ? (
        <p className={styles.chartDays} aria-hidden="true">
          <span>{formatDay(first.day)}</span>
          <span>{formatDay(last.day)}</span>
        </p>
      ) : null}
      <details className={styles.chartTable}>
        <summary>Sales by day as a table</summary>
        <table className={styles.table}>
          <caption className={styles.caption}>Sales by day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className={styles.number}>
                Sales
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day)}</th>
                <td className={styles.number}>{formatKes(day.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
