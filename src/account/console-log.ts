import type { LogEntry } from '../../machines/session/types';

/**
 * Writes a machine's console line; the shop's console texts are console.log lines
 * (docs/shop-rules.md, Texts the shop shows and logs), and level info is console.info.
 */
export function logToConsole({ level, message, detail }: LogEntry): void {
  const line = detail === undefined ? [message] : [message, detail];
  if (level === 'info') {
    console.info(...line);
  } else {
    // eslint-disable-next-line no-console -- the shop's console texts are console.log lines
    console.log(...line);
  }
}
