import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text part, always sent. */
  text: string;
  html?: string;
  /** Files sent with the message, such as an appointment's calendar entry. */
  attachments?: Array<{
    filename: string;
    content: string;
    contentType: string;
    /** 'base64' for a binary file (a PDF), which the queue keeps as text; nodemailer decodes it. */
    encoding?: 'base64';
    /** Set for a picture the HTML shows inline (`cid:`). */
    cid?: string;
  }>;
  /** The same on every attempt of one queued mail, so a copy sent twice is recognisably one. */
  messageId?: string;
  /** When the mail was written (queued); also names its outbox file. */
  date?: Date;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go when no SMTP server is configured. */
  outboxDir: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The transport under the mail queue (server/plugins/mail-queue.ts), which is the only caller:
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to
 * DATA_DIR/outbox so a developer (or a test) can read the code that was "sent".
 */
export const mailPlugin = fp<{ smtpUrl: string | undefined; from: string; dataDir: string }>(
  async (app, options) => {
    let transporter: Transporter;
    let outboxDir: string | null = null;
    if (options.smtpUrl) {
      // Short timeouts: a mail server that hangs must fail the attempt well within the queue's lease.
      transporter = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    } else {
      outboxDir = path.join(options.dataDir, 'outbox');
      await mkdir(outboxDir, { recursive: true });
      transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
    const mailer: Mailer = {
      outboxDir,
      async send(message) {
        const info = await transporter.sendMail({ from: options.from, ...message });
        if (outboxDir && 'message' in info && Buffer.isBuffer(info.message)) {
          // A queued mail keeps one file name on every attempt: sent again after a crash, it
          // replaces its own file instead of arriving twice.
          const id = message.messageId?.replace(/^<([^@>]+)@.*$/, '$1') ?? randomBytes(6).toString('hex');
          const name = `${(message.date ?? new Date()).toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
          await writeFile(path.join(outboxDir, name), info.message);
          app.log.info({ to: message.to, subject: message.subject, file: name }, 'mail written to outbox');
        } else {
          app.log.info({ to: message.to, subject: message.subject }, 'mail sent');
        }
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transporter.close());
  },
  { name: 'mail' },
);
