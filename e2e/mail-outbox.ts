import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads the codes the e2e server "mails": with no SMTP server it writes every message as
 * an .eml file to DATA_DIR/outbox, and playwright.config.ts puts DATA_DIR in E2E_DATA_DIR.
 */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

function unfoldHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decode(body: string, encoding = '7bit'): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf-8');
  if (kind === 'quoted-printable') {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf-8');
  }
  return body;
}

/** Every part of a MIME message of a `text/` type (`text/plain` unless told), decoded. */
function textParts(raw: string, kind = 'text/plain'): string[] {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const headers = unfoldHeaders(split === -1 ? normalized : normalized.slice(0, split));
  const body = split === -1 ? '' : normalized.slice(split + 2);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => textParts(chunk.replace(/^\n/, ''), kind));
  }
  return type.toLowerCase().startsWith(kind) ? [decode(body, headers.get('content-transfer-encoding'))] : [];
}

async function newestCodeFor(email: string, after: number): Promise<string | null> {
  const dir = outboxDir();
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort().reverse();
  } catch {
    return null;
  }
  for (const name of names) {
    const raw = await readFile(path.join(dir, name), 'utf-8');
    const to = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
    if (!to.toLowerCase().includes(email.toLowerCase())) continue;
    // File names start with the sending time (ISO with - for : and .).
    const sentAt = Date.parse(name.slice(0, 24).replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z'));
    if (Number.isFinite(sentAt) && sentAt < after) return null;
    const code = textParts(raw)
      .map((text) => /^\s*(\d{6})\s*$/m.exec(text)?.[1])
      .find(Boolean);
    if (code) return code;
  }
  return null;
}

/** The six-digit code of the newest mail to `email` sent at or after `after` (ms), waiting for it to arrive. */
export async function waitForMailedCode(email: string, after: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = await newestCodeFor(email, after - 1000);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The calendar file attached to the newest mail to `email` sent at or after `after` (ms), waiting for it to arrive. */
export async function waitForMailedCalendar(email: string, after: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml')).sort().reverse();
    } catch {
      // No outbox yet: nothing mailed so far.
    }
    for (const name of names) {
      const sentAt = Date.parse(name.slice(0, 24).replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z'));
      if (Number.isFinite(sentAt) && sentAt < after - 1000) break;
      const raw = await readFile(path.join(outboxDir(), name), 'utf-8');
      if (!(/^To:\s*(.+)$/im.exec(raw)?.[1] ?? '').toLowerCase().includes(email.toLowerCase())) continue;
      const [calendar] = textParts(raw, 'text/calendar');
      if (calendar) return calendar;
    }
    if (Date.now() > deadline) throw new Error(`no calendar was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The text part of the newest mail to `email` sent at or after `after` (ms) whose text `matches`, waiting for it to arrive. */
export async function waitForMailText(email: string, after: number, matches: (text: string) => boolean, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml')).sort().reverse();
    } catch {
      // No outbox yet: nothing mailed so far.
    }
    for (const name of names) {
      const sentAt = Date.parse(name.slice(0, 24).replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z'));
      if (Number.isFinite(sentAt) && sentAt < after - 1000) break;
      const raw = await readFile(path.join(outboxDir(), name), 'utf-8');
      if (!(/^To:\s*(.+)$/im.exec(raw)?.[1] ?? '').toLowerCase().includes(email.toLowerCase())) continue;
      const text = textParts(raw).join('\n');
      if (matches(text)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no such mail was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The attachments of a MIME message of `kind` (application/pdf, say), as bytes. */
function binaryParts(raw: string, kind: string): Buffer[] {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const headers = unfoldHeaders(split === -1 ? normalized : normalized.slice(0, split));
  const body = split === -1 ? '' : normalized.slice(split + 2);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => binaryParts(chunk.replace(/^\n/, ''), kind));
  }
  if (!type.toLowerCase().startsWith(kind)) return [];
  return [(headers.get('content-transfer-encoding') ?? '').toLowerCase() === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'latin1')];
}

/** The newest mail to `email` sent at or after `after` (ms) whose text `matches` and that carries attachments of `kind`: its text and those, waiting for it. */
export async function waitForMailWithAttachment(
  email: string,
  after: number,
  matches: (text: string) => boolean,
  kind = 'application/pdf',
  timeoutMs = 20_000,
): Promise<{ text: string; attachments: Buffer[] }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml')).sort().reverse();
    } catch {
      // No outbox yet: nothing mailed so far.
    }
    for (const name of names) {
      const sentAt = Date.parse(name.slice(0, 24).replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z'));
      if (Number.isFinite(sentAt) && sentAt < after - 1000) break;
      const raw = await readFile(path.join(outboxDir(), name), 'utf-8');
      if (!(/^To:\s*(.+)$/im.exec(raw)?.[1] ?? '').toLowerCase().includes(email.toLowerCase())) continue;
      const text = textParts(raw).join('\n');
      const attachments = matches(text) ? binaryParts(raw, kind) : [];
      if (attachments.length > 0) return { text, attachments };
    }
    if (Date.now() > deadline) throw new Error(`no such mail was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
