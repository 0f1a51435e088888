import type { LogEntry } from '../../machines/auth/types';

/** Writes a machine's console line; spec section 8 says "console log", so it is console.log. */
export function logToConsole({ level, message, detail }: LogEntry): void {
  const line = detail === undefined ? [message] : [message, detail];
  if (level === 'info') {
    console.info(...line);
  } else {
    // eslint-disable-next-line no-console -- the spec's texts are console.log lines (section 8)
    console.log(...line);
  }
}
