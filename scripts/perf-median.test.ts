import { describe, expect, it } from 'vitest';
import { medianOfRuns, type RunFigures } from './perf-median';

const run = (name: string, figures: Partial<RunFigures>) => ({
  name,
  performance: 98,
  accessibility: 100,
  lcpMs: 1900,
  tbtMs: 40,
  cls: 0,
  kilobytes: 147,
  requests: 18,
  ...figures,
});

describe('medianOfRuns', () => {
  it('takes each figure’s median on its own, so one slow run moves no column', () => {
    const summary = medianOfRuns([
      run('first', { performance: 98, lcpMs: 1870, tbtMs: 84 }),
      run('second', { performance: 98, lcpMs: 2120, tbtMs: 13 }),
      run('third', { performance: 99, lcpMs: 1870, tbtMs: 38 }),
    ]);
    expect(summary).toMatchObject({ performance: 98, lcpMs: 1870, tbtMs: 38 });
  });

  it('keeps the report of the run with the median score', () => {
    const summary = medianOfRuns([
      run('slow', { performance: 93 }),
      run('typical', { performance: 97 }),
      run('fast', { performance: 99 }),
    ]);
    expect(summary.name).toBe('typical');
  });

  it('takes the lower middle of an even count, and refuses no runs', () => {
    expect(medianOfRuns([run('a', { lcpMs: 1800 }), run('b', { lcpMs: 2100 })]).lcpMs).toBe(1800);
    expect(() => medianOfRuns([])).toThrow('no runs');
  });
});
