/**
 * Structured logs: one JSON object per line on stdout (pino), for log collectors. Request lines carry
 * the request id, user and organisation ids, status and duration; never bodies, cookies, tokens or
 * query strings (sign-in links carry their token in the query). Redaction is a second guard.
 */
import pino, { type DestinationStream } from 'pino';
import type { Logger, RequestLogFields } from '../di/tokens.ts';

export function createJsonLogger(destination?: DestinationStream): Logger {
  const log = pino(
    {
      base: { service: 'configurator' },
      // LOG_LEVEL=warn keeps only problems (the browser tests' server; a quiet deployment).
      level: process.env.LOG_LEVEL ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: ['password', '*.password', 'token', '*.token', 'userToken', '*.userToken', 'cookie', '*.cookie', 'authorization', '*.authorization'],
        censor: '[redacted]',
      },
    },
    destination,
  );
  return {
    info: (message) => log.info(message),
    error: (message, error) => (error === undefined ? log.error(message) : log.error({ err: error }, message)),
    request: (fields: RequestLogFields) => (fields.status >= 500 ? log.error(fields, 'request') : log.info(fields, 'request')),
  };
}
