/** An order's access token is kept only as its SHA-256: a leaked order document opens nothing. */
import { createHash, timingSafeEqual } from 'node:crypto';

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a token is the one whose hash the order keeps, compared in constant time. */
export function tokenOpens(token: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string') return false;
  const given = Buffer.from(hashAccessToken(token), 'utf8');
  const stored = Buffer.from(storedHash, 'utf8');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
