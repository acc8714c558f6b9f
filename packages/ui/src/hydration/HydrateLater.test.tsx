import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '../theme/ThemeProvider.tsx';
import { useClientSnapshot } from './clientSnapshot.ts';
import { HydrateLater } from './HydrateLater.tsx';

const getSnapshot = () => 'browser';
const getServerSnapshot = () => 'server';
const noSubscription = () => () => {};

const renders: string[] = [];
const committed: string[] = [];

function Probe({ name }: { name: string }) {
  const value = useClientSnapshot(noSubscription, getSnapshot, getServerSnapshot);
  renders.push(`${name}:${value}`);
  useEffect(() => {
    committed.push(name);
  }, [name]);
  return (
    <output aria-label={name}>
      {name} {value}
    </output>
  );
}

function Page() {
  return (
    <ThemeProvider>
      <header>
        <Probe name="frame" />
      </header>
      <HydrateLater>
        <main>
          <Probe name="part" />
          <button type="button">Press</button>
        </main>
      </HydrateLater>
      <footer>
        <Probe name="after" />
      </footer>
    </ThemeProvider>
  );
}

beforeEach(() => {
  renders.length = 0;
  committed.length = 0;
});

/** Until `done()` holds, letting the scheduler's tasks run (up to 200 ms). */
async function until(done: () => boolean) {
  for (let waited = 0; !done() && waited < 200; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Hydrates the page as a browser does, outside `act`: React's scheduler runs the work in tasks
 * of its own, so the part hydrates after the first pass's effects and microtasks, not in the
 * same flush.
 */
async function hydrate(
  page = <Page />,
  done = () => renders.includes('part:browser') && committed.includes('part'),
) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  renders.length = 0;
  const onRecoverableError = vi.fn();
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const root = hydrateRoot(container, page, { onRecoverableError });
  await until(done);
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
  return { container, root, onRecoverableError };
}

describe('HydrateLater', () => {
  it('given a server render, should render its children as they are, with nothing in their place', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('<main><output aria-label="part">');
    expect(html).toContain('Press</button></main>');
  });

  it('given hydration, should commit the rest of the page first, then the part, without a mismatch', async () => {
    const { container, root, onRecoverableError } = await hydrate();

    expect(onRecoverableError).not.toHaveBeenCalled();
    // The footer comes after the part in the page, and commits before it.
    expect(committed).toEqual(['frame', 'after', 'part']);
    expect(screen.getByRole('button', { name: 'Press' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('given a part that reads a browser-only value, should hydrate it from the server value and switch once, without a forced re-render', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, root } = await hydrate();

    // One render with each value, as at the first pass: no synchronous re-render for the
    // hydration's end, and no warning that the part hydrated unannounced.
    expect(renders.filter((entry) => entry.startsWith('part:'))).toEqual([
      'part:server',
      'part:browser',
    ]);
    expect(screen.getByRole('status', { name: 'part' })).toHaveTextContent('part browser');
    expect(warn).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    warn.mockRestore();
    vi.unstubAllEnvs();
  });

  it('given a component mounted after the part has hydrated, should read the browser value at once', async () => {
    const { container, root } = await hydrate();
    renders.length = 0;

    render(<Probe name="later" />);

    expect(renders[0]).toBe('later:browser');
    act(() => root.unmount());
    container.remove();
  });

  it('given a part with nothing that reads a browser-only value, should still end its pass: a component mounted later is a client render', async () => {
    const { container, root } = await hydrate(
      <ThemeProvider>
        <HydrateLater>
          <p>Static</p>
          <Committed name="static" />
        </HydrateLater>
      </ThemeProvider>,
      () => committed.includes('static'),
    );
    await until(() => false); // what the commit left for later (a microtask, a task)
    renders.length = 0;

    render(<Probe name="later" />);

    expect(renders[0]).toBe('later:browser');
    act(() => root.unmount());
    container.remove();
  });
});

function Committed({ name }: { name: string }) {
  useEffect(() => {
    committed.push(name);
  }, [name]);
  return null;
}
