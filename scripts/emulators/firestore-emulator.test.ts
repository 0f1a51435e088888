import { describe, expect, it } from 'vitest';
import { withLightJava } from './firestore-emulator';

describe('the Firestore emulator’s Java', () => {
  it('runs with the quick compiler only and the single-threaded collector', () => {
    expect(withLightJava({ PATH: '/usr/bin' })).toEqual({
      PATH: '/usr/bin',
      JAVA_TOOL_OPTIONS: '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
    });
  });

  it('keeps the options a developer set', () => {
    expect(withLightJava({ JAVA_TOOL_OPTIONS: '-Xmx2g' }).JAVA_TOOL_OPTIONS).toBe(
      '-Xmx2g -XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
    );
  });
});
