import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { AUTH_COOKIE, ROLE_NAMES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import type { Access } from '../../contract/endpoint';
import { accountRoles, accounts, roles } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';
import { signSessionToken, verifySessionToken } from '../lib/tokens';

export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  type: 'local' | 'google' | 'facebook';
  /** Lower-cased role names. */
  roles: string[];
  isStaff: boolean;
  isMaster: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, active account, or null. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    auth: {
      sign(accountId: string): Promise<string>;
      ttlSeconds: number;
      cookieOptions: { httpOnly: true; sameSite: 'lax'; path: '/'; secure: boolean; maxAge: number };
    };
  }
}

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  // The deployed client's account calls send only cookies, so the login cookie counts too.
  return request.cookies?.[AUTH_COOKIE] || undefined;
}

/**
 * Who is calling, checked on every request against the database: a locked or deleted
 * account's token stops working at once. Each route's `access` (from the contract) is
 * enforced here, before the body is validated or any handler runs.
 */
export const authPlugin = fp<{ secret: string; ttlSeconds: number; secureCookie: boolean }>(
  async (app, options) => {
    app.decorateRequest('user', null);
    app.decorate('auth', {
      sign: (accountId: string) => signSessionToken(options.secret, accountId, options.ttlSeconds),
      ttlSeconds: options.ttlSeconds,
      cookieOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure: options.secureCookie, maxAge: options.ttlSeconds },
    });

    // Before validation: an anonymous caller learns it must sign in, not what a valid body looks like.
    app.addHook('preValidation', async (request) => {
      const access: Access = request.routeOptions.config?.access ?? 'public';
      const token = readToken(request);
      let lockedAccount = false;
      if (token) {
        const payload = await verifySessionToken(options.secret, token);
        if (payload) {
          const rows = await app.db
            .select({
              id: accounts.id,
              email: accounts.email,
              fullName: accounts.fullName,
              type: accounts.type,
              status: accounts.status,
              roleName: roles.name,
            })
            .from(accounts)
            .leftJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
            .leftJoin(roles, eq(roles.id, accountRoles.roleId))
            .where(eq(accounts.id, payload.sub));
          const first = rows[0];
          if (first && first.status === 'locked') lockedAccount = true;
          if (first && first.status === 'active') {
            const roleNames = rows.flatMap((row) => (row.roleName ? [row.roleName.toLowerCase()] : []));
            const isMaster = roleNames.includes(ROLE_NAMES.master);
            request.user = {
              id: first.id,
              email: first.email,
              fullName: first.fullName,
              type: first.type,
              roles: roleNames,
              isMaster,
              isStaff: isMaster || roleNames.includes(ROLE_NAMES.admin),
            };
          }
        }
      }
      if (access === 'public') return;
      if (lockedAccount) throw forbidden(messages.auth.accountLocked);
      if (!request.user) throw unauthorized(messages.common.unauthorized);
      if (access === 'staff' && !request.user.isStaff) throw forbidden(messages.common.forbidden);
      if (access === 'master' && !request.user.isMaster) throw forbidden(messages.common.forbidden);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** A customer acts only on their own data; staff may act on anyone's. */
export function assertSelfOrStaff(user: AuthUser | null, accountId: string) {
  if (!user) throw unauthorized(messages.common.unauthorized);
  if (user.id !== accountId && !user.isStaff) throw forbidden(messages.common.forbidden);
}
