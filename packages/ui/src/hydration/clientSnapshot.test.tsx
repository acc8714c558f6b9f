import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beginHydration, useClientSnapshot } from './clientSnapshot.ts';

// A store the tests control: what the "browser" says, and who listens.
let browserValue = 'browser';
const listeners = new Set<() => void>();
function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}
const getSnapshot = () => browserValue;
const getServerSnapshot = () => 'server';

const renders: string[] = [];
function Probe() {
  const value = useClientSnapshot(subscribe, getSnapshot, getServerSnapshot);
  renders.push(value);
  return <output>{value}</output>;
}

beforeEach(() => {
  browserValue = 'browser';
  renders.length = 0;
});

describe('useClientSnapshot', () => {
  it('given a server render, should render the server snapshot', () => {
    expect(renderToString(<Probe />)).toBe('<output>server</output>');
  });

  it('given a client-only render, should render the browser value from the first render', () => {
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('browser');
    expect(renders).not.toContain('server');
  });

  it('given hydration, should hydrate the server value without a mismatch, then show the browser value', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    renders.length = 0;
    const onRecoverableError = vi.fn();

    beginHydration();
    const root = await act(async () => hydrateRoot(container, <Probe />, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    // One render with each value: no forced re-render when hydration ends (that is React's
    // synchronous one, which the transition replaces).
    expect(renders).toEqual(['server', 'browser']);
    expect(screen.getByRole('status')).toHaveTextContent('browser');
    act(() => root.unmount());
    container.remove();
  });

  it('given a component mounted after hydration, should read the browser value at once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    beginHydration();
    const root = await act(async () => hydrateRoot(container, <Probe />));
    renders.length = 0;

    render(<Probe />);

    expect(renders[0]).toBe('browser');
    act(() => root.unmount());
    container.remove();
  });

  it('given a change the subscription reports, should re-render with it', () => {
    render(<Probe />);
    act(() => {
      browserValue = 'changed';
      listeners.forEach((notify) => notify());
    });
    expect(screen.getByRole('status')).toHaveTextContent('changed');
  });

  it('given a change between the render and the subscription, should catch up', () => {
    function ChangesDuringRender() {
      browserValue = 'later';
      return null;
    }
    render(
      <>
        <Probe />
        <ChangesDuringRender />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('later');
  });

  it('given unmount, should unsubscribe', () => {
    const { unmount } = render(<Probe />);
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });
});

describe('useClientSnapshot hydrated with nothing to start the hydration', () => {
  it('given a development build, should warn once that the app needs ThemeProvider or beginHydration', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);

    const root = await act(async () => hydrateRoot(container, <Probe />));

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /outside <ThemeProvider> without beginHydration/,
    );
    act(() => root.unmount());
    container.remove();
    vi.unstubAllEnvs();
  });
});
