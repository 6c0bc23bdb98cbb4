import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '../../contract/constants';
import { messages } from '../../contract/messages';
import * as contract from '../../contract/accounts';
import type { Role } from '../../contract/roles';
import { HttpError, unauthorized } from '../lib/http-errors';
import { sendPage } from '../lib/paging';
import { route } from '../lib/route';
import { requestTokens, type AuthUser } from '../plugins/auth';
import * as accountService from '../services/accounts';
import { changePassword, sendPasswordChangeCode, verifyCurrentPassword } from '../services/auth/password-change';
import { forgotPassword, resetPassword } from '../services/auth/password-reset';
import { register, resendVerificationCode, verifyAccount } from '../services/auth/registration';
import { login } from '../services/auth/sign-in';
import * as socialService from '../services/social-login';

/** Which refusals are a wrong guess at a secret, for the rate limiter's counts: a wrong password answers 401 at login, 400 elsewhere; a wrong code 400. */
const refusedWith = (status: number) => (error: unknown) => error instanceof HttpError && error.statusCode === status;

function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(messages.common.unauthorized);
  return request.user;
}

/**
 * The profile page reads `status: 'thất bại'` on refusals; every error body of these
 * routes (validation, auth, business rule) gets it next to `message`.
 */
function addFailureStatus(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    try {
      const body: unknown = JSON.parse(payload);
      if (body && typeof body === 'object' && !Array.isArray(body) && 'message' in body && !('status' in body)) {
        return JSON.stringify({ status: contract.FAILURE_STATUS, ...body });
      }
    } catch {
      // Not JSON after all: leave it as it is.
    }
    return payload;
  });
}

export interface AccountRoutesOptions {
  googleUserinfoUrl: string;
  facebookGraphUrl: string;
}

