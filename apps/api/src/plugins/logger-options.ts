import { hostname } from 'node:os';
import { APP_VERSION } from '../modules/health/app-version.ts';

export type TLogFormat = 'json' | 'pretty';

/**
 * The server's pino options (decision 068). `json`: one JSON object a line — ISO time, the level as
 * a word, pid, host and version — for a log collector; `pretty`: pino-pretty's coloured lines for a
 * terminal. Both go through `withLogRedaction` in `buildApp`, and Fastify adds `request_id` to
 * every line about a request.
 */
export function loggerOptions(format: TLogFormat, level: string): Record<string, unknown> {
  if (format === 'pretty')
    return {
      level,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  return {
    level,
    base: { pid: process.pid, hostname: hostname(), version: APP_VERSION },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string) => ({ level: label }) },
  };
}
