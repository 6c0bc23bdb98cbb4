import fp from 'fastify-plugin';
import { sendDayBeforeReminders } from '../services/booking-reminders';
import { sendNextServiceReminders } from '../services/repairs/next-service';
import { alertOverdueReceivables } from '../services/money/credit';
import { warnNearingDeadlines } from '../services/privacy/deadlines';
import { runRetention } from '../services/privacy/retention';
import { pauseAtClosing } from '../services/workshop/closing-pause';

/**
 * Every `intervalMs`, mails tomorrow's customers their reminder (server/services/booking-reminders.ts)
 * and customers whose car's next service is near theirs (server/services/repairs/next-service.ts),
 * alerts overdue receivables, runs the day's personal data retention (claimed by one process per day),
 * alerts the masters of privacy requests nearing their deadline (each claimed once) and writes the
 * closing pause of every clock left running past its branch's closing time (each written once, by its key).
 * Every server process may run it: a booking is claimed in the database before its mail goes.
 * 0 turns it off (the tests call the service themselves).
 */
export const bookingRemindersPlugin = fp<{ intervalMs: number }>(
  async (app, options) => {
    if (options.intervalMs <= 0) return;
    let running: Promise<unknown> | null = null;
    const run = () => {
      // A slow mail server must not stack runs on top of each other.
      if (running) return;
      running = sendDayBeforeReminders(app.deps)
        .then(async (sent) => {
          if (sent > 0) app.log.info({ queued: sent }, 'booking reminders queued');
          const nextServices = await sendNextServiceReminders(app.deps);
          if (nextServices > 0) app.log.info({ queued: nextServices }, 'next service reminders queued');
          if (await alertOverdueReceivables(app.deps)) app.log.info('overdue receivables alert sent');
          await runRetention(app.deps);
          await warnNearingDeadlines(app.deps);
          const closingPauses = await pauseAtClosing(app.deps);
          if (closingPauses > 0) app.log.info({ paused: closingPauses }, 'clocks paused at closing time');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'booking reminders failed'))
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
  { name: 'booking-reminders', dependencies: ['service-deps'] },
);
