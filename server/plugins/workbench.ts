import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { messages } from '../../contract/messages';
import { escapeXml } from '../lib/escape-xml';

export interface WorkbenchOptions {
  /** The built Storybook (`npm run build:workbench`). */
  dir: string;
  /** The visual test's report of that build (visual/report), served at /workbench/visual-report/. */
  reportDir: string;
}

export const WORKBENCH_PATH = '/workbench/';
const REPORT_PREFIX = 'visual-report/';

/**
 * Storybook's pages carry inline scripts and its manager frames the preview (same origin); the
 * preview's mock service worker answers the stories' API calls. Only here, for staff: the site
 * itself keeps the strict policy of security-headers.ts.
 */
const WORKBENCH_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

function page(reply: FastifyReply, status: number, text: string, link?: { href: string; label: string }) {
  const action = link ? `<p><a href="${escapeXml(link.href)}">${escapeXml(link.label)}</a></p>` : '';
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(messages.workbench.title)}</title></head>` +
        `<body style="max-width:40rem;margin:6rem auto;padding:0 1rem;font:1.0625rem/1.6 system-ui,sans-serif"><h1 style="font-size:1.375rem">${escapeXml(messages.workbench.title)}</h1><p>${escapeXml(text)}</p>${action}</body></html>`,
    );
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The design workbench for the garage's staff: the built Storybook at /workbench/ with the
 * visual report of its build at /workbench/visual-report/. Signed in through the site's login
 * cookie; anyone else reads why not, in Vietnamese. Registered before the site's pages, whose
 * catch-all would otherwise answer these addresses.
 */
export async function workbenchRoutes(app: FastifyInstance, options: WorkbenchOptions) {
  // sendFile names its root (the build or the report) on each answer, so this default is never
  // read; it only has to exist, as a build may come after the start (the plugin warns otherwise).
  await app.register(fastifyStatic, { root: path.parse(options.dir).root, serve: false, index: false });

  app.get('/workbench', async (_request, reply) => reply.redirect(WORKBENCH_PATH, 301));

  app.get('/workbench/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    if (!request.user) return page(reply, 401, messages.workbench.signInNeeded, { href: '/login', label: messages.workbench.signInLink });
    if (!request.user.isStaff) return page(reply, 403, messages.workbench.staffOnly);

    const wanted = request.params['*'] || 'index.html';
    const inReport = wanted === REPORT_PREFIX.slice(0, -1) || wanted.startsWith(REPORT_PREFIX);
    const root = inReport ? options.reportDir : options.dir;
    let file = path.normalize(inReport ? wanted.slice(REPORT_PREFIX.length) : wanted);
    if (file.startsWith('..') || path.isAbsolute(file)) return reply.code(404).send();
    if (file === '.' || file.endsWith('/')) file = path.join(file, 'index.html');
    if (!isFile(path.join(root, file))) {
      if (file === 'index.html') return page(reply, 404, inReport ? messages.workbench.noReport : messages.workbench.notBuilt);
      return reply.code(404).type('text/plain; charset=utf-8').send(messages.common.pageNotFound);
    }
    reply.header('Content-Security-Policy', WORKBENCH_CSP);
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    // One person's tool behind a sign-in: never in a shared cache; the hashed files may stay in the browser.
    reply.header('Cache-Control', file.startsWith('assets/') ? 'private, max-age=31536000, immutable' : 'private, no-cache');
    return reply.sendFile(file, root, { cacheControl: false });
  });
}
