import { registerActorContext } from './lib/actor-context';
import Fastify, { LogController, type FastifySchema, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { securityHeadersPlugin } from './plugins/security-headers';
import { errorsPlugin } from './plugins/errors';
import { textInputPlugin } from './plugins/text-input';
import { dbPlugin } from './plugins/db';
import { realtimePlugin } from './plugins/realtime';
import { metricsPlugin } from './plugins/metrics';
import { authPlugin } from './plugins/auth';
import { mailPlugin } from './plugins/mail';
import { mailQueuePlugin } from './plugins/mail-queue';
import { chatOfflineMailPlugin } from './plugins/chat-offline-mail';
import { bookingRemindersPlugin } from './plugins/booking-reminders';
import { serviceDepsPlugin } from './plugins/service-deps';
import { loggerOptions, requestLogPlugin } from './plugins/request-log';
import { mediaPlugin } from './plugins/media';
import { rateLimitPlugin } from './plugins/rate-limit';
import { killCodes } from './services/codes';
import { PAGE_ROUTE_URL, spaPlugin } from './plugins/spa';
import { workbenchRoutes } from './plugins/workbench';
import { publicCachePlugin } from './plugins/public-cache';
import type { CompressionSettings } from './lib/public-cache';
import { healthRoutes } from './routes/health';
import { accountRoutes } from './routes/accounts';
import { roleRoutes } from './routes/roles';
import { categoryRoutes } from './routes/categories';
import { productRoutes } from './routes/products';
import { commentRoutes } from './routes/comments';
import { newsRoutes } from './routes/news';
import { bannerRoutes } from './routes/banners';
import { staffPositionRoutes } from './routes/staff-positions';
import { staffRoutes } from './routes/staff';
import { favoriteRoutes } from './routes/favorites';
import { cartRoutes } from './routes/cart';
import { orderRoutes } from './routes/orders';
import { bookingRoutes } from './routes/bookings';
import { DEFAULT_REPAIR_LOOKUP_LIMITS, repairRoutes } from './routes/repairs';
import { invoiceRoutes } from './routes/invoices';
import { inspectionRoutes } from './routes/inspections';
import { DEFAULT_LOOKUP_LIMITS } from './services/booking-limits';
import { managerSummaryRoutes } from './routes/manager-summary';
import { managerAlertRoutes } from './routes/manager-alerts';
import { reportRoutes } from './routes/reports';
import { branchRoutes } from './routes/branches';
import { closedDayRoutes } from './routes/closed-days';
import { partRoutes } from './routes/parts';
import { servicePackageRoutes } from './routes/service-packages';
import { technicianReportRoutes } from './routes/technician-report';
import { bankAccountRoutes } from './routes/bank-accounts';
import { bankWebhookRoutes } from './routes/bank-webhook';
import { moneyRoutes } from './routes/money';
import { privacyConsentRoutes } from './routes/privacy-consents';
import { DEFAULT_PRIVACY_LOOKUP_LIMITS, privacyRequestRoutes } from './routes/privacy-requests';
import { auditRoutes } from './routes/audit';
import { botRoutes } from './routes/bot';
import { chatRoutes } from './routes/chat';
import { guestMessageRoutes } from './routes/guest-messages';
import { DEFAULT_GUEST_MESSAGE_LIMITS } from './services/guest-message-limits';
import { chatSocketRoutes } from './routes/chat-socket';
import { siteMapRoutes } from './routes/site-map';
import { workshopRoutes } from './routes/workshop';
import { seedIfEmpty } from './seed/seed';
import { TOTAL_COUNT_HEADER } from '../contract/paging';
import { JSON_BODY_LIMIT } from './lib/body-limits';

/** API answers are compressed per request, fast rather than small (brotli level 4); cached public answers once, the same way. */
const API_COMPRESSION: CompressionSettings = { encodings: ['br', 'gzip'], threshold: 1024, brotliQuality: 4 };

export async function buildApp(config: AppConfig, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // requestLogPlugin writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Small unless the route takes pictures (lib/body-limits: route() gives those their own).
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Migrating the embedded database on a busy machine can take longer than the 10 s default.
    pluginTimeout: 120_000,
    // On close: stop accepting, drop idle keep-alive connections, let requests in flight finish
    // (a rolling restart behind the proxy loses none); new requests on open connections get 503.
    forceCloseConnections: 'idle',
    // A request already on its way over a kept-alive connection when the close begins (the proxy
    // picked it a moment before) is answered, not refused with 503: the proxy resends a refused
    // GET elsewhere, but never a POST.
    return503OnClosing: false,
  });
  // While closing, each answer closes its connection: a proxy keeps connections alive and
  // would hold this process open (the server waits for every connection) until it times out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  /** Every Redis key of this deployment starts with its prefix (REDIS_PREFIX). */
  const redisKey = (name: string) => `${config.redisPrefix}:${name}`;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route as registered (the fuzz test walks all write routes, whoever added them).
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.decorate('shutdown', async (drainMs: number) => {
    app.realtime.beginShutdown();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close();
  });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, schema: route.schema, access: route.config?.access, refusal: route.config?.refusal, bodyLimit: route.bodyLimit });
    }
  });

  // Who acts, for the audit log: opened before any plugin's hook (lib/actor-context.ts).
  registerActorContext(app);

  // External plugins first.
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    // Paged lists answer a bare array and their total here; a CSV export names its file in
    // Content-Disposition. The browser may read both cross-origin.
    exposedHeaders: [TOTAL_COUNT_HEADER, 'Content-Disposition'],
  });
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  // The built app's files are compressed once at build time and sent as they are.
  await app.register(compress, {
    encodings: [...API_COMPRESSION.encodings],
    threshold: API_COMPRESSION.threshold,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: API_COMPRESSION.brotliQuality } },
  });
  await app.register(swagger, {
    openapi: { info: { title: 'API Gara Ô Tô', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Then the app's own plugins.
  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: config.inMemoryDatabase });
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    ttlSeconds: config.jwtTtlSeconds,
    secureCookie: config.env === 'production',
  });
  await app.register(requestLogPlugin);
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  await app.register(mailQueuePlugin, { ...config.mailQueue, privacyLink: { secret: config.jwtSecret, siteOrigin: config.siteOrigin } });
  await app.register(mediaPlugin, { redisUrl: config.redisUrl, uploadBudget: { ...config.uploadBudget, keyPrefix: redisKey(config.uploadBudget.keyPrefix) } });
  await app.register(rateLimitPlugin, {
    settings: { ...config.rateLimit, keyPrefix: redisKey(config.rateLimit.keyPrefix) },
    redisUrl: config.redisUrl,
    knownDevice: app.auth.knownDevice,
    killCodes: (email) => killCodes(app.db, email),
  });
  await app.register(realtimePlugin, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, corsOrigins: config.corsOrigins, watchSecret: config.jwtSecret });
  await app.register(serviceDepsPlugin, {
    now: config.now,
    settings: {
      slotCapacity: config.bookingSlotCapacity,
      notify: { garageEmail: config.garageNotifyEmail, siteOrigin: config.siteOrigin },
      nextServiceReminderDays: config.nextServiceReminderDays,
      quoteLinkSecret: config.jwtSecret,
    },
  });
  await app.register(bookingRemindersPlugin, { intervalMs: config.bookingReminderIntervalMs });
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(chatOfflineMailPlugin, {
    delaySeconds: config.chatOfflineMailDelaySeconds,
    pollMs: config.mailQueue.pollMs,
    siteOrigin: config.siteOrigin,
  });
  await app.register(publicCachePlugin, { redisUrl: config.redisUrl, redisKeyPrefix: redisKey('public-cache'), compression: API_COMPRESSION, pageRouteUrls: [PAGE_ROUTE_URL] });

  // Then the routes.
  await app.register(healthRoutes, { redisConfigured: Boolean(config.redisUrl) });
  await app.register(accountRoutes, { googleUserinfoUrl: config.googleUserinfoUrl, facebookGraphUrl: config.facebookGraphUrl });
  await app.register(roleRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(commentRoutes, { limits: { ...config.commentLimits, keyPrefix: redisKey(config.commentLimits.keyPrefix) }, redisUrl: config.redisUrl });
  await app.register(newsRoutes);
  await app.register(bannerRoutes);
  await app.register(staffPositionRoutes);
  await app.register(staffRoutes);
  await app.register(favoriteRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(bookingRoutes, {
    limits: { ...config.bookingLimits, keyPrefix: redisKey(config.bookingLimits.keyPrefix) },
    lookupLimits: { ...DEFAULT_LOOKUP_LIMITS, keyPrefix: redisKey(DEFAULT_LOOKUP_LIMITS.keyPrefix) },
    redisUrl: config.redisUrl,
  });
  await app.register(repairRoutes, {
    watchSecret: config.jwtSecret,
    lookupLimits: { ...DEFAULT_REPAIR_LOOKUP_LIMITS, keyPrefix: redisKey(DEFAULT_REPAIR_LOOKUP_LIMITS.keyPrefix) },
    redisUrl: config.redisUrl,
  });
  await app.register(invoiceRoutes);
  await app.register(inspectionRoutes);
  await app.register(workshopRoutes);
  await app.register(managerSummaryRoutes);
  await app.register(managerAlertRoutes);
  await app.register(reportRoutes);
  await app.register(branchRoutes);
  await app.register(closedDayRoutes);
  await app.register(partRoutes);
  await app.register(bankAccountRoutes);
  await app.register(moneyRoutes);
  await app.register(servicePackageRoutes);
  await app.register(technicianReportRoutes);
  await app.register(privacyConsentRoutes);
  await app.register(privacyRequestRoutes, { lookupLimits: { ...DEFAULT_PRIVACY_LOOKUP_LIMITS, keyPrefix: redisKey(DEFAULT_PRIVACY_LOOKUP_LIMITS.keyPrefix) }, redisUrl: config.redisUrl });
  await app.register(auditRoutes);
  await app.register(bankWebhookRoutes, { secret: config.bankWebhookSecret });
  await app.register(botRoutes, { coze: config.coze });
  await app.register(chatRoutes, { offlineMailDelaySeconds: config.chatOfflineMailDelaySeconds, now: config.now });
  await app.register(guestMessageRoutes, { limits: { ...DEFAULT_GUEST_MESSAGE_LIMITS, keyPrefix: redisKey(DEFAULT_GUEST_MESSAGE_LIMITS.keyPrefix) }, redisUrl: config.redisUrl });
  await app.register(chatSocketRoutes, { offlineMailDelaySeconds: config.chatOfflineMailDelaySeconds, redisUrl: config.redisUrl, limitKeyPrefix: redisKey('chat-limit') });
  await app.register(siteMapRoutes, { siteOrigin: config.siteOrigin });
  await app.register(workbenchRoutes, { dir: config.workbenchDir, reportDir: config.workbenchReportDir });
  await app.register(spaPlugin, { staticDir: config.staticDir, siteOrigin: config.siteOrigin });
  if (config.env === 'production' && !config.publicOrigin) {
    // Links are never built from the request's Host (anyone can forge it): without PUBLIC_ORIGIN they name this machine.
    app.log.warn(
      { siteOrigin: config.siteOrigin },
      `PUBLIC_ORIGIN is not set: canonical links, og tags, robots.txt, the sitemap and mails point at ${config.siteOrigin}; set PUBLIC_ORIGIN to the address visitors use`,
    );
  }

  if (config.seedDemoData) {
    await app.after();
    const seeded = await seedIfEmpty(app.db);
    if (seeded) {
      // Running servers on the same database (through Redis) drop what they answered before the seed.
      await app.publicCache.invalidate();
      await app.database.refreshStatistics();
      app.log.info('demo data seeded');
    }
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  access: string | undefined;
  /** The route's own 403 text for a caller without the role, if it has one. */
  refusal: string | undefined;
  /** The route's own body limit; undefined: the app's JSON_BODY_LIMIT. */
  bodyLimit: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
    /**
     * A graceful stop: /api/ready answers 503 for `drainMs` while everything else still serves (a
     * balancer that probes stops sending), then the port closes, requests in flight finish,
     * sockets are told to reconnect elsewhere, queues stop.
     */
    shutdown(drainMs: number): Promise<void>;
  }
}
