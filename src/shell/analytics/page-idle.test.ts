// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageIdle, firstScreenMs } from './page-idle';

describe('afterPageIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance', 'requestIdleCallback'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first screen after load, then for an idle moment', () => {
    expect(document.readyState).toBe('complete');
    const task = vi.fn();
    vi.advanceTimersByTime(1000);
    afterPageIdle(task);
    vi.advanceTimersByTime(firstScreenMs - 1000 - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits only for an idle moment once the first screen has had its time', () => {
    vi.advanceTimersByTime(firstScreenMs + 500);
    const task = vi.fn();
    afterPageIdle(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledOnce();
  });
});
