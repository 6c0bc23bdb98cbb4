import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { messages } from '../../contract/messages';
import { mailQueue } from '../db/schema';
import { unauthorized } from '../lib/http-errors';

/** Request latency buckets in seconds: most API answers take a few milliseconds, a CSV export seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format (prom-client): requests and their latency by route
 * pattern (never the raw URL: ids would make a series per booking), sockets on this process,
 * the mail queue by status and the database pool. Each process answers for itself, so
 * Prometheus scrapes every process, not the proxy. Without METRICS_TOKEN the route does not
 * exist; with it, only `Authorization: Bearer <token>` reads it.
 */
export const metricsPlugin = fp<{ token: string | undefined }>(
  async (app, options) => {
    const token = options.token;
    if (!token) return;
    // A registry of this app's own: two apps in one test process never count into each other.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    new Gauge({
      name: 'socketio_connected_sockets',
      help: 'socket.io connections open on this process',
      registers: [registry],
      collect() {
        this.set(app.realtime.localSocketCount());
      },
    });
    new Gauge({
      name: 'mail_queue_mails',
      help: 'Mails in the queue, by status (pending and sending are still to go)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const rows = await app.db
          .select({ status: mailQueue.status, count: sql<number>`count(*)::int` })
          .from(mailQueue)
          .groupBy(mailQueue.status);
        this.reset();
        for (const status of ['pending', 'sending', 'sent', 'failed'] as const) {
          this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
        }
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Postgres pool connections by state (total, idle, waiting clients); absent on the embedded database',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = app.database.poolUse();
        this.reset();
        if (!use) return;
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameToken(given, token)) throw unauthorized(messages.common.metricsUnauthorized);
      reply.header('Content-Type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['db', 'realtime'] },
);
