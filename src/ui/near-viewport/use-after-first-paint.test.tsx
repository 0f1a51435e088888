import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdAnimationFrames } from '@testing/helpers/held-animation-frames';
import { useAfterFirstPaint } from './use-after-first-paint';

let frames: ReturnType<typeof holdAnimationFrames>;

beforeEach(() => {
  vi.useFakeTimers();
  frames = holdAnimationFrames();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAfterFirstPaint', () => {
  it('is false until two frames have passed and the task after them has run', () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
    frames.paint();
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
    frames.paint();
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
  });

  it('waits for the frame after `ready` first holds', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterFirstPaint(ready), {
      initialProps: { ready: false },
    });
    frames.paint();
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
    expect(frames.pending()).toBe(0);

    rerender({ ready: true });
    frames.paint();
    frames.paint();
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
    frames.paint();
    frames.paint();
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(1);
    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('asks for nothing more once unmounted before the paint', () => {
    const { unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    expect(frames.pending()).toBe(0);

    const { unmount: later } = renderHook(() => useAfterFirstPaint());
    frames.paint();
    later();
    expect(frames.pending()).toBe(0);
  });
});
