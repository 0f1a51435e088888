import { describe, expect, it } from 'vitest';
import { loginMachine } from './login.machine';
import { failureCode, isBusy, isIdle } from './selectors';

const at = (value: string, failure: string | null = null) =>
  loginMachine.resolveState({
    value,
    context: { redirect: null, destination: '/account', failure, newcomer: null },
  });

describe('login selectors', () => {
  it.each([
    ['resumingRedirect', false, false],
    ['editing', false, true],
    ['signingIn', true, false],
    ['signingInWithPopup', true, false],
    ['redirectingToGoogle', true, false],
    ['savingRecord', true, false],
    ['choosingDestination', true, false],
    ['readingRole', true, false],
    ['signedIn', true, false],
  ])('in %s: busy %s, idle %s', (state, busy, idle) => {
    expect(isBusy(at(state))).toBe(busy);
    expect(isIdle(at(state))).toBe(idle);
  });

  it('is not idle on the form while a failure is shown', () => {
    const failed = at('editing', 'invalid-credential');
    expect(isBusy(failed)).toBe(false);
    expect(isIdle(failed)).toBe(false);
    expect(failureCode(failed)).toBe('invalid-credential');
  });
});
