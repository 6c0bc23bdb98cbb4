import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import * as contract from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { accounts } from '../db/schema';
import { createAccount } from '../test/fixtures';
import { createAccountsTestApp, type AccountsTestApp } from './accounts-testing';

/** What the fake provider answers for a token: a JSON body, or a status with an error body. */
type Answer = { body: unknown } | { status: number; body: unknown };
/** A token for which the fake provider drops the connection without answering. */
const HANG_UP = 'hang-up';

interface FakeProvider {
  url: string;
  google: Map<string, Answer>;
  facebook: Map<string, Answer>;
  requests: Array<{ path: string; query: URLSearchParams; authorization: string | undefined }>;
  close(): Promise<void>;
}

/** Google userinfo at /oauth2/v3/userinfo and the Facebook Graph "me" at /graph/me, on loopback. */
async function startFakeProvider(): Promise<FakeProvider> {
  const google = new Map<string, Answer>();
  const facebook = new Map<string, Answer>();
  const requests: FakeProvider['requests'] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, query: url.searchParams, authorization: req.headers.authorization });
    let answer: Answer | undefined;
    if (url.pathname === '/oauth2/v3/userinfo') {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (token === HANG_UP) {
        req.socket.destroy();
        return;
      }
      answer = google.get(token) ?? { status: 401, body: { error: 'invalid_token' } };
    } else if (url.pathname === '/graph/me') {
      answer = facebook.get(url.searchParams.get('access_token') ?? '') ?? {
        status: 400,
        body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
      };
    }
    const status = answer && 'status' in answer ? answer.status : answer ? 200 : 404;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer?.body ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    google,
    facebook,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let provider: FakeProvider;
let t: AccountsTestApp;
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

