import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useIsMobile } from './useIsMobile.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

afterEach(() => setWidth(1024));

describe('useIsMobile', () => {
  it('given a 767 px window, should be true', () => {
    setWidth(767);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
  });

  it('given a 768 px window, should be false (the flag is strictly under 768)', () => {
    setWidth(768);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });

  it('given a resize across the breakpoint, should follow it', () => {
    setWidth(1024);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);

    act(() => {
      setWidth(600);
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(true);
  });

  it('given a server render, should be false whatever the window', () => {
    setWidth(375);
    function Probe() {
      return <span>{String(useIsMobile())}</span>;
    }
    expect(renderToString(<Probe />)).toBe('<span>false</span>');
  });
});
