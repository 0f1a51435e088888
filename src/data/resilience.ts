import { timeoutError, toDataError } from './data-error';

/** Firestore Lite neither retries nor times out: reads get both here, writes get a time limit. */
export interface ReadPolicy {
  attempts: number;
  timeoutMs: number;
  backoffMs: number;
}

export const defaultReadPolicy: ReadPolicy = { attempts: 3, timeoutMs: 15_000, backoffMs: 400 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toDataError(error));
      },
    );
  });
}

/** Runs an idempotent read, retrying with backoff while the failure is worth retrying. */
export async function read<T>(work: () => Promise<T>, policy = defaultReadPolicy): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withTimeout(work(), policy.timeoutMs);
    } catch (error) {
      const failure = toDataError(error);
      if (!failure.retryable || attempt >= policy.attempts || failure.kind === 'offline') {
        throw failure;
      }
      await wait(policy.backoffMs * 2 ** (attempt - 1));
    }
  }
}

/** A write is never repeated here: the caller decides, since only some writes are idempotent. */
export function write<T>(work: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  return withTimeout(work(), timeoutMs);
}
