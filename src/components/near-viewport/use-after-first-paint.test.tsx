import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

/** The browser's next frames, run when the test says the screen paints. */
let frames: Map<number, FrameRequestCallback>;

beforeEach(() => {
  frames = new Map();
  let next = 0;
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    next += 1;
    frames.set(next, callback);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function paint() {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(performance.now());
}

describe('useAfterFirstPaint', () => {
  it('is false until two frames have passed and the task after them has run', () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
    act(() => paint());
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
    act(() => paint());
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
  });

  it('waits for the frame after `ready` first holds', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterFirstPaint(ready), {
      initialProps: { ready: false },
    });
    act(() => paint());
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
    expect(frames.size).toBe(0);

    rerender({ ready: true });
    act(() => paint());
    act(() => paint());
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);

    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('waits, where the browser reports it, for the first idle moment after the frames', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result } = renderHook(() => useAfterFirstPaint());
    act(() => paint());
    act(() => paint());
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(1);
    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('asks for nothing more once unmounted before the paint', () => {
    const { unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    expect(frames.size).toBe(0);

    const { unmount: later } = renderHook(() => useAfterFirstPaint());
    act(() => paint());
    later();
    expect(frames.size).toBe(0);
  });
});
