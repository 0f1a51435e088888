import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type SessionEvent } from '../session/session.machine';
import { forwardSessionNews, type SessionNews } from './account-guard.machine';

const wanjiku = { uid: 'shopper-uid', email: 'shopper@example.com', displayName: 'Wanjiku Kamau' };
const achieng = { uid: 'staff-uid', email: 'staff@example.com', displayName: null };

function watchedSession(signOut: () => Promise<void> = () => new Promise<void>(() => {})) {
  let sendBack: (event: SessionEvent) => void = () => {};
  const session = createActor(
    sessionMachine.provide({
      actors: {
        watchSession: fromCallback(({ sendBack: send }) => {
          sendBack = send;
        }),
        signOut: fromPromise(signOut),
      },
    }),
  ).start();
  const news: SessionNews[] = [];
  const stop = forwardSessionNews(session, (item) => news.push(item));
  return { session, news, stop, report: (event: SessionEvent) => sendBack(event) };
}

describe('session news for the account guard', () => {
  it('says nothing while the session is unknown', () => {
    expect(watchedSession().news).toEqual([]);
  });

  it('tells each settled change once', () => {
    const { news, report } = watchedSession();
    report({ type: 'session.changed', user: null });
    report({ type: 'session.changed', user: wanjiku });
    report({ type: 'session.changed', user: wanjiku });
    report({ type: 'session.changed', user: achieng });
    report({ type: 'session.changed', user: null });
    expect(news).toEqual([
      { type: 'session.signedOut' },
      { type: 'session.signedIn', user: wanjiku },
      { type: 'session.signedIn', user: achieng },
      { type: 'session.signedOut' },
    ]);
  });

  it('tells the state the session is already in', () => {
    const { session, report } = watchedSession();
    report({ type: 'session.changed', user: wanjiku });
    const news: SessionNews[] = [];
    forwardSessionNews(session, (item) => news.push(item));
    expect(news).toEqual([{ type: 'session.signedIn', user: wanjiku }]);
  });

  it('tells an unavailable session with its failure', () => {
    const { news, report } = watchedSession();
    const error = new Error('network-request-failed');
    report({ type: 'session.unavailable', error });
    expect(news).toEqual([{ type: 'session.unavailable', error }]);
  });

  it('says nothing while signing out, and stops when asked', () => {
    const { session, news, report, stop } = watchedSession();
    report({ type: 'session.changed', user: wanjiku });
    session.send({ type: 'session.signOut' });
    expect(news).toHaveLength(1);
    stop();
    report({ type: 'session.unavailable', error: new Error('x') });
    expect(news).toHaveLength(1);
  });

  it('tells signed in again when a sign-out fails', async () => {
    const { session, news, report } = watchedSession(() => Promise.reject(new Error('offline')));
    report({ type: 'session.changed', user: wanjiku });
    session.send({ type: 'session.signOut' });
    await waitFor(session, (snapshot) => snapshot.context.failure !== null);
    expect(news).toEqual([
      { type: 'session.signedIn', user: wanjiku },
      { type: 'session.signedIn', user: wanjiku },
    ]);
  });
});
