import fp from 'fastify-plugin';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Whatever a log line may carry that must never be written down: credentials and tokens,
 * wherever a body, header or error puts them.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.code',
  '*.verificationCode',
];

/**
 * Readable lines for a person at a terminal (pino-pretty), JSON for everything that collects
 * logs; the same redaction either way.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'prettyLogs'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[ẩn]' },
    ...(config.prettyLogs
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } }
      : {}),
  };
}

/**
 * One line per request, written when the answer is sent (Fastify's own logging writes two).
 * A refusal the caller earned (401, 403, 429: a wrong password, a missing right, too many
 * tries) is a warning, so an attack shows up without reading every line; a 5xx is an error.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      const line = {
        method: request.method,
        url: request.url,
        status,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
        ...(request.user ? { account: request.user.id } : {}),
      };
      if (status >= 500) request.log.error(line, 'request failed');
      else if (status === 401 || status === 403 || status === 429) request.log.warn(line, 'request refused');
      else request.log.info(line, 'request');
    });
  },
  { name: 'request-log' },
);
