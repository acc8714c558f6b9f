import { renderHook } from '@testing-library/react';
import { useEverOpen } from './useEverOpen.ts';

describe('useEverOpen', () => {
  it('should be false until open, then stay true after closing', () => {
    const { result, rerender } = renderHook(({ open }) => useEverOpen(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});