beforeAll(async () => {
  provider = await startFakeProvider();
  t = await createAccountsTestApp({
    googleUserinfoUrl: `${provider.url}/oauth2/v3/userinfo`,
    facebookGraphUrl: `${provider.url}/graph`,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

function signIn(kind: 'google' | 'facebook', accessToken: unknown) {
  const url = kind === 'google' ? contract.googleLogin.path : contract.facebookLogin.path;
  return t.app.inject({ method: 'POST', url, payload: { access_token: accessToken } });
}

function googleUser(overrides: Record<string, unknown> = {}) {
  const sub = unique('google-sub');
  return { sub, email: `${sub}@gmail.com`, email_verified: true, name: 'Ngô Bảo Châu', picture: 'https://lh3.googleusercontent.com/a/photo.jpg', ...overrides };
}

async function rowByEmail(email: string) {
  const [row] = await t.app.db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

function expectFailure(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(contract.accountFailureSchema.parse(res.json()).message).toBe(message);
}

describe('POST /api/accounts/google-login', () => {
  it('creates a verified google account from the userinfo answer, sets the cookie and answers { token, user }', async () => {
    const token = unique('ya29');
    const info = googleUser();
    provider.google.set(token, { body: info });
    const res = await signIn('google', token);
    expect(res.statusCode).toBe(200);
    const body = contract.googleLogin.response.parse(res.json());
    expect(body.message).toBe(messages.auth.googleLoginSuccess);
    expect(body.user).toMatchObject({ fullName: 'Ngô Bảo Châu', email: info.email, image: info.picture, roles: [] });
    expect(res.cookies.find((c) => c.name === 'jwt')?.value).toBe(body.token);
    expect(provider.requests.at(-1)).toMatchObject({ path: '/oauth2/v3/userinfo', authorization: `Bearer ${token}` });

    const row = await rowByEmail(info.email);
    expect(row).toMatchObject({ id: body.user._id, type: 'google', verified: true, status: 'active', googleId: info.sub, passwordHash: null });

    // The token works on the next call.
    const me = await t.app.inject({ method: 'GET', url: `/api/accounts/${body.user._id}`, headers: { authorization: `Bearer ${body.token}` } });
    expect(contract.getAccount.response.parse(me.json()).account.type).toBe('google');
  });

  it('finds the same account again by Google id, even when the address changed at Google', async () => {
    const info = googleUser();
    provider.google.set('first', { body: info });
    const first = contract.googleLogin.response.parse((await signIn('google', 'first')).json());
    provider.google.set('second', { body: { ...info, email: `doi-${info.email}` } });
    const second = contract.googleLogin.response.parse((await signIn('google', 'second')).json());
    expect(second.user._id).toBe(first.user._id);
  });

  it('links a verified local account with the same e-mail and keeps its password and roles', async () => {
    const local = await createAccount(t.app, { roles: ['admin'] });
    const token = unique('ya29');
    provider.google.set(token, { body: googleUser({ email: local.email.toUpperCase() }) });
    const body = contract.googleLogin.response.parse((await signIn('google', token)).json());
    expect(body.user._id).toBe(local.id);
    expect(body.user.roles.map((r) => r.name)).toEqual(['admin']);
    expect(await rowByEmail(local.email)).toMatchObject({ type: 'local', verified: true });
    const login = await t.app.inject({ method: 'POST', url: contract.login.path, payload: { email: local.email, password: local.password } });
    expect(login.statusCode).toBe(200);
  });

  it("drops the unproven password of an unverified pre-registration when linking (no account takeover)", async () => {
    const info = googleUser();
    await t.app.inject({ method: 'POST', url: contract.registerAccount.path, payload: { fullName: 'Kẻ Lạ', email: info.email, password: 'KeLa@12345' } });
    const token = unique('ya29');
    provider.google.set(token, { body: info });
    expect((await signIn('google', token)).statusCode).toBe(200);
    expect(await rowByEmail(info.email)).toMatchObject({ type: 'google', verified: true, passwordHash: null });
    const login = await t.app.inject({ method: 'POST', url: contract.login.path, payload: { email: info.email, password: 'KeLa@12345' } });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a locked account with 403 and the spec text', async () => {
    const locked = await createAccount(t.app, { status: 'locked' });
    const token = unique('ya29');
    provider.google.set(token, { body: googleUser({ email: locked.email }) });
    const res = await signIn('google', token);
    expectFailure(res, 403, 'Tài khoản của bạn đã bị khóa. Vui lòng liên hệ quản trị viên để mở khóa.');
    expect(res.cookies.find((c) => c.name === 'jwt')).toBeUndefined();
  });

  it('answers 401 when Google refuses the token', async () => {
    expectFailure(await signIn('google', 'token-google-khong-biet'), 401, messages.auth.googleLoginFailed);
  });

  it('refuses an address Google has not verified', async () => {
    const token = unique('ya29');
    const info = googleUser({ email_verified: false });
    provider.google.set(token, { body: info });
    expectFailure(await signIn('google', token), 401, messages.auth.socialTokenInvalid);
    expect(await rowByEmail(info.email)).toBeUndefined();
  });

  it('refuses a profile without e-mail with 400', async () => {
    const token = unique('ya29');
    provider.google.set(token, { body: { sub: unique('sub'), name: 'Không Email' } });
    expectFailure(await signIn('google', token), 400, messages.auth.socialEmailMissing);
  });

  it('answers 502 when Google fails or cannot be reached, and 401 for a nonsense answer', async () => {
    provider.google.set('boom', { status: 503, body: {} });
    expectFailure(await signIn('google', 'boom'), 502, messages.auth.socialProviderUnavailable);
    provider.google.set('odd', { body: { hello: 'world' } });
    expectFailure(await signIn('google', 'odd'), 401, messages.auth.googleLoginFailed);

    // The connection drops before any answer, as when the provider cannot be reached.
    expectFailure(await signIn('google', HANG_UP), 502, messages.auth.socialProviderUnavailable);
  });

  it('refuses a missing or empty access_token with 400', async () => {
    expectFailure(await t.app.inject({ method: 'POST', url: contract.googleLogin.path, payload: {} }), 400, messages.auth.socialTokenInvalid);
    expectFailure(await signIn('google', '   '), 400, messages.auth.socialTokenInvalid);
  });
});

describe('POST /api/accounts/facebook-login', () => {
  it('asks the Graph "me" for id, name, email and picture, and creates a verified facebook account', async () => {
    const token = unique('EAAB');
    const id = unique('fb');
    const email = `${id}@facebook.example.com`;
    provider.facebook.set(token, { body: { id, name: 'Đặng Thu Thảo', email, picture: { data: { url: 'https://graph.example.com/pic.jpg' } } } });
    const res = await signIn('facebook', token);
    expect(res.statusCode).toBe(200);
    const body = contract.facebookLogin.response.parse(res.json());
    expect(body.message).toBe(messages.auth.facebookLoginSuccess);
    expect(body.user).toMatchObject({ fullName: 'Đặng Thu Thảo', email, image: 'https://graph.example.com/pic.jpg' });
    const request = provider.requests.at(-1)!;
    expect(request.path).toBe('/graph/me');
    expect(request.query.get('fields')).toBe('id,name,email,picture');
    expect(request.query.get('access_token')).toBe(token);
    expect(await rowByEmail(email)).toMatchObject({ type: 'facebook', verified: true, facebookId: id });
    expect(res.cookies.find((c) => c.name === 'jwt')?.value).toBe(body.token);
  });

  it('always puts a message in failure bodies (the client parses them whatever the status)', async () => {
    const res = await signIn('facebook', 'token-facebook-sai');
    expectFailure(res, 401, messages.auth.facebookLoginFailed);
    expect(res.json()).toHaveProperty('message');
  });

  it('refuses a Facebook profile without e-mail with 400 and a message', async () => {
    const token = unique('EAAB');
    provider.facebook.set(token, { body: { id: unique('fb'), name: 'Không Email' } });
    expectFailure(await signIn('facebook', token), 400, messages.auth.socialEmailMissing);
  });

  it('keeps no picture that is not a web URL', async () => {
    const token = unique('EAAB');
    const id = unique('fb');
    provider.facebook.set(token, { body: { id, email: `${id}@facebook.example.com`, picture: { data: { url: 'javascript:alert(1)' } } } });
    const body = contract.facebookLogin.response.parse((await signIn('facebook', token)).json());
    expect(body.user.image).toBeNull();
    expect(body.user.fullName).toBe(id);
  });

  it('refuses a locked account with 403', async () => {
    const locked = await createAccount(t.app, { status: 'locked' });
    const token = unique('EAAB');
    provider.facebook.set(token, { body: { id: unique('fb'), email: locked.email, name: 'Bị Khóa' } });
    expectFailure(await signIn('facebook', token), 403, messages.auth.accountLocked);
  });

  it('refuses a missing access_token with 400 and a message', async () => {
    expectFailure(await signIn('facebook', 42), 400, messages.auth.socialTokenInvalid);
  });
});
