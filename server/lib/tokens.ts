import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenPayload {
  sub: string;
  exp: number;
  /** The session row the token belongs to (server/db/schema.ts `sessions`). */
  jti: string;
}

/** Signs a session token; `exp` is in seconds, as the browser reads it. */
export async function signSessionToken(secret: string, accountId: string, sessionId: string, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(accountId)
    .setJti(sessionId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

/**
 * Verifies a session token; only HS256 is accepted, whatever the token's header claims. A
 * token without a session id (issued before sessions were stored) no longer counts.
 */
export async function verifySessionToken(secret: string, token: string): Promise<TokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || typeof payload.jti !== 'string') return null;
    return { sub: payload.sub, exp: payload.exp, jti: payload.jti };
  } catch {
    return null;
  }
}
