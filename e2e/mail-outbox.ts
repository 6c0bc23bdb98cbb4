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

/** The leaf parts of a MIME message: each one's content type, transfer encoding and raw body. */
function leafParts(raw: string): Array<{ type: string; encoding: string; body: string }> {
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
      .flatMap((chunk) => leafParts(chunk.replace(/^\n/, '')));
  }
  return [{ type: type.toLowerCase(), encoding: (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase(), body }];
}

/** Every part of a MIME message of a `text/` type (`text/plain` unless told), decoded. */
function textParts(raw: string, kind = 'text/plain'): string[] {
  return leafParts(raw)
    .filter((part) => part.type.startsWith(kind))
    .map((part) => decode(part.body, part.encoding));
}

/** The attachments of a MIME message of `kind` (application/pdf, say), as bytes. */
function binaryParts(raw: string, kind: string): Buffer[] {
  return leafParts(raw)
    .filter((part) => part.type.startsWith(kind))
    .map((part) => (part.encoding === 'base64' ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64') : Buffer.from(part.body, 'latin1')));
}

/**
 * Looks through the mails to `email` sent at or after `after` (ms), newest first, until `pick`
 * finds what it wants in one of them; waits for more mail until `timeoutMs`, then fails with `missing`.
 */
async function waitForMail<T>(email: string, after: number, pick: (raw: string) => T | undefined, missing: string, timeoutMs: number, pollMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml')).sort().reverse();
    } catch {
      // No outbox yet: nothing mailed so far.
    }
    for (const name of names) {
      // File names start with the sending time (ISO with - for : and .).
      const sentAt = Date.parse(name.slice(0, 24).replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z'));
      if (Number.isFinite(sentAt) && sentAt < after) break;
      const raw = await readFile(path.join(outboxDir(), name), 'utf-8');
      if (!(/^To:\s*(.+)$/im.exec(raw)?.[1] ?? '').toLowerCase().includes(email.toLowerCase())) continue;
      const found = pick(raw);
      if (found !== undefined) return found;
    }
    if (Date.now() > deadline) throw new Error(missing);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
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
export function waitForMailedCalendar(email: string, after: number, timeoutMs = 10_000): Promise<string> {
  return waitForMail(email, after - 1000, (raw) => textParts(raw, 'text/calendar')[0], `no calendar was mailed to ${email}`, timeoutMs, 200);
}

/** The text part of the newest mail to `email` sent at or after `after` (ms) whose text `matches`, waiting for it to arrive. */
export function waitForMailText(email: string, after: number, matches: (text: string) => boolean, timeoutMs = 20_000): Promise<string> {
  return waitForMail(
    email,
    after - 1000,
    (raw) => {
      const text = textParts(raw).join('\n');
      return matches(text) ? text : undefined;
    },
    `no such mail was sent to ${email}`,
    timeoutMs,
    250,
  );
}

/** The newest mail to `email` sent at or after `after` (ms) whose text `matches` and that carries attachments of `kind`: its text and those, waiting for it. */
export function waitForMailWithAttachment(
  email: string,
  after: number,
  matches: (text: string) => boolean,
  kind = 'application/pdf',
  timeoutMs = 20_000,
): Promise<{ text: string; attachments: Buffer[] }> {
  return waitForMail(
    email,
    after - 1000,
    (raw) => {
      const text = textParts(raw).join('\n');
      const attachments = matches(text) ? binaryParts(raw, kind) : [];
      return attachments.length > 0 ? { text, attachments } : undefined;
    },
    `no such mail was sent to ${email}`,
    timeoutMs,
    250,
  );
}
