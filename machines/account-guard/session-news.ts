import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../session/session.machine';
import { sessionStatus } from '../session/selectors';
import type { SessionUser } from '../session/types';

/** What the session tells the guard: the session's settled states, each once. */
export type SessionNews =
  | { type: 'session.signedIn'; user: SessionUser }
  | { type: 'session.signedOut' }
  | { type: 'session.unavailable'; error: unknown };

type Session = Pick<ActorRefFrom<typeof sessionMachine>, 'getSnapshot' | 'subscribe'>;

/**
 * Tells `tell` each settled change of the session (signed in as someone, signed out,
 * unavailable), at once and then as it happens; answers the unsubscribe. Unknown and signing out
 * are not news: the listener waits for where they settle. A sign-out that failed settles back in
 * signed in, which is news again.
 */
export function forwardSessionNews(session: Session, tell: (news: SessionNews) => void) {
  let last = '';
  const report = (snapshot: ReturnType<Session['getSnapshot']>) => {
    const status = sessionStatus(snapshot);
    const { user, failure } = snapshot.context;
    const current = `${status}:${user?.uid ?? ''}`;
    if (current === last) return;
    last = current;
    if (status === 'signedIn' && user) tell({ type: 'session.signedIn', user });
    else if (status === 'signedOut') tell({ type: 'session.signedOut' });
    else if (status === 'unavailable') tell({ type: 'session.unavailable', error: failure });
  };
  report(session.getSnapshot());
  const subscription = session.subscribe(report);
  return () => subscription.unsubscribe();
}
