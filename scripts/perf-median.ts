/** The figures of one Lighthouse run that `npm run perf` reports, with whatever else it keeps. */
export type RunFigures = Record<
  'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls' | 'kilobytes' | 'requests',
  number
>;

/** The middle of some values: for an even count, the lower of the two middle ones. */
function middle(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * A page's runs summed up: every figure is the median of that figure over the runs, each on its
 * own (one slow run moves no column), and what is not a figure (the full report, the LCP element)
 * comes from the run with the median performance score.
 */
export function medianOfRuns<Run extends RunFigures>(runs: readonly Run[]): Run {
  if (runs.length === 0) throw new Error('no runs to take the median of');
  const byScore = runs.toSorted((a, b) => a.performance - b.performance);
  const representative = byScore[Math.floor((byScore.length - 1) / 2)]!;
  const of = (figure: keyof RunFigures) => middle(runs.map((run) => run[figure]));
  return {
    ...representative,
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    kilobytes: of('kilobytes'),
    requests: of('requests'),
  };
}
