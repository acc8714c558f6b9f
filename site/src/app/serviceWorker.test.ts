import {
  registerServiceWorker,
  SERVICE_WORKER_URL,
  SKIP_WAITING_MESSAGE,
  UPDATE_CHECK_INTERVAL_MS,
} from './serviceWorker.ts';

// Fakes of the parts of navigator.serviceWorker the registration uses: events are real.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve(this));
  /** The browser found a new /sw.js and starts installing it. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  constructor(readonly registration = new FakeRegistration()) {
    super();
  }
  register = vi.fn(() => Promise.resolve(this.registration));
  /** The active worker changes: the first install claiming the page, or an update taking over. */
  changeController(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setup({ controlled = true } = {}) {
  const container = new FakeContainer();
  if (controlled) container.controller = Object.assign(new FakeWorker(), { state: 'activated' });
  const onUpdateReady = vi.fn<(activate: () => void) => void>();
  const reload = vi.fn();
  const started = registerServiceWorker({
    container: container as unknown as ServiceWorkerContainer,
    onUpdateReady,
    reload,
  });
  return { container, registration: container.registration, onUpdateReady, reload, started };
}

describe('registerServiceWorker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('given a start, should register /sw.js for the whole site, never from the HTTP cache', async () => {
    const { container, started } = setup();
    await started;
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('given the first install (no worker controls the page yet), should offer no update and not reload when it claims the page', async () => {
    const { container, registration, onUpdateReady, reload, started } = setup({
      controlled: false,
    });
    await started;
    const first = new FakeWorker();
    registration.find(first);
    first.moveTo('installed');
    first.moveTo('activated');
    container.changeController(first);
    expect(onUpdateReady).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('given a new version installed while a worker controls the page, should offer it once, and on activate tell it to skip waiting', async () => {
    const { registration, onUpdateReady, started } = setup();
    await started;
    const next = new FakeWorker();
    registration.find(next);
    expect(onUpdateReady).not.toHaveBeenCalled();
    next.moveTo('installed');
    next.moveTo('installed');
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(next.postMessage).not.toHaveBeenCalled();

    const activate = onUpdateReady.mock.calls[0]![0];
    activate();
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(SKIP_WAITING_MESSAGE).toEqual({ type: 'SKIP_WAITING' });
  });

  it('given Refresh, should reload once when the new version takes control', async () => {
    const { container, registration, onUpdateReady, reload, started } = setup();
    await started;
    const next = new FakeWorker();
    registration.find(next);
    next.moveTo('installed');
    onUpdateReady.mock.calls[0]![0]();
    expect(reload).not.toHaveBeenCalled();
    next.moveTo('activated');
    container.changeController(next);
    container.changeController(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('given a controller change the visitor did not ask for, should not reload', async () => {
    const { container, registration, onUpdateReady, reload, started } = setup();
    await started;
    const next = new FakeWorker();
    registration.find(next);
    next.moveTo('installed');
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    // Another tab pressed Refresh: this page follows the new worker without reloading.
    container.changeController(next);
    expect(reload).not.toHaveBeenCalled();
  });

  it('given a version already waiting from an earlier visit, should offer it at once', async () => {
    const container = new FakeContainer();
    container.controller = Object.assign(new FakeWorker(), { state: 'activated' });
    const waiting = Object.assign(new FakeWorker(), { state: 'installed' });
    container.registration.waiting = waiting;
    const onUpdateReady = vi.fn<(activate: () => void) => void>();
    await registerServiceWorker({
      container: container as unknown as ServiceWorkerContainer,
      onUpdateReady,
      reload: vi.fn(),
    });
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    onUpdateReady.mock.calls[0]![0]();
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('given an open page, should check for a new version every hour until stopped, and survive a failed check', async () => {
    vi.useFakeTimers();
    const { registration, started } = setup();
    const stop = await started;
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);

    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);

    stop();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('given the registration fails, should reject (the caller reports it)', async () => {
    const container = new FakeContainer();
    container.register.mockRejectedValueOnce(new DOMException('denied', 'SecurityError'));
    await expect(
      registerServiceWorker({
        container: container as unknown as ServiceWorkerContainer,
        onUpdateReady: vi.fn(),
      }),
    ).rejects.toThrow('denied');
  });
});
