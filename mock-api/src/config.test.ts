import { join } from 'node:path';
import { loadServerConfig, repoRoot } from './config.ts';

describe('server configuration from the environment', () => {
  it('given nothing set, should use port 3000, <repo>/data, <repo>/site/dist and PGlite', () => {
    const config = loadServerConfig({});
    expect(config).toEqual({
      port: 3000,
      host: undefined,
      dataDir: join(repoRoot, 'data'),
      databaseUrl: undefined,
      siteDir: join(repoRoot, 'site', 'dist'),
      logLevel: 'info',
      trustedOrigins: [],
      smtpUrl: undefined,
      formRateLimit: 5,
      telemetryRateLimit: 120,
      trustProxy: 0,
      siteUrl: 'http://localhost:3000',
      authRateLimit: true,
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 65_000,
    });
  });

  it('given relative directories, should resolve them from the repository root, not the cwd', () => {
    const config = loadServerConfig({ DATA_DIR: './tmp-data', SITE_DIR: 'elsewhere/dist' });
    expect(config.dataDir).toBe(join(repoRoot, 'tmp-data'));
    expect(config.siteDir).toBe(join(repoRoot, 'elsewhere', 'dist'));
    expect(loadServerConfig({ DATA_DIR: '/var/lib/brightlane' }).dataDir).toBe(
      '/var/lib/brightlane',
    );
  });

  it('given every variable, should read each', () => {
    const config = loadServerConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://db/app',
      LOG_LEVEL: 'silent',
      TRUSTED_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173',
      SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
      FORM_RATE_LIMIT: '20',
      TRUST_PROXY: '1',
      SITE_URL: 'https://www.brightlane.example/',
      AUTH_RATE_LIMIT: '0',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '30000',
      KEEP_ALIVE_TIMEOUT_MS: '10000',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://db/app',
      logLevel: 'silent',
      trustedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      smtpUrl: 'smtps://mailer:secret@smtp.example:465',
      formRateLimit: 20,
      trustProxy: 1,
      siteUrl: 'https://www.brightlane.example',
      authRateLimit: false,
      headersTimeoutMs: 5000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 10_000,
    });
  });

  it('given a timeout that is not a positive whole number, or headers allowed longer than the request, should refuse to start', () => {
    expect(() => loadServerConfig({ HEADERS_TIMEOUT_MS: '0' })).toThrow(
      'HEADERS_TIMEOUT_MS must be a whole number of milliseconds above 0, got "0"',
    );
    expect(() => loadServerConfig({ REQUEST_TIMEOUT_MS: '1.5' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadServerConfig({ KEEP_ALIVE_TIMEOUT_MS: 'soon' })).toThrow(
      /KEEP_ALIVE_TIMEOUT_MS/,
    );
    expect(() =>
      loadServerConfig({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' }),
    ).toThrow('HEADERS_TIMEOUT_MS (60000) must not exceed REQUEST_TIMEOUT_MS (30000)');
  });

  it('given a SITE_URL that is not an http(s) URL, should refuse to start', () => {
    expect(() => loadServerConfig({ SITE_URL: 'www.brightlane.example' })).toThrow(/SITE_URL/);
    expect(() => loadServerConfig({ SITE_URL: 'ftp://brightlane.example' })).toThrow(/SITE_URL/);
    expect(loadServerConfig({ PORT: '4000' }).siteUrl).toBe('http://localhost:4000');
  });

  it('given TELEMETRY_RATE_LIMIT, should read it; 0 turns it off; junk refuses to start', () => {
    expect(loadServerConfig({ TELEMETRY_RATE_LIMIT: '30' }).telemetryRateLimit).toBe(30);
    expect(loadServerConfig({ TELEMETRY_RATE_LIMIT: ' ' }).telemetryRateLimit).toBe(120);
    expect(loadServerConfig({ TELEMETRY_RATE_LIMIT: '0' }).telemetryRateLimit).toBe(0);
    expect(() => loadServerConfig({ TELEMETRY_RATE_LIMIT: 'many' })).toThrow(
      'TELEMETRY_RATE_LIMIT must be a whole number (0 turns it off), got "many"',
    );
    expect(() => loadServerConfig({ TELEMETRY_RATE_LIMIT: '1.5' })).toThrow(/TELEMETRY_RATE_LIMIT/);
  });

  it('given FORM_RATE_LIMIT=0, should turn the limit off; given junk, should refuse to start', () => {
    expect(loadServerConfig({ FORM_RATE_LIMIT: '0' }).formRateLimit).toBe(0);
    expect(() => loadServerConfig({ FORM_RATE_LIMIT: 'lots' })).toThrow(
      'FORM_RATE_LIMIT must be a whole number (0 turns it off), got "lots"',
    );
    expect(() => loadServerConfig({ FORM_RATE_LIMIT: '-1' })).toThrow(/FORM_RATE_LIMIT/);
  });

  it('given TRUST_PROXY set to an explicit no, should not trust X-Forwarded-For', () => {
    for (const value of ['', '0', 'false', 'no', 'OFF']) {
      expect(loadServerConfig({ TRUST_PROXY: value }).trustProxy).toBe(0);
    }
  });

  it('given TRUST_PROXY as a yes or a number of proxies, should trust that many hops', () => {
    expect(loadServerConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadServerConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadServerConfig({ TRUST_PROXY: 'loadbalancer' })).toThrow(
      'TRUST_PROXY must be the number of proxies in front of the server (0 to 10), got "loadbalancer"',
    );
  });

  it('given NODE_ENV=test and no LOG_LEVEL, should keep request logs quiet', () => {
    expect(loadServerConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
  });

  it('given an invalid PORT, should refuse to start with a clear message', () => {
    expect(() => loadServerConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number from 0 to 65535, got "eighty"',
    );
    expect(() => loadServerConfig({ PORT: '70000' })).toThrow(/PORT must be/);
  });
});
