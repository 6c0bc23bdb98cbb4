/**
 * Helpers shared by the account tests: an app with its own mail folder, a record of
 * every mail it sends, and a small reader for the .eml files of the outbox.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import type { AppConfig } from '../config';
import type { MailMessage } from '../plugins/mail';
import { createTestApp } from '../test/test-app';

export interface AccountsTestApp {
  app: App;
  /** Every message the app sent, oldest first. */
  mails: MailMessage[];
  dataDir: string;
  close(): Promise<void>;
}

/** Limits high enough that only the rate-limit tests ever meet them. */
export const RELAXED_LIMITS: AppConfig['rateLimit'] = {
  windowSeconds: 900,
  perIp: 10_000,
  perEmail: 10_000,
  loginFailsPerEmailIp: 10_000,
  blockSeconds: 900,
  codeFailsPerAccountHour: 10_000,
  ipFailsBeforeDelay: 10_000,
  ipDelayMaxSeconds: 60,
  keyPrefix: 'test',
};

export async function createAccountsTestApp(overrides: Partial<AppConfig> = {}): Promise<AccountsTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garage-accounts-'));
  const app = await createTestApp({ dataDir, rateLimit: RELAXED_LIMITS, ...overrides });
  const mails: MailMessage[] = [];
  const sending = new Set<Promise<void>>();
  const send = app.mailer.send.bind(app.mailer);
  app.mailer.send = (message) => {
    mails.push(message);
    const sent = send(message);
    const settled = sent.then(
      () => undefined,
      () => undefined,
    );
    sending.add(settled);
    void settled.then(() => sending.delete(settled));
    return sent;
  };
  // Account mails are queued just after the answer has gone (mailQueue.addLater in
  // services/auth.ts): a call returns once the queue has sent them, so a test reads `mails`
  // as a user reads the inbox.
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  app.inject = (async (options: InjectOptions) => {
    const response = await inject(options);
    await app.mailQueue.flush();
    return response;
  }) as typeof app.inject;
  return {
    app,
    mails,
    dataDir,
    async close() {
      // A mail still being written would otherwise race the folder's removal.
      await Promise.all(sending);
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The six-digit code of the latest mail sent to `email`. */
export function lastCode(mails: MailMessage[], email: string): string {
  const mail = [...mails].reverse().find((m) => m.to === email);
  const match = mail?.text.match(/^(\d{6})$/m);
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1]!;
}

/** A code that is certainly not the live one. */
export function wrongCode(code: string): string {
  return ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');
}

// ---------------------------------------------------------------- a minimal MIME reader

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  /** Decoded text/plain part, or undefined when there is none. */
  text: string | undefined;
  html: string | undefined;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*(?==\?)?/g, (_, _charset: string, encoding: string, data: string) => {
    if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf-8');
    const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf-8');
  });
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf-8');
  if (kind === 'quoted-printable') {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf-8');
  }
  return body;
}

function collectParts(headers: Map<string, string>, body: string, into: { text?: string; html?: string }) {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\n/, ''));
      collectParts(part.headers, part.body, into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding')).replace(/\n$/, '');
  if (type.toLowerCase().startsWith('text/plain')) into.text ??= decoded;
  if (type.toLowerCase().startsWith('text/html')) into.html ??= decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const parts: { text?: string; html?: string } = {};
  collectParts(headers, body, parts);
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    text: parts.text,
    html: parts.html,
  };
}

/** Every .eml file of an outbox folder, parsed, in the order written. */
export async function readOutbox(outboxDir: string): Promise<ParsedMail[]> {
  const files = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => parseMail(await readFile(path.join(outboxDir, name), 'utf-8'))));
}
