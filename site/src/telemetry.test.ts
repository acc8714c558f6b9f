import { clientErrorSchema, vitalSchema } from '@brightlane/contract';
import type { Metric } from 'web-vitals';
import { clientErrorReport, reportClientError, sendJson, vitalReport } from './telemetry.ts';

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
