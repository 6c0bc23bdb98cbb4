import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
/**
 * Signed with the session tokens' secret like the quote and watch links; the purpose claim keeps
 * it apart from them (never a sign-in, never a quote's approval).
 */
const PURPOSE = 'privacy-link';
/** A mail may be opened long after it came: the link lasts a year. */
export const PRIVACY_LINK_SECONDS = 365 * 24 * 60 * 60;

/** The guest page a mail's 'Quản lý quyền riêng tư' link opens (H3 builds it). */
export const PRIVACY_LINK_PATH = '/quyen-rieng-tu';

/** The token of the link every mail carries: it names the address the mail went to. */
export async function signPrivacyLink(secret: string, email: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PURPOSE, email: email.trim().toLowerCase() })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PRIVACY_LINK_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

/** The address a link's token names, or null (forged, altered, expired, or another kind of token). */
export async function verifyPrivacyLink(secret: string, token: unknown, now: Date = new Date()): Promise<string | null> {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: [ALGORITHM], currentDate: now });
    if (payload.purpose !== PURPOSE || typeof payload.email !== 'string' || payload.email === '') return null;
    return payload.email;
  } catch {
    return null;
  }
}

/** The whole link for a recipient, as a mail shows it. */
export async function privacyLinkUrl(settings: { secret: string; siteOrigin: string }, email: string): Promise<string> {
  return `${settings.siteOrigin}${PRIVACY_LINK_PATH}?t=${encodeURIComponent(await signPrivacyLink(settings.secret, email))}`;
}
