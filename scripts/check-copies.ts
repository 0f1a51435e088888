/**
 * Fails when shipped code repeats itself: more than `allowedRepeats` blocks of six or more lines
 * (tests, stories, fixtures and generated files aside, as .jscpd.json says) stand in two places.
 * A repeated block is a rule written twice, which drifts: the second copy is where a fix is missed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const allowedRepeats = 10;

interface Place {
  name: string;
  start: number;
  end: number;
}
interface Report {
  duplicates: { lines: number; firstFile: Place; secondFile: Place }[];
}

const output = mkdtempSync(join(tmpdir(), 'copies-'));
try {
  execFileSync(
    'npx',
    ['jscpd', '--config', '.jscpd.json', '--reporters', 'json', '--output', output],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const report = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8')) as Report;
  const place = ({ name, start, end }: Place) => `${name}:${start}-${end}`;
  for (const repeat of report.duplicates) {
    console.info(`${repeat.lines} lines: ${place(repeat.firstFile)} ~ ${place(repeat.secondFile)}`);
  }
  const count = report.duplicates.length;
  console.info(`${count} repeated blocks in shipped code (at most ${allowedRepeats}).`);
  if (count > allowedRepeats) process.exitCode = 1;
} finally {
  rmSync(output, { recursive: true, force: true });
}
