import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain JavaScript module without types
import { chromiumFlags } from './scripts/chromium-flags.mjs';


function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Chosen once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// The server's data folder (database, mail outbox), made here so tests can read the codes it mails;
// scripts/e2e-server.mjs uses it and removes it when the server stops.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'garage-e2e-'));
// The key the server checks the bank webhook's signature with; the money journey signs its deliveries with it.
process.env.E2E_BANK_WEBHOOK_SECRET ??= `e2e-bank-webhook-${randomBytes(12).toString('hex')}`;
const baseURL = `http://127.0.0.1:${port}`;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined };
const CATALOGUE_WRITERS = /(manager-products|manager-content)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // Two test files at a time on the one server: a journey spends much of its time waiting (a
  // socket's answer, a mail in the outbox, the tablet's clock counting a real minute), which the
  // other worker fills; 14.2 min for the whole suite against 16.8 with one. A journey makes its own
  // data (stamped plates, new accounts, days ahead no other journey books) and reads what others
  // may add meanwhile as such (a badge of at least one, a count between two readings); the public
  // pages' writers run first (the 'catalogue-writers' project). A journey that fills a cart or
  // erases a customer's data makes its own customer (e2e/sessions.ts newCustomer): the shop journey
  // ran at both widths at once and found the other's lines in the demo customer's cart. Tests inside
  // a file keep their order.
  fullyParallel: false,
  workers: 2,
  // Two browsers share the two cores with the server, so a page answers up to twice as slowly as
  // it would alone: an assertion waits up to 10 s for what it expects (Playwright's default is 5).
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL,
    // A trace snapshots the whole page at every step, and CI's log is all anyone reads of a CI
    // run: off there (the JavaScript-off reading of every page took 66 s with it, 36–40 s without).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags as string[] },
  },
  // The phone runs only what depends on width, the journeys tagged PHONE (e2e/fixtures.ts): the
  // header, menus and account area, the cart, the layout around hydration, axe, and the
  // *.phone.spec.ts checks. Journeys that read the same at any width (the back office, catalogue,
  // news, content pages, booking, live chat, the CSP, the server's HTML, the islands' code and
  // JavaScript-off reading, privacy requests, every route's title, the 404) run on the desktop only.
  projects: [
    // The workshop tablet (issue 44) is a 10-inch tablet held landscape: its journey runs there alone.
    // Listed first so that it starts first: most of its minute and a half is the tablet's clock
    // counting a real minute, which the other worker fills, instead of being the run's last test.
    { name: 'tablet', testMatch: /workshop-tablet\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 }, hasTouch: true, channel: undefined } },
    // The two journeys that put a service, news, a banner, a category and staff on the public pages
    // for a while (then remove them) run before the pages' readers: a reader on the other worker
    // would count them, or open the service just as it is deleted. Beside the tablet only.
    { name: 'catalogue-writers', testMatch: CATALOGUE_WRITERS, use: desktop },
    { name: 'desktop', testIgnore: [/(\.phone|workshop-tablet)\.spec\.ts$/, CATALOGUE_WRITERS], dependencies: ['catalogue-writers'], use: desktop },
    {
      name: 'mobile',
      grep: /@phone/,
      dependencies: ['catalogue-writers'],
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, channel: undefined },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR, BANK_WEBHOOK_SECRET: process.env.E2E_BANK_WEBHOOK_SECRET },
  },
});