export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  addFailureStatus(app);

  /** Signs the account in; this browser becomes one of its known devices (server/lib/known-device.ts). */
  async function startSession(reply: FastifyReply, account: accountService.AccountRow): Promise<string> {
    const token = await app.auth.sign(account.id);
    reply.setCookie(AUTH_COOKIE, token, app.auth.cookieOptions);
    app.auth.rememberDevice(reply, account.email);
    return token;
  }

  function sessionAnswer(account: accountService.AccountRow, roles: Role[]) {
    return { user: accountService.toSessionUser(account, roles) };
  }

  /** Login's shape (the user at the top level): the login and the verification answers. */
  function signedInAnswer(message: string, token: string, account: accountService.AccountRow, roles: Role[]) {
    return { status: contract.SUCCESS_STATUS, message, token, id: account.id, fullName: account.fullName, email: account.email, image: account.image, roles };
  }

  // ---------------------------------------------------------------- registration and sessions

  route(app, contract.registerAccount, async ({ body, request, reply }) => {
    await app.rateLimiter.check(request, reply, 'register', { mailTo: body.email });
    await app.uploadBudget.charge(request, reply, [body.image]);
    return register(app.deps, body);
  });

  route(app, contract.verifyAccount, async ({ body, request, reply }) => {
    await app.rateLimiter.check(request, reply, 'verify', { account: body.email });
    const { signIn, ...answer } = await app.rateLimiter.attempt(request, reply, 'code', body.email, refusedWith(400), () =>
      verifyAccount(app.deps, body),
    );
    if (!signIn) return answer;
    return signedInAnswer(answer.message, await startSession(reply, signIn.account), signIn.account, signIn.roles);
  });

  route(app, contract.resendVerificationCode, async ({ body, request, reply }) => {
    await app.rateLimiter.check(request, reply, 'resend', { mailTo: body.email });
    return resendVerificationCode(app.deps, body.email);
  });

  route(app, contract.login, async ({ body, request, reply }) => {
    await app.rateLimiter.check(request, reply, 'login', { account: body.email });
    const { account, roles } = await app.rateLimiter.attempt(request, reply, 'password', body.email, refusedWith(401), () =>
      login(app.deps, body),
    );
    return signedInAnswer(messages.auth.loginSuccess, await startSession(reply, account), account, roles);
  });

  // Ends the session of every token the call carries (bearer and cookie), then clears the cookie:
  // a copy of the token kept anywhere stops working too. Other browsers stay signed in.
  route(app, contract.logout, async ({ request, reply }) => {
    for (const token of requestTokens(request)) await app.auth.revoke(token);
    if (request.user) await app.realtime.recheckAccount(request.user.id);
    reply.clearCookie(AUTH_COOKIE, { path: app.auth.cookieOptions.path });
    return { message: messages.auth.logoutSuccess };
  });

  route(app, contract.googleLogin, async ({ body, request, reply }) => {
    await app.rateLimiter.check(request, reply, 'social');
    const profile = await socialService.fetchGoogleProfile(options.googleUserinfoUrl, body.access_token);
    const { account, roles } = await socialService.signInWithProvider(app.db, profile);
    const token = await startSession(reply, account);
    return { status: contract.SUCCESS_STATUS, message: messages.auth.googleLoginSuccess, token, ...sessionAnswer(account, roles) };
  });

  route(app, contract.facebookLogin, async ({ body, request, reply }) => {
    await app.rateLimiter.check(request, reply, 'social');
    const profile = await socialService.fetchFacebookProfile(options.facebookGraphUrl, body.access_token);
    const { account, roles } = await socialService.signInWithProvider(app.db, profile);
    const token = await startSession(reply, account);
    return { status: contract.SUCCESS_STATUS, message: messages.auth.facebookLoginSuccess, token, ...sessionAnswer(account, roles) };
  });

  // ---------------------------------------------------------------- passwords

  route(app, contract.forgotPassword, async ({ body, request, reply }) => {
    await app.rateLimiter.check(request, reply, 'forgot', { mailTo: body.email });
    return forgotPassword(app.deps, body.email);
  });

  route(app, contract.resetPassword, async ({ body, request, reply }) => {
    await app.rateLimiter.check(request, reply, 'reset', { account: body.email });
    // The caller's own session (bearer, else the login cookie) is kept if it is of this account.
    const caller = request.user && request.sessionId ? { accountId: request.user.id, sessionId: request.sessionId } : null;
    const answer = await app.rateLimiter.attempt(request, reply, 'code', body.email, refusedWith(400), () =>
      resetPassword(app.deps, body, caller),
    );
    const accountId = await accountService.accountIdByEmail(app.db, body.email);
    if (accountId) await app.realtime.recheckAccount(accountId);
    return answer;
  });

  route(app, contract.verifyCurrentPassword, async ({ body, request, reply }) => {
    const user = signedIn(request);
    await app.rateLimiter.check(request, reply, 'password', { account: user.email });
    return app.rateLimiter.attempt(request, reply, 'password', user.email, refusedWith(400), () =>
      verifyCurrentPassword(app.deps, user, body.currentPassword),
    );
  });

  route(app, contract.sendPasswordChangeCode, async ({ body, request, reply }) => {
    const user = signedIn(request);
    await app.rateLimiter.check(request, reply, 'password', { account: user.email });
    return app.rateLimiter.attempt(request, reply, 'password', user.email, refusedWith(400), () =>
      sendPasswordChangeCode(app.deps, user, body.currentPassword),
    );
  });

  route(app, contract.changePassword, async ({ body, request, reply }) => {
    const user = signedIn(request);
    await app.rateLimiter.check(request, reply, 'password', { account: user.email });
    const answer = await app.rateLimiter.attempt(request, reply, 'code', user.email, refusedWith(400), () =>
      changePassword(app.deps, user, request.sessionId, body),
    );
    await app.realtime.recheckAccount(user.id);
    return answer;
  });

  // ---------------------------------------------------------------- management

  route(app, contract.listAccounts, async ({ query, reply }) => sendPage(reply, await accountService.listAccounts(app.db, query)));

  route(app, contract.countAccounts, () => accountService.countAccounts(app.db));

  route(app, contract.getAccount, ({ params, request }) => accountService.getAccount(app.db, signedIn(request), params.id));

  // A lock or a deletion ends the account's sessions; its chat sockets follow at once.
  route(app, contract.updateAccount, async ({ params, body, request }) => {
    const answer = await accountService.updateAccount(app.db, signedIn(request), params.id, body);
    await app.realtime.recheckAccount(params.id);
    return answer;
  });

  route(
    app,
    contract.deleteAccount,
    async ({ params, request }) => {
      const answer = await accountService.deleteAccount(app.db, signedIn(request), params.id);
      await app.realtime.recheckAccount(params.id);
      return answer;
    },
    { refusal: messages.account.masterOnlyDelete },
  );
}
