import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { AUTH_COOKIE, ROLE_NAMES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import type { Access } from '../../contract/endpoint';
import type { BranchId } from '../../contract/garage';
import type { Db } from '../db/client';
import { accountRoles, accounts, roles, sessions } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_DAYS, knownDeviceId, knownDeviceToken } from '../lib/known-device';
import { signSessionToken, verifySessionToken } from '../lib/tokens';
import { setActorAccount } from '../lib/actor-context';
import { createSession, endSession } from '../services/sessions';

export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  type: 'local' | 'google' | 'facebook';
  /** Lower-cased role names. */
  roles: string[];
  isStaff: boolean;
  isMaster: boolean;
  /** Holds the technician role (issue 44): the workshop tablet's routes, their own work only. */
  isTechnician: boolean;
  /** The account's branch (a technician works there; staff: their usual branch). */
  branch: BranchId | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, active account, or null. */
    user: AuthUser | null;
    /** The stored session the caller's token belongs to, or null. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    auth: {
      /** Starts a stored session for the account and answers its token. */
      sign(accountId: string): Promise<string>;
      /** Ends the session a token belongs to (logout); an invalid token changes nothing. */
      revoke(token: string): Promise<void>;
      /** Who a token signs in, for callers outside the HTTP routes (the socket.io handshake). */
      resolve(token: string): Promise<SessionLookup>;
      ttlSeconds: number;
      cookieOptions: { httpOnly: true; sameSite: 'lax'; path: '/'; secure: boolean; maxAge: number };
      /** After a successful sign-in: this browser becomes a known device of the account (server/lib/known-device.ts). */
      rememberDevice(reply: FastifyReply, email: string): void;
      /** The id of the known device of `email`'s account the request comes from, or null. */
      knownDevice(request: FastifyRequest, email: string): string | null;
    };
  }
}

/** The tokens a request carries: the bearer header first, then the login cookie. */
export function requestTokens(request: FastifyRequest): string[] {
  const tokens: string[] = [];
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const bearer = header.slice('Bearer '.length).trim();
    if (bearer) tokens.push(bearer);
  }
  // The deployed client's account calls send only cookies, so the login cookie counts too.
  const cookie = request.cookies?.[AUTH_COOKIE];
  if (cookie && !tokens.includes(cookie)) tokens.push(cookie);
  return tokens;
}

export interface SessionLookup {
  /** The signed-in, active account, or null. */
  user: AuthUser | null;
  sessionId: string | null;
  /** The token is good but its account is locked: the caller hears so instead of "sign in". */
  locked: boolean;
  /** When the token stops working (its `exp`), for a signed-in user; null otherwise. */
  expiresAt: Date | null;
}

const noSession: SessionLookup = { user: null, sessionId: null, locked: false, expiresAt: null };

/**
 * Checks a token against the database: its signature and expiry, its session row (gone
 * after logout, a password reset or change, or a lock) and its account's status and roles.
 * A lock ends the sessions for good, yet a token signed for a locked account still hears
 * that it is locked (403) rather than "sign in" (401).
 */
export async function resolveSession(db: Db, secret: string, token: string): Promise<SessionLookup> {
  const payload = await verifySessionToken(secret, token);
  if (!payload) return noSession;
  const rows = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      fullName: accounts.fullName,
      type: accounts.type,
      status: accounts.status,
      sessionId: sessions.id,
      roleName: roles.name,
      branch: accounts.usualBranch,
    })
    .from(accounts)
    .leftJoin(sessions, and(eq(sessions.accountId, accounts.id), eq(sessions.id, payload.jti), gt(sessions.expiresAt, new Date())))
    .leftJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .leftJoin(roles, eq(roles.id, accountRoles.roleId))
    .where(eq(accounts.id, payload.sub));
  const first = rows[0];
  if (!first) return noSession;
  if (first.status !== 'active') return { ...noSession, locked: first.status === 'locked' };
  if (!first.sessionId) return noSession;
  const roleNames = rows.flatMap((row) => (row.roleName ? [row.roleName.toLowerCase()] : []));
  const isMaster = roleNames.includes(ROLE_NAMES.master);
  return {
    user: {
      id: first.id,
      email: first.email,
      fullName: first.fullName,
      type: first.type,
      roles: roleNames,
      isMaster,
      isStaff: isMaster || roleNames.includes(ROLE_NAMES.admin),
      isTechnician: roleNames.includes(ROLE_NAMES.technician),
      branch: (first.branch as BranchId | null) ?? null,
    },
    sessionId: payload.jti,
    locked: false,
    expiresAt: new Date(payload.exp * 1000),
  };
}

