/**
 * The local backend's QA scenarios reach the functions' own writes (../shared/QA-CONTRACT.md,
 * scenarios): under `write-error` every Firestore write fails, so `placeOrder` and `payAgain`
 * answer `unavailable` before anything is written, held or prompted. The functions write to the
 * emulator directly, past the QA front that plays the scenarios, so they ask the front which
 * scenario is on. Only the local project sets `QA_SCENARIO_URL` (functions/.env.demo-kenya-shop):
 * in production there is no gate.
 */
import { writesUnavailable } from '@model/order/refusals';
import { Refusal } from '../core/refusal';

/** Resolves when writes may go ahead; throws an `unavailable` Refusal when they may not. */
export type WriteGate = () => Promise<void>;

export const writesAlwaysOpen: WriteGate = async () => {};

export { writesUnavailable } from '@model/order/refusals';

/** A gate asking the QA front at `url` (`GET /__qa/scenario`) before each call's writes. */
export function scenarioWriteGate(url: string, send: typeof fetch = fetch): WriteGate {
  return async () => {
    let scenario: unknown = null;
    try {
      const answer = await send(url, { signal: AbortSignal.timeout(2000) });
      scenario = ((await answer.json()) as { name?: unknown }).name;
    } catch {
      // A front that does not answer plays no scenario.
    }
    if (scenario === 'write-error') throw new Refusal('unavailable', writesUnavailable);
  };
}

/** The gate for a configured front URL, or none. */
export const writeGateFor = (url: string): WriteGate =>
  url.trim() === '' ? writesAlwaysOpen : scenarioWriteGate(url.trim());
