import { clientErrorSchema, vitalSchema } from '@brightlane/contract';
import type { Metric } from 'web-vitals';
import {
  clientErrorReport,
  createVitalsQueue,
  reportClientError,
  sendJson,
  trackingRefused,
  vitalReport,
} from './telemetry.ts';

const webVitals = vi.hoisted(() => ({
  onCLS: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onFCP: vi.fn(),
  onTTFB: vi.fn(),
}));
vi.mock('web-vitals', () => webVitals);

const metric: Metric = {
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  delta: 1234.5,
  id: 'v5-1700000000000-123',
  entries: [],
  navigationType: 'navigate',
  navigationId: 1,
};

describe('vitalReport', () => {
  it('should give the contract body of POST /api/vitals', () => {
    const report = vitalReport(metric, '/services');
    expect(report).toEqual({
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      id: 'v5-1700000000000-123',
      path: '/services',
    });
    expect(vitalSchema.parse(report)).toEqual(report);
  });
});

describe('clientErrorReport', () => {
  it('given an Error, should give the contract body with message, stack, url and kind', () => {
    const report = clientErrorReport(
      new TypeError('x is undefined'),
      'error',
      'http://localhost:3000/about',
    );
    expect(report).toMatchObject({
      message: 'x is undefined',
      url: 'http://localhost:3000/about',
      kind: 'error',
    });
    expect(report.stack).toContain('TypeError');
    expect(clientErrorSchema.parse(report)).toEqual(report);
  });

  it('given a rejection with a plain value, should describe the value', () => {
    const report = clientErrorReport({ code: 42 }, 'unhandledrejection', 'http://localhost:3000/');
    expect(report).toEqual({
      message: '{"code":42}',
      url: 'http://localhost:3000/',
      kind: 'unhandledrejection',
    });
    expect(clientErrorSchema.parse(report)).toEqual(report);
  });

  it('given a huge message, should cut it to the contract limit', () => {
    const report = clientErrorReport(
      new Error('x'.repeat(10_000)),
      'error',
      'http://localhost:3000/',
    );
    expect(clientErrorSchema.safeParse(report).success).toBe(true);
  });
});

describe('sendJson', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('should send a JSON blob with sendBeacon', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });

    sendJson('/api/vitals', { name: 'CLS' });

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/vitals');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ name: 'CLS' });
  });

  it('given a refused beacon, should fall back to a keepalive fetch', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 202 }));

    sendJson('/api/client-errors', { message: 'x' });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/client-errors',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});

