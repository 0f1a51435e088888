import { describe, expect, it, vi } from 'vitest';
import { schedule, type ScheduledStage, type StageOutcome } from './schedule';

/** Stages whose runs end when the test says, recording when each started. */
function stagesEndedByHand() {
  const started: string[] = [];
  const endings = new Map<string, (outcome: StageOutcome) => void>();
  let stopping = false;
  const stopAll = vi.fn(() => {
    stopping = true;
    // A stopped stage ends as stopped.
    for (const end of endings.values()) end({ code: 143, stopped: true });
  });
  const run = (stage: ScheduledStage) =>
    new Promise<StageOutcome>((resolve) => {
      started.push(stage.script);
      endings.set(stage.script, (outcome) => {
        endings.delete(stage.script);
        resolve(outcome);
      });
    });
  const end = async (script: string, code = 0) => {
    endings.get(script)!({ code });
    // Let the stages waiting on it start.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { started, run, end, control: { stopAll, stopping: () => stopping } };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('npm test’s stages', () => {
  const stages = [
    { script: 'build' },
    { script: 'backend', after: ['build'] },
    { script: 'journeys', after: ['backend'] },
    { script: 'lint' },
    { script: 'vitest', after: ['lint'] },
    { script: 'lighthouse', after: ['journeys', 'vitest'] },
  ];

  it('start each once those it needs have passed, the others side by side', async () => {
    const { started, run, end, control } = stagesEndedByHand();
    const done = schedule(stages, run, control);
    await tick();
    expect(started).toEqual(['build', 'lint']);
    await end('lint');
    expect(started).toEqual(['build', 'lint', 'vitest']);
    await end('build');
    await end('backend');
    expect(started).toEqual(['build', 'lint', 'vitest', 'backend', 'journeys']);
    await end('vitest');
    expect(started).not.toContain('lighthouse');
    await end('journeys');
    expect(started.at(-1)).toBe('lighthouse');
    await end('lighthouse');
    await expect(done).resolves.toBe(0);
    expect(control.stopAll).not.toHaveBeenCalled();
  });

  it('stop the others at the first failure, start nothing more and end with its code', async () => {
    const { started, run, end, control } = stagesEndedByHand();
    const done = schedule(stages, run, control);
    await tick();
    await end('build');
    await end('lint', 2);
    expect(control.stopAll).toHaveBeenCalledTimes(1);
    // The backend test, stopped with the rest, ends as stopped: the run keeps lint's code.
    await expect(done).resolves.toBe(2);
    expect(started).toEqual(['build', 'lint', 'backend']);
  });

  it('end with 1 when interrupted, starting nothing more', async () => {
    const { started, run, control } = stagesEndedByHand();
    const done = schedule(stages, run, control);
    await tick();
    // As Ctrl-C does (scripts/run-stages.ts): every stage running is stopped.
    control.stopAll();
    await expect(done).resolves.toBe(1);
    expect(started).toEqual(['build', 'lint']);
  });

  it('refuse a stage that needs a script that is no stage', async () => {
    const { run, control } = stagesEndedByHand();
    await expect(schedule([{ script: 'journeys', after: ['bild'] }], run, control)).rejects.toThrow(
      'journeys needs bild: no stage',
    );
  });
});
