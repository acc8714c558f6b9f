import { act, render, screen } from '@testing-library/react';
import {
  DEFERRED_CHUNKS_ID,
  DEFERRED_MODULES,
  forgetDeferredChunks,
  PREFETCHES_PER_TASK,
  type DeferredModule,
} from '../app/deferredChunks.ts';
import { forgetEngagement } from '../app/engaged.ts';
import { useDeferredModule } from './useDeferredModule.ts';

// The browser's idle callbacks, run when a test says the browser is idle.
let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(DEFERRED_CHUNKS_ID)?.remove();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  forgetDeferredChunks();
  forgetEngagement();
});

/** The visitor shows they are at the page (app/engaged.ts): here, the pointer moves. */
function visitorEngages() {
  window.dispatchEvent(new Event('pointermove'));
}

async function browserIdles() {
  await act(async () => {
    for (const callback of idle.splice(0)) callback();
  });
}

function Probe({
  loader,
  warm,
  prefetch,
}: {
  loader: () => Promise<string>;
  warm: boolean;
  prefetch?: DeferredModule;
}) {
  const [module, load] = useDeferredModule(loader, { warm, prefetch });
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

  describe('given a module warmed by prefetching', () => {
    const menu = DEFERRED_MODULES.siteMenu;
    const prefetched = () =>
      [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) =>
        link.getAttribute('href'),
      );
    function pageTable(table: Record<string, string[]>) {
      const data = document.createElement('script');
      data.type = 'application/json';
      data.id = DEFERRED_CHUNKS_ID;
      data.textContent = JSON.stringify(table);
      document.body.appendChild(data);
    }

    it('given a visitor who has not engaged with the page, should fetch nothing, however idle the browser', async () => {
      pageTable({ [menu]: ['/assets/SiteMenu-a.js'] });
      const loader = vi.fn(() => Promise.resolve('loaded'));
      render(<Probe loader={loader} warm prefetch={menu} />);
      await browserIdles();
      expect(idle).toEqual([]);
      expect(prefetched()).toEqual([]);
      expect(loader).not.toHaveBeenCalled();
    });

    it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'])(
      'given the first %s, should fetch its files when the browser is next idle',
      async (type) => {
        pageTable({ [menu]: ['/assets/SiteMenu-a.js'] });
        render(<Probe loader={() => Promise.resolve('loaded')} warm prefetch={menu} />);
        await browserIdles();
        document.body.dispatchEvent(new Event(type, { bubbles: true }));
        expect(prefetched()).toEqual([]);
        await browserIdles();
        expect(prefetched()).toEqual(['/assets/SiteMenu-a.js']);
      },
    );

    it('should fetch its files when the browser is idle without running it, and run it when asked', async () => {
      pageTable({ [menu]: ['/assets/SiteMenu-a.js', '/assets/Modal-b.js'] });
      // A file the page already preloads is not asked for again.
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.setAttribute('href', '/assets/Modal-b.js');
      document.head.appendChild(preload);
      const loader = vi.fn(() => Promise.resolve('loaded'));
      render(<Probe loader={loader} warm prefetch={menu} />);
      visitorEngages();
      await browserIdles();
      expect(prefetched()).toEqual(['/assets/SiteMenu-a.js']);
      expect(loader).not.toHaveBeenCalled();
      expect(screen.getByRole('button')).toHaveTextContent('not loaded');
      await act(async () => screen.getByRole('button').click());
      expect(loader).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button')).toHaveTextContent('loaded');
    });

    it('given a visitor reaching for it before it is in, should preload all its files at once, then import it', async () => {
      const files = ['/assets/SiteMenu-a.js', '/assets/Modal-b.js', '/assets/dist-c.js'];
      pageTable({ [menu]: files });
      const loader = vi.fn(() => Promise.resolve('loaded'));
      render(<Probe loader={loader} warm={false} prefetch={menu} />);
      await act(async () => screen.getByRole('button').click());
      const preloaded = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => link.getAttribute('href'),
      );
      expect(preloaded).toEqual(files);
      expect(loader).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button')).toHaveTextContent('loaded');
    });

    it('should add the prefetch links a few per task', async () => {
      const files = Array.from({ length: PREFETCHES_PER_TASK + 2 }, (_, i) => `/assets/d${i}.js`);
      pageTable({ [menu]: files });
      render(<Probe loader={() => Promise.resolve('loaded')} warm prefetch={menu} />);
      visitorEngages();
      // Checked in the idle callback's own task, before any timer can run (prefetching
      // changes no React state, so nothing needs act here).
      for (const callback of idle.splice(0)) callback();
      expect(prefetched()).toEqual(files.slice(0, PREFETCHES_PER_TASK));
      // The rest in a later task.
      await vi.waitFor(() => expect(prefetched()).toEqual(files));
    });

    it('given a page the service worker controls (every file precached), should fetch nothing and import it only when asked', async () => {
      pageTable({ [menu]: ['/assets/SiteMenu-a.js'] });
      vi.stubGlobal('navigator', {
        ...navigator,
        serviceWorker: { controller: { state: 'activated' } },
      });
      const loader = vi.fn(() => Promise.resolve('loaded'));
      render(<Probe loader={loader} warm prefetch={menu} />);
      visitorEngages();
      await browserIdles();
      expect(prefetched()).toEqual([]);
      expect(loader).not.toHaveBeenCalled();
      await act(async () => screen.getByRole('button').click());
      expect(screen.getByRole('button')).toHaveTextContent('loaded');
    });

    it('given a page without the table (the dev server), should import it when idle', async () => {
      const loader = vi.fn(() => Promise.resolve('loaded'));
      render(<Probe loader={loader} warm prefetch={menu} />);
      visitorEngages();
      await browserIdles();
      expect(prefetched()).toEqual([]);
      expect(screen.getByRole('button')).toHaveTextContent('loaded');
    });

    it('given not warm, should fetch nothing', async () => {
      pageTable({ [menu]: ['/assets/SiteMenu-a.js'] });
      render(<Probe loader={() => Promise.resolve('loaded')} warm={false} prefetch={menu} />);
      visitorEngages();
      await browserIdles();
      expect(prefetched()).toEqual([]);
    });
  });
});
