import fp from 'fastify-plugin';
import { warnNearingDeadlines } from '../services/privacy/deadlines';
import { runRetention } from '../services/privacy/retention';

/**
 * Every `intervalMs`: the day's retention run (server/services/privacy/retention.ts), which only the
 * first process to claim the day carries out, and the staff alert of requests nearing their deadline,
 * each claimed once. 0 turns it off (the tests call the services themselves).
 */
export const privacyRetentionPlugin = fp<{ intervalMs: number }>(
  async (app, options) => {
    if (options.intervalMs <= 0) return;
    let running: Promise<unknown> | null = null;
    const run = () => {
      if (running) return;
      running = runRetention(app.deps)
        .then(() => warnNearingDeadlines(app.deps))
        .catch((error: unknown) => app.log.error({ err: error }, 'privacy retention failed'))
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(run, options.intervalMs);
    timer.unref();
    app.addHook('onReady', async () => run());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'privacy-retention', dependencies: ['service-deps'] },
);
