/**
 * The order of `npm test`'s stages (scripts/run-stages.ts): each starts as soon as every stage it
 * needs has passed, the others side by side. The first stage that fails of itself stops the rest
 * (`stopAll`; they end as stopped) and nothing starts after it, as `a && b` would.
 */
export interface ScheduledStage {
  script: string;
  /** Scripts that must pass before this one starts. */
  after?: readonly string[];
}

export interface StageOutcome {
  code: number;
  /** Ended because another stage failed, or the run was interrupted. */
  stopped?: boolean;
}

export interface StageControl {
  stopAll: () => void;
  /** Whether the run is stopping: a stage failed, or the run was interrupted. */
  stopping: () => boolean;
}

/** Runs the stages; answers the run's exit code: the failed stage's, 1 if interrupted, else 0. */
export async function schedule<S extends ScheduledStage>(
  stages: readonly S[],
  run: (stage: S) => Promise<StageOutcome>,
  control: StageControl,
): Promise<number> {
  const scripts = new Set(stages.map((stage) => stage.script));
  for (const stage of stages) {
    const unknown = (stage.after ?? []).filter((script) => !scripts.has(script));
    if (unknown.length > 0)
      throw new Error(`${stage.script} needs ${unknown.join(', ')}: no stage`);
  }

  const finished = new Map<string, Promise<StageOutcome>>();
  let failed: StageOutcome | undefined;
  const runAfter = async (stage: S): Promise<StageOutcome> => {
    // Every stage is listed before any looks for those it needs.
    await Promise.resolve();
    const needed = await Promise.all((stage.after ?? []).map((script) => finished.get(script)!));
    if (control.stopping() || needed.some((outcome) => outcome.code !== 0)) {
      return { code: 1, stopped: true };
    }
    const outcome = await run(stage);
    if (outcome.code !== 0 && !outcome.stopped && !failed) {
      failed = outcome;
      control.stopAll();
    }
    return outcome;
  };
  for (const stage of stages) finished.set(stage.script, runAfter(stage));
  await Promise.all(finished.values());
  if (failed) return failed.code;
  return control.stopping() ? 1 : 0;
}
