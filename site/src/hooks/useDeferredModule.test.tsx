import { act, render, screen } from '@testing-library/react';
import { useDeferredModule } from './useDeferredModule.ts';

// The browser's idle callbacks, run when a test says the browser is idle.
let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});
afterEach(() => vi.unstubAllGlobals());

async function browserIdles() {
  await act(async () => {
    for (const callback of idle.splice(0)) callback();
  });
}

function Probe({ loader, warm }: { loader: () => Promise<string>; warm: boolean }) {
  const [module, load] = useDeferredModule(loader, { warm });
  return (
    <button type="button" onClick={load}>
      {module ?? 'not loaded'}
    </button>
  );
}

describe('useDeferredModule', () => {
  it('given warm, should load the module when the browser is idle', async () => {
    const loader = vi.fn(() => Promise.resolve('loaded'));
    render(<Probe loader={loader} warm />);
    expect(loader).not.toHaveBeenCalled();
    await browserIdles();
    expect(screen.getByRole('button')).toHaveTextContent('loaded');
  });

  it('given warm turns false before the browser is idle, should not load it', async () => {
    const loader = vi.fn(() => Promise.resolve('loaded'));
    const { rerender } = render(<Probe loader={loader} warm />);
    rerender(<Probe loader={loader} warm={false} />);
    await browserIdles();
    expect(loader).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('not loaded');
  });

  it('given not warm, should load the module at once when asked', async () => {
    const loader = vi.fn(() => Promise.resolve('loaded'));
    render(<Probe loader={loader} warm={false} />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('loaded');
    await browserIdles();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
