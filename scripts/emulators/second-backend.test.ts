import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backendPorts } from '../../mocks/backend/ports';
import { prepareSecondBackend, withSecondAddresses } from './second-backend';

describe('the second backend’s files', () => {
  it('turn each of the first’s addresses into the second’s, and nothing else', () => {
    const settings = readFileSync('functions/.env.demo-kenya-shop', 'utf8');
    const second = withSecondAddresses(settings);
    for (const port of Object.values(backendPorts.first)) {
      expect(second).not.toContain(`127.0.0.1:${port}/`);
    }
    expect(second).toContain('DARAJA_BASE_URL=http://127.0.0.1:8280/daraja');
    expect(second).toContain(
      'MPESA_CALLBACK_URL=http://127.0.0.1:5201/demo-kenya-shop/africa-south1/mpesaCallback',
    );
    expect(second).toContain('QA_SCENARIO_URL=http://127.0.0.1:8280/__qa/scenario');
    expect(second).toContain('SMS_BASE_URL=http://127.0.0.1:8280/sms');
    expect(second).toContain('IMAGE_BASE_URL=http://127.0.0.1:8280/images');
    // Relative to the second's own functions folder: its photos are its own.
    expect(second).toContain('IMAGE_FOLDER=../.local-images');
    expect(second.split('\n')).toHaveLength(settings.split('\n').length);
  });

  it('are a firebase.json on the second’s ports and a functions folder running the functions’ build', () => {
    const root = mkdtempSync(join(tmpdir(), 'second-backend-'));
    mkdirSync(join(root, 'functions', 'lib'), { recursive: true });
    writeFileSync(join(root, 'functions', 'package.json'), '{"main":"lib/index.js"}');
    writeFileSync(
      join(root, 'functions', '.env.demo-kenya-shop'),
      'SMS_BASE_URL=http://127.0.0.1:8080/sms\n',
    );
    writeFileSync(join(root, 'firebase.json'), readFileSync('firebase.json', 'utf8'));

    const files = prepareSecondBackend(root);
    // Made afresh at each start.
    expect(prepareSecondBackend(root)).toEqual(files);

    const config = JSON.parse(readFileSync(files.firebaseConfig, 'utf8')) as {
      functions: Array<{ source: string }>;
      emulators: Record<string, { port?: number }>;
    };
    expect(config.functions.map(({ source }) => source)).toEqual(['functions']);
    expect(config.emulators.auth?.port).toBe(backendPorts.second.auth);
    expect(config.emulators.functions?.port).toBe(backendPorts.second.functions);
    expect(config.emulators.hub?.port).toBe(backendPorts.second.hub);
    expect(config.emulators.logging?.port).toBe(backendPorts.second.logging);
    expect(readlinkSync(join(files.functionsFolder, 'lib'))).toBe(join(root, 'functions', 'lib'));
    expect(readFileSync(join(files.functionsFolder, '.env.demo-kenya-shop'), 'utf8')).toBe(
      'SMS_BASE_URL=http://127.0.0.1:8280/sms\n',
    );
    expect(readFileSync(join(files.functionsFolder, 'package.json'), 'utf8')).toBe(
      '{"main":"lib/index.js"}',
    );
  });
});
