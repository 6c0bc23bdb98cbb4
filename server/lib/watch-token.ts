import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
/**
 * Signed with the session tokens' secret, so the claim tells the two apart: a watch token is
 * never a sign-in (it has no session id, which verifySessionToken requires) and a session token
 * never opens a watch.
 */
const PURPOSE = 'repair-watch';

/** A guest's tracking page listens this long after its lookup; then it looks the job up again. */
export const WATCH_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** The token the tracking lookup hands out: it lets a socket listen to one repair order, and nothing else. */
export async function signWatchToken(secret: string, repairId: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PURPOSE, repairId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + WATCH_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

/** The repair order a watch token names and when it stops working, or null (forged, expired, or another kind of token). */
export async function verifyWatchToken(secret: string, token: unknown): Promise<{ repairId: string; expiresAt: Date } | null> {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: [ALGORITHM] });
    if (payload.purpose !== PURPOSE || typeof payload.repairId !== 'string' || typeof payload.exp !== 'number') return null;
    return { repairId: payload.repairId, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