/**
 * Who is calling, checked on every request against the database: a locked or deleted
 * account's token, or one whose session has ended, stops working at once. Each route's
 * `access` (from the contract) is enforced here, before the body is validated or any handler runs.
 */
export const authPlugin = fp<{ secret: string; ttlSeconds: number; secureCookie: boolean }>(
  async (app, options) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('auth', {
      async sign(accountId: string) {
        const session = await createSession(app.db, accountId, options.ttlSeconds);
        return signSessionToken(options.secret, accountId, session.id, session.expiresAt);
      },
      async revoke(token: string) {
        const payload = await verifySessionToken(options.secret, token);
        if (payload) await endSession(app.db, payload.sub, payload.jti);
      },
      resolve: (token: string) => resolveSession(app.db, options.secret, token),
      ttlSeconds: options.ttlSeconds,
      cookieOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure: options.secureCookie, maxAge: options.ttlSeconds },
      rememberDevice(reply: FastifyReply, email: string) {
        // Only the account routes (sign-in, codes, passwords) read it.
        reply.setCookie(KNOWN_DEVICE_COOKIE, knownDeviceToken(options.secret, email.trim().toLowerCase()), {
          httpOnly: true,
          sameSite: 'lax',
          path: '/api/accounts',
          secure: options.secureCookie,
          maxAge: KNOWN_DEVICE_DAYS * 24 * 3600,
        });
      },
      knownDevice: (request: FastifyRequest, email: string) => knownDeviceId(options.secret, request.cookies?.[KNOWN_DEVICE_COOKIE], email.trim().toLowerCase()),
    });

    // Before validation: an anonymous caller learns it must sign in, not what a valid body looks like.
    app.addHook('preValidation', async (request) => {
      const access: Access = request.routeOptions.config?.access ?? 'public';
      // The bearer token decides when it is sent; only without one does the cookie count.
      const [token] = requestTokens(request);
      const session = token ? await resolveSession(app.db, options.secret, token) : noSession;
      request.user = session.user;
      request.sessionId = session.sessionId;
      setActorAccount(session.user?.id ?? null);
      if (access === 'public') return;
      if (session.locked) throw forbidden(messages.auth.accountLocked);
      if (!request.user) throw unauthorized(messages.common.unauthorized);
      const refusal = request.routeOptions.config?.refusal;
      if (access === 'staff' && !request.user.isStaff) throw forbidden(refusal ?? messages.common.forbidden);
      // The tablet's routes: a technician or staff; each service narrows a technician to their own work and branch.
      if (access === 'workshop' && !request.user.isStaff && !request.user.isTechnician) throw forbidden(refusal ?? messages.workshop.technicianOnly);
      // The master-only screens (accounts, staff, staff positions) say so in their own words.
      if (access === 'master' && !request.user.isMaster) throw forbidden(refusal ?? messages.guard.masterOnly);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** A customer acts only on their own data; staff may act on anyone's. */
export function assertSelfOrStaff(user: AuthUser | null, accountId: string) {
  if (!user) throw unauthorized(messages.common.unauthorized);
  if (user.id !== accountId && !user.isStaff) throw forbidden(messages.common.forbidden);
}