describe('reportClientError', () => {
  it('given an error loop, should stop after ten reports per page view', () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    for (let i = 0; i < 25; i += 1) reportClientError(new Error(`loop ${i}`), 'error');
    expect(sendBeacon).toHaveBeenCalledTimes(10);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('/api/client-errors');
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
});

describe('createVitalsQueue', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const hide = () => {
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('given reports while the page is visible, should send nothing until the page is hidden', () => {
    const send = vi.fn();
    const queue = createVitalsQueue(send);
    queue(vitalReport({ ...metric, name: 'FCP', id: 'a' }, '/'));
    queue(vitalReport({ ...metric, name: 'TTFB', id: 'b' }, '/'));
    expect(send).not.toHaveBeenCalled();

    hide();

    expect(send.mock.calls.map(([report]) => report.name)).toEqual(['FCP', 'TTFB']);
  });

  it('given a metric reported twice, should send only its latest value', () => {
    const send = vi.fn();
    const queue = createVitalsQueue(send);
    queue(vitalReport({ ...metric, name: 'CLS', id: 'c', value: 0.01 }, '/'));
    queue(vitalReport({ ...metric, name: 'CLS', id: 'c', value: 0.02 }, '/'));
    hide();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].value).toBe(0.02);
  });

  it('given a report while the page is hidden, should send it at once, and a sent report not again', () => {
    const send = vi.fn();
    const queue = createVitalsQueue(send);
    queue(vitalReport({ ...metric, id: 'd' }, '/'));
    hide();
    queue(vitalReport({ ...metric, name: 'INP', id: 'e' }, '/'));
    expect(send.mock.calls.map(([report]) => report.id)).toEqual(['d', 'e']);

    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('given a page unloaded without visibilitychange, should send on pagehide', () => {
    const send = vi.fn();
    const queue = createVitalsQueue(send);
    queue(vitalReport({ ...metric, id: 'f' }, '/'));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('trackingRefused', () => {
  const signals = (
    nav: Record<string, unknown> = {},
    win: Record<string, unknown> = {},
  ): Parameters<typeof trackingRefused>[0] => ({ navigator: nav, window: win });

  it('given no privacy signal, or DNT off or unset, should allow telemetry', () => {
    expect(trackingRefused(signals())).toBe(false);
    expect(trackingRefused(signals({ doNotTrack: '0', globalPrivacyControl: false }))).toBe(false);
    expect(trackingRefused(signals({ doNotTrack: 'unspecified' }, { doNotTrack: null }))).toBe(
      false,
    );
  });

  it('given Do Not Track in any of its spellings, should refuse', () => {
    expect(trackingRefused(signals({ doNotTrack: '1' }))).toBe(true);
    expect(trackingRefused(signals({}, { doNotTrack: '1' }))).toBe(true);
    expect(trackingRefused(signals({ msDoNotTrack: '1' }))).toBe(true);
  });

  it('given Global Privacy Control, should refuse', () => {
    expect(trackingRefused(signals({ globalPrivacyControl: true }))).toBe(true);
  });
});

describe('under Do Not Track or Global Privacy Control', () => {
  const setSignal = (name: 'doNotTrack' | 'globalPrivacyControl', value: unknown) =>
    Object.defineProperty(navigator, name, { configurable: true, value });
  let sendBeacon: ReturnType<typeof vi.fn>;
  let fetchMock: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.resetModules();
    Object.values(webVitals).forEach((fn) => fn.mockClear());
    sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(navigator, 'doNotTrack');
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    vi.restoreAllMocks();
  });

  it('given DNT, should start no web-vitals listener and send no error report', async () => {
    setSignal('doNotTrack', '1');
    const telemetry = await import('./telemetry.ts');
    const addListener = vi.spyOn(window, 'addEventListener');

    await telemetry.startTelemetry();
    telemetry.reportClientError(new Error('boom'), 'error');
    telemetry.sendJson('/api/vitals', { name: 'LCP' });

    for (const fn of Object.values(webVitals)) expect(fn).not.toHaveBeenCalled();
    expect(addListener).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given GPC, should send nothing either', async () => {
    setSignal('globalPrivacyControl', true);
    const telemetry = await import('./telemetry.ts');

    await telemetry.startTelemetry();
    telemetry.reportClientError(new Error('boom'), 'unhandledrejection');

    expect(webVitals.onLCP).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('should start each web-vitals listener in a task of its own', async () => {
    const telemetry = await import('./telemetry.ts');
    // What the microtasks right after the first listener see: in the same task, the second
    // listener would already have started.
    const seenRightAfter: number[] = [];
    webVitals.onCLS.mockImplementationOnce(() =>
      queueMicrotask(() => seenRightAfter.push(webVitals.onINP.mock.calls.length)),
    );

    await telemetry.startTelemetry();

    expect(seenRightAfter).toEqual([0]);
    for (const fn of Object.values(webVitals)) expect(fn).toHaveBeenCalledTimes(1);
  });

  it('given no signal, should start every web-vitals listener and report errors (the control)', async () => {
    const telemetry = await import('./telemetry.ts');

    await telemetry.startTelemetry();
    telemetry.reportClientError(new Error('boom'), 'error');

    for (const fn of Object.values(webVitals)) expect(fn).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith('/api/client-errors', expect.any(Blob));
  });
});
