import fp from 'fastify-plugin';
import type { ServiceDeps, ServiceSettings } from '../services/deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' one dependency object (server/services/deps.ts). */
    deps: ServiceDeps;
  }
}

/** Builds `app.deps` once, from the database, the mail queue and the live events registered before it. */
export const serviceDepsPlugin = fp<{ settings: ServiceSettings; now?: (() => Date) | undefined }>(
  async (app, options) => {
    app.decorate('deps', {
      db: app.db,
      mail: app.mailQueue,
      live: app.live,
      log: app.log,
      now: options.now ?? (() => new Date()),
      settings: options.settings,
    } satisfies ServiceDeps);
  },
  { name: 'service-deps', dependencies: ['db', 'mail-queue', 'realtime'] },
);
