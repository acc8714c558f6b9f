// A tiny levelled logger. Request lines are `info`; server faults are `error` and go to
// console.error, which the test setup turns into a failure unless a test expects it.
export const logLevels = ['silent', 'error', 'warn', 'info'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Logger {
  info(message: string): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export function createLogger(level: LogLevel): Logger {
  const rank = logLevels.indexOf(level);
  const enabled = (wanted: LogLevel) => rank >= logLevels.indexOf(wanted);
  return {
    info: (message) => {
      if (enabled('info')) console.log(message);
    },
    warn: (message, detail) => {
      if (enabled('warn')) console.warn(message, ...(detail === undefined ? [] : [detail]));
    },
    error: (message, detail) => {
      if (enabled('error')) console.error(message, ...(detail === undefined ? [] : [detail]));
    },
  };
}

/** LOG_LEVEL wins; otherwise quiet request logs under test, everything elsewhere. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv): LogLevel {
  const wanted = env.LOG_LEVEL?.toLowerCase();
  if (wanted && (logLevels as readonly string[]).includes(wanted)) return wanted as LogLevel;
  return env.NODE_ENV === 'test' ? 'warn' : 'info';
}
