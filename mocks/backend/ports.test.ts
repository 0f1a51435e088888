import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backendName, backendPorts } from './ports';

/** Ports the Vitest run beside the journeys takes (testing/auth-emulator.firebase.json, :8181…). */
function vitestPorts(): number[] {
  const config = JSON.parse(readFileSync('testing/auth-emulator.firebase.json', 'utf8')) as {
    emulators: Record<string, { port?: number }>;
  };
  const emulators = Object.values(config.emulators).flatMap(({ port }) => (port ? [port] : []));
  return [...emulators, 8181, 8182, 8183, 8184];
}

describe('the local backends’ ports', () => {
  it('are the first’s where firebase.json and the shop’s build settings expect them', () => {
    const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      emulators: Record<string, { port?: number }>;
    };
    expect(firebase.emulators.auth?.port).toBe(backendPorts.first.auth);
    expect(firebase.emulators.functions?.port).toBe(backendPorts.first.functions);
    // The addresses a build of the shop talks to (.env.example, as src/settings reads them).
    const settings = readFileSync('.env.example', 'utf8');
    expect(settings).toContain(`VITE_FIRESTORE_EMULATOR_PORT=${backendPorts.first.front}`);
    expect(settings).toContain(
      `VITE_AUTH_EMULATOR_URL=http://127.0.0.1:${backendPorts.first.auth}`,
    );
    expect(settings).toContain(`VITE_FUNCTIONS_EMULATOR_PORT=${backendPorts.first.functions}`);
  });

  it('never meet: the two backends, Vitest’s emulators and the ports firebase-tools takes itself', () => {
    const first = Object.values(backendPorts.first);
    const second = Object.values(backendPorts.second);
    // firebase-tools starts Eventarc on 9299 and Cloud Tasks on 9499 (or the next free port).
    const takenByFirebaseTools = [9299, 9300, 9499, 9500];
    const all = [...first, ...second, ...vitestPorts(), ...takenByFirebaseTools];
    expect(new Set(all).size).toBe(all.length);
  });

  it('are the second’s only when LOCAL_BACKEND says so', () => {
    expect(backendName({ LOCAL_BACKEND: 'second' })).toBe('second');
    expect(backendName({ LOCAL_BACKEND: 'first' })).toBe('first');
    expect(backendName({ LOCAL_BACKEND: 'third' })).toBe('first');
    expect(backendName({})).toBe('first');
  });
});
