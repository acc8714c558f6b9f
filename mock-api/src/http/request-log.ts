// One line per request — method, path, status, duration — for the operator's terminal.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
