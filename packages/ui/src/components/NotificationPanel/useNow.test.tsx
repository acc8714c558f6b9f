import { act, renderHook } from '@testing-library/react';
import { NOW_INTERVAL_MS, useNow } from './useNow.ts';

const start = new Date('2025-06-02T10:00:00Z').getTime();

describe('useNow', () => {
  beforeEach(() => {
    // Only the clock and intervals: React's own scheduling keeps its real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(start);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('given no now, should return the time of mounting, then the time every 30 s', () => {
    const { result } = renderHook(() => useNow());
    expect(result.current).toBe(start);
    expect(vi.getTimerCount()).toBe(1);

    act(() => vi.advanceTimersByTime(NOW_INTERVAL_MS - 1));
    expect(result.current).toBe(start);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(start + NOW_INTERVAL_MS);

    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(result.current).toBe(start + NOW_INTERVAL_MS + 5 * 60_000);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('given an unmount, should clear its interval', () => {
    const { unmount } = renderHook(() => useNow());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given a now, should return it and start no interval', () => {
    const fixed = '2024-01-01T00:00:00Z';
    const { result } = renderHook(() => useNow(fixed));
    expect(result.current).toBe(fixed);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(result.current).toBe(fixed);
  });

  it('given a now that is later dropped, should start ticking, and stop when it is given again', () => {
    const { result, rerender } = renderHook(({ now }) => useNow(now), {
      initialProps: { now: start as number | undefined },
    });
    expect(vi.getTimerCount()).toBe(0);
    rerender({ now: undefined });
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(NOW_INTERVAL_MS));
    expect(result.current).toBe(start + NOW_INTERVAL_MS);
    rerender({ now: 42 });
    expect(result.current).toBe(42);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given a custom interval, should tick at it', () => {
    const { result } = renderHook(() => useNow(undefined, 1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(start + 1000);
  });
});
