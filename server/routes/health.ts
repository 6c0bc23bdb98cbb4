import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { getHealth, getReady } from '../../contract/health';
import { route } from '../lib/route';

/** A database slower than this to answer `select 1` counts as down for readiness. */
const READY_DATABASE_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance, options: { redisConfigured: boolean }) {
  route(app, getHealth, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.database.kind, uptimeSeconds: Math.round(process.uptime()) };
  });

  // Not through route(): a process that is not ready answers 503 with the same body, which the
  // proxy and orchestrators read as "send nothing here".
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getReady.method,
    url: getReady.path,
    schema: { summary: getReady.summary, response: { 200: getReady.response, 503: getReady.response } },
    config: { access: getReady.access },
    handler: async (_request, reply) => {
      const [database, redis] = await Promise.all([
        within(app.db.execute(sql`select 1`), READY_DATABASE_TIMEOUT_MS).then(
          () => 'ok' as const,
          (error: unknown) => {
            app.log.warn({ err: error }, 'readiness: the database does not answer');
            return 'down' as const;
          },
        ),
        options.redisConfigured ? app.realtime.redisReady().then((ready) => (ready ? ('ok' as const) : ('down' as const))) : Promise.resolve('none' as const),
      ]);
      const shuttingDown = app.realtime.closing;
      const ready = database === 'ok' && redis !== 'down' && !shuttingDown;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, redis, shuttingDown });
    },
  });
}
