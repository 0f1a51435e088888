import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from './zod';

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('Zod under a policy without eval', () => {
  it('never tries eval', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('is imported by the browser’s code only through model/zod, so that runs before any schema', () => {
    const direct = ['model', 'machines', 'src']
      .flatMap(sourcesUnder)
      .filter((file) => /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')));
    expect(direct).toEqual([join('model', 'zod.ts')]);
  });
});
