import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A read or write a machine's binding injects with `.provide`: unprovided, it fails with
 * `message`, which names the machine and the actor it needs.
 */
export const unprovided = <Output, Input = NonReducibleUnknown>(message: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(message)));
