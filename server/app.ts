import Fastify, { type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { errorsPlugin } from './plugins/errors';
import { dbPlugin } from './plugins/db';
import { realtimePlugin } from './plugins/realtime';
import { authPlugin } from './plugins/auth';
import { mailPlugin } from './plugins/mail';
import { mediaPlugin } from './plugins/media';
import { spaPlugin } from './plugins/spa';
import { healthRoutes } from './routes/health';
import { categoryRoutes } from './routes/categories';
import { seedIfEmpty } from './seed/seed';

/** Images travel as data URLs inside JSON; a product with several photos is many MB. */
const BODY_LIMIT_BYTES = 40 * 1024 * 1024;

export async function buildApp(config: AppConfig, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    forceCloseConnections: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins first.
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'API Gara Ô Tô', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Then the app's own plugins.
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: config.inMemoryDatabase });
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    ttlSeconds: config.jwtTtlSeconds,
    secureCookie: config.env === 'production',
  });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  await app.register(mediaPlugin);
  await app.register(realtimePlugin, { redisUrl: config.redisUrl, corsOrigins: config.corsOrigins });

  // Then the routes.
  await app.register(healthRoutes);
  await app.register(categoryRoutes);
  await app.register(spaPlugin, { staticDir: config.staticDir });

  if (config.seedDemoData) {
    await app.after();
    const seeded = await seedIfEmpty(app.db);
    if (seeded) app.log.info('demo data seeded');
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
