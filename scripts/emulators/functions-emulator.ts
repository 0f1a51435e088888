import { functionsRegion } from '../../model/deployment';
import { backendName, backendPorts } from '../../mocks/backend/ports';

/** The Functions emulator of the local backend (firebase-tools), project demo-kenya-shop. */
export const functionsEmulator = {
  url: `http://127.0.0.1:${backendPorts[backendName()].functions}`,
  projectId: 'demo-kenya-shop',
  region: functionsRegion,
};

/** A function's URL in the emulator, as the browser's Firebase SDK calls it. */
export function functionUrl(name: string): string {
  const { url, projectId, region } = functionsEmulator;
  return `${url}/${projectId}/${region}/${name}`;
}

/**
 * Waits until the emulator has loaded the functions: an empty call to `getOrder` is refused by
 * the function itself (400) rather than by an emulator that does not know it yet (404).
 */
export async function waitForFunctionsEmulator(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(functionUrl('getOrder'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      });
      if (response.status === 400) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The Functions emulator did not load the shop's functions within ${timeoutMs / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
