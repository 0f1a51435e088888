import { describe, expect, it } from 'vitest';
import { failureCode, isBusy, isIdle } from './selectors';
import { signupMachine } from './signup.machine';

const at = (value: string, failure: string | null = null) =>
  signupMachine.resolveState({ value, context: { names: null, account: null, failure } });

describe('signup selectors', () => {
  it.each([
    ['editing', false, true],
    ['creatingAccount', true, false],
    ['savingRecord', true, false],
    ['sendingVerification', true, false],
    ['done', true, false],
  ])('in %s: busy %s, idle %s', (state, busy, idle) => {
    expect(isBusy(at(state))).toBe(busy);
    expect(isIdle(at(state))).toBe(idle);
  });

  it('is not idle on the form while a failure is shown', () => {
    const failed = at('editing', 'email-already-in-use');
    expect(isBusy(failed)).toBe(false);
    expect(isIdle(failed)).toBe(false);
    expect(failureCode(failed)).toBe('email-already-in-use');
  });
});
