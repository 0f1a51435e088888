import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refusal } from '../../src/core/refusal';
import {
  scenarioWriteGate,
  writeGateFor,
  writesAlwaysOpen,
  writesUnavailable,
} from '../../src/qa/write-gate';

const scenarioUrl = 'http://127.0.0.1:8080/__qa/scenario';

/** A QA front whose scenario endpoint answers `body`, recording what it was asked. */
function front(body: string, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the write gate', () => {
  it('refuses with unavailable, and a message saying nothing was charged, under write-error', async () => {
    const gate = scenarioWriteGate(scenarioUrl, front('{"name":"write-error"}'));
    await expect(gate()).rejects.toBeInstanceOf(Refusal);
    await expect(gate()).rejects.toMatchObject({
      code: 'unavailable',
      message: writesUnavailable,
    });
    expect(writesUnavailable).toMatch(/nothing was charged/);
  });

  it('asks the front at each call, so a scenario turned off opens writes again', async () => {
    let scenario = 'write-error';
    const send = vi.fn<typeof fetch>(async () => Response.json({ name: scenario }));
    const gate = scenarioWriteGate(scenarioUrl, send);
    await expect(gate()).rejects.toMatchObject({ code: 'unavailable' });
    scenario = 'none';
    await expect(gate()).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]?.[0]).toBe(scenarioUrl);
  });

  it.each([
    ['another scenario', '{"name":"slow"}', 200],
    ['no scenario', '{"name":null}', 200],
    ['an answer that is not JSON', '<html>Bad gateway</html>', 502],
    ['JSON without a name', '[]', 200],
  ])('lets writes through when the front answers %s', async (_, body, status) => {
    await expect(scenarioWriteGate(scenarioUrl, front(body, status))()).resolves.toBeUndefined();
  });

  it('lets writes through when the front cannot be reached', async () => {
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(scenarioWriteGate(scenarioUrl, down)()).resolves.toBeUndefined();
  });

  it('gives up on a front that does not answer within 2 s, and lets writes through', async () => {
    // A front that never answers: only the gate's own time limit ends the wait.
    const silent = vi.fn<typeof fetch>(
      (_, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    await expect(scenarioWriteGate(scenarioUrl, silent)()).resolves.toBeUndefined();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1900);
    expect(waited).toBeLessThan(4000);
  });
});

describe('the gate for a configured URL', () => {
  it('is always open where no URL is set (production)', async () => {
    expect(writeGateFor('')).toBe(writesAlwaysOpen);
    expect(writeGateFor('   ')).toBe(writesAlwaysOpen);
    await expect(writesAlwaysOpen()).resolves.toBeUndefined();
  });

  it('asks the front at the URL, trimmed', async () => {
    const send = front('{"name":"write-error"}');
    vi.stubGlobal('fetch', send);
    await expect(writeGateFor(` ${scenarioUrl}\n`)()).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(send.mock.calls[0]?.[0]).toBe(scenarioUrl);
  });
});
