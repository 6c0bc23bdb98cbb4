import fp from 'fastify-plugin';
import { chatRoom } from './realtime';
import { dueOfflineReplies, takeOfflineReplies } from '../services/chat';
import { provenRecipient, siteLinks } from '../services/notify';

export interface ChatOfflineMail {
  /** Mails every reply that is due now (tests; the timer does it every `pollMs`). */
  run(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatOfflineMail: ChatOfflineMail;
  }
}

/**
 * Staff replied while the customer had the chat open nowhere: once staff have been quiet for
 * CHAT_OFFLINE_MAIL_DELAY_SECONDS (services/chat.ts appendMessage sets the time) and the
 * customer is still away, the replies they have not seen go to them in one mail with a link
 * back into the chat. Presence is asked of every process (the adapter), the conversation is
 * taken with its mail in one transaction, so each reply is mailed once whichever process runs.
 */
export const chatOfflineMailPlugin = fp<{ delaySeconds: number; pollMs: number; siteOrigin: string }>(
  async (app, options) => {
    const chatUrl = siteLinks(options.siteOrigin).liveChat;

    async function mailOne(conversation: { id: string; customerId: string }): Promise<boolean> {
      const present = (await app.io.in(chatRoom(conversation.customerId)).fetchSockets()).length > 0;
      return app.db.transaction(async (tx) => {
        const taken = await takeOfflineReplies(tx, conversation.id, !present);
        if (!taken || taken.replies.length === 0) return false;
        const customer = await provenRecipient(tx, taken.customerId);
        if (!customer) return false;
        const last = taken.replies.at(-1)!;
        await app.mailQueue.add(tx, {
          to: customer.email,
          template: {
            kind: 'chatReply',
            fullName: customer.fullName,
            replies: taken.replies.map((reply) => ({ from: reply.from, message: reply.message, createdAt: reply.createdAt })),
            chatUrl,
          },
          // The same replies never twice, whatever happens to this transaction's twin elsewhere.
          dedupeKey: `chat-reply:${conversation.id}:${last.seq}`,
        });
        return true;
      });
    }

    let running: Promise<number> | null = null;
    const run = () => {
      running ??= (async () => {
        let mailed = 0;
        for (;;) {
          const due = await dueOfflineReplies(app.db);
          if (due.length === 0) return mailed;
          for (const conversation of due) if (await mailOne(conversation)) mailed += 1;
          if (due.length < 50) return mailed;
        }
      })().finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('chatOfflineMail', { run });

    if (options.pollMs > 0) {
      // Every poll of the mail queue's rhythm, a few seconds at most after a reply falls due.
      const every = Math.max(options.pollMs, 5000);
      let timer: ReturnType<typeof setInterval> | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(() => void run().catch((error: unknown) => app.log.error({ err: error }, 'chat reply mails failed')), every);
        timer.unref();
      });
      app.addHook('preClose', async () => {
        clearInterval(timer);
        await running?.catch(() => 0);
      });
    }
  },
  { name: 'chat-offline-mail', dependencies: ['realtime', 'mail-queue', 'db'] },
);

