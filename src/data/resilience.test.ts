import { describe, expect, it } from 'vitest';
import { DataError, describeError, toDataError } from './data-error';
import { read, withTimeout } from './resilience';

const quick = { attempts: 3, timeoutMs: 200, backoffMs: 1 };

function firestoreError(code: string) {
  return Object.assign(new Error(code), { code });
}

describe('read', () => {
  it('retries an unavailable backend and answers once it recovers', async () => {
    let calls = 0;
    const result = await read(async () => {
      calls += 1;
      if (calls < 3) throw firestoreError('unavailable');
      return 'products';
    }, quick);
    expect(result).toBe('products');
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt with a retryable DataError', async () => {
    let calls = 0;
    const failure = await read(async () => {
      calls += 1;
      throw firestoreError('unavailable');
    }, quick).catch((error: unknown) => error);
    expect(calls).toBe(3);
    expect(failure).toMatchObject({ kind: 'unavailable', retryable: true });
  });

  it('does not retry what retrying cannot fix', async () => {
    let calls = 0;
    const failure = await read(async () => {
      calls += 1;
      throw firestoreError('permission-denied');
    }, quick).catch((error: unknown) => error);
    expect(calls).toBe(1);
    expect(failure).toMatchObject({ kind: 'permission-denied', retryable: false });
  });

  it('times out a read that never answers', async () => {
    const failure = await read(() => new Promise(() => undefined), {
      ...quick,
      attempts: 1,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'timeout' });
  });
});

describe('withTimeout', () => {
  it('passes the answer through when it comes in time', async () => {
    expect(await withTimeout(Promise.resolve(7), 100)).toBe(7);
  });
});

describe('toDataError', () => {
  it.each([
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'unavailable'],
    ['aborted', 'unavailable'],
    ['permission-denied', 'permission-denied'],
    ['unauthenticated', 'permission-denied'],
    ['not-found', 'not-found'],
    ['internal', 'unknown'],
  ])('maps the Firestore code %s to %s', (code, kind) => {
    expect(toDataError(firestoreError(code)).kind).toBe(kind);
  });

  it('treats a fetch TypeError as the backend being unreachable', () => {
    expect(toDataError(new TypeError('Failed to fetch')).kind).toBe('unavailable');
  });

  it('describes any error with a sentence for the shopper', () => {
    expect(describeError(new DataError('timeout', 'slow'))).toBe('slow');
    expect(describeError('weird')).toBe('Something went wrong. Please try again.');
  });
});
