import { renderHook } from '@testing-library/react';
import { useCurrentYear, useRenderDate } from './useRenderDate.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useRenderDate', () => {
  it("given the browser's clock, should give today's local date", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 0, 2, 9, 30));
    expect(renderHook(() => useRenderDate()).result.current).toBe('2031-01-02');
  });

  it('should give the current year for the copyright line', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 11, 31, 23, 59));
    expect(renderHook(() => useCurrentYear()).result.current).toBe(2031);
  });
});
