import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
/**
 * Signed with the session tokens' secret like the watch token; the purpose claim keeps the three
 * apart (no session id: never a sign-in; not 'repair-watch': never a socket's watch).
 */
const PURPOSE = 'quote-link';

export interface QuoteLink {
  repairId: string;
  /** The quote version the link was made for: a saved change (a new version) voids it. */
  version: number;
}

/**
 * The one-tap link's token: it opens one job's approval at one quote version, without the code
 * and phone or a sign-in. No clock expiry: it dies with the version it names or at handover
 * (the job closed), both checked against the job whenever it is used.
 */
export async function signQuoteLink(secret: string, link: QuoteLink, now: Date = new Date()): Promise<string> {
  return new SignJWT({ purpose: PURPOSE, repairId: link.repairId, version: link.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

/** The job and version a link's token names, or null (forged, altered, or another kind of token). */
export async function verifyQuoteLink(secret: string, token: unknown): Promise<QuoteLink | null> {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: [ALGORITHM] });
    if (payload.purpose !== PURPOSE || typeof payload.repairId !== 'string' || !Number.isInteger(payload.version)) return null;
    return { repairId: payload.repairId, version: payload.version as number };
  } catch {
    return null;
  }
}
