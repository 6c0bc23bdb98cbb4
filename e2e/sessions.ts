import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, loadsWaitForHydration } from './fixtures';
import { waitForMailedCode } from './mail-outbox';

/** The demo accounts of the README. */
export const ACCOUNTS = {
  master: { email: 'master@garaotosaigon.vn', password: 'Master@123' },
  admin: { email: 'admin@garaotosaigon.vn', password: 'Admin@123' },
  customer: { email: 'khachhang@garaotosaigon.vn', password: 'Khach@123' },
  otherCustomer: { email: 'phamthuytrang@example.com', password: 'Khach@123' },
} as const;

export interface StoredUser {
  id: string;
  fullName: string;
  email: string;
  image: string | null;
  roles: Array<{ _id: string; name: string }>;
}

export interface Session {
  token: string;
  user: StoredUser;
}

// Logins are rate-limited per e-mail: one per account per test file is plenty.
const sessions = new Map<string, Promise<Session>>();

export function apiLogin(request: APIRequestContext, account: { email: string; password: string }): Promise<Session> {
  let session = sessions.get(account.email);
  if (!session) {
    session = (async () => {
      const response = await request.post('/api/accounts/login', { data: account });
      expect(response.ok(), `login of ${account.email}`).toBeTruthy();
      const body = (await response.json()) as StoredUser & { token: string };
      return { token: body.token, user: { id: body.id, fullName: body.fullName, email: body.email, image: body.image, roles: body.roles } };
    })();
    sessions.set(account.email, session);
  }
  return session;
}

export const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/**
 * A verified customer of the test's own, made through the API as the registration dialog makes one
 * (the consent boxes, the mailed code), and signed in. A journey that changes what a customer owns
 * (a cart, their data) uses one: two files run at once, and the demo customer is everybody's.
 */
export async function newCustomer(request: APIRequestContext, fullName: string, tag: string): Promise<{ email: string; password: string; session: Session }> {
  const email = `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'MatKhau@2026';
  const sentAfter = Date.now();
  const notice = (await (await request.get('/api/privacy/notice')).json()) as { version: number };
  const consents = { noticeVersion: notice.version, processing: true, serviceMessages: true, marketing: false };
  const created = await request.post('/api/accounts/create', { data: { fullName, email, password, consents } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const code = await waitForMailedCode(email, sentAfter);
  const verified = await request.post('/api/accounts/verify', { data: { email, code } });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  return { email, password, session: await apiLogin(request, { email, password }) };
}

/**
 * Signs the browser in the way the login dialog leaves it: token and user in localStorage,
 * written before the first page's scripts run (no extra page load whose requests get cut off).
 */
export async function signInBrowser(page: Page, session: Session) {
  await page.addInitScript(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

/**
 * A page in a browser of its own (staff and customer side by side, as at the garage), signed in
 * as `session` when given; its loads wait for hydration as the fixture's page does.
 */
export async function pageFor(browser: Browser, session?: Session): Promise<Page> {
  const context = await browser.newContext({ locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  const page = await context.newPage();
  loadsWaitForHydration(page);
  if (session) await signInBrowser(page, session);
  return page;
}
