import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenPayload {
  sub: string;
  exp: number;
}

/** Signs a session token; `exp` is in seconds, as the browser reads it. */
export async function signSessionToken(secret: string, accountId: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(accountId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}

/** Verifies a session token; only HS256 is accepted, whatever the token's header claims. */
export async function verifySessionToken(secret: string, token: string): Promise<TokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    return { sub: payload.sub, exp: payload.exp };
  } catch {
    return null;
  }
}
