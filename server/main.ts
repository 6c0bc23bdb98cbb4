import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

/**
 * Longest a shutdown may take: requests in flight finish within it (a CSV export, a slow
 * upload); past it the process ends anyway, so a restart never hangs.
 */
const SHUTDOWN_TIMEOUT_MS = 25_000;

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Graceful: /api/ready turns 503 (for SHUTDOWN_DRAIN_MS while the rest still serves), the port
    // stops accepting, requests in flight finish, each socket is told to reconnect (to a process
    // still running) and dropped, queues stop; then exit.
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      // What still held it, for whoever reads the log: open connections, sockets, timers, handles.
      app.server.getConnections((_error, connections) => {
        const resources = process.getActiveResourcesInfo().reduce<Record<string, number>>((counts, kind) => ({ ...counts, [kind]: (counts[kind] ?? 0) + 1 }), {});
        app.log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS, connections, sockets: app.realtime.localSocketCount(), resources }, 'shutdown took too long; exiting');
        process.exit(1);
      });
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.shutdown(config.shutdownDrainMs).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Gara Ô Tô đang chạy tại ${address.replace('0.0.0.0', 'localhost')}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
