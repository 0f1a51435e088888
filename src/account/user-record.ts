import { fromPromise } from 'xstate';
import { userRecordMachine } from '../../machines/signup/user-record.machine';
import type { AccountServices } from './use-session';
import { logToConsole } from './use-session';

/** The Users-record writer of signup and Google's first sign-in, on the given services. */
export function userRecordMachineWith(services: AccountServices) {
  return userRecordMachine.provide({
    actors: {
      addUser: fromPromise(({ input }) => services.addUser(input.uid, input.record)),
      removeAccount: fromPromise(() => services.deleteSignedInUser()),
      signOut: fromPromise(() => services.signOutUser()),
    },
    actions: { log: (_, entry) => logToConsole(entry) },
  });
}
