import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The "known device" cookie: set on every successful sign-in, it tells the rate limiter that
 * this browser has signed in to this account before, so it is not held back with the rest of
 * its address (an office, a phone carrier's NAT) while someone there is guessing passwords.
 * Signed, not stored: `<device id>.<issued, s>.<HMAC>`, the HMAC binding both to the account's
 * e-mail (which never changes) under the server's secret. It grants no session, only the
 * device's own count of wrong tries instead of its address's.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
export const KNOWN_DEVICE_DAYS = 180;
const LIFETIME_SECONDS = KNOWN_DEVICE_DAYS * 24 * 3600;

function mac(secret: string, deviceId: string, issued: number, email: string): Buffer {
  return createHmac('sha256', secret).update(`known-device:${deviceId}:${issued}:${email}`).digest();
}

/** A new cookie value for `email` (lower-cased) on a new device. */
export function knownDeviceToken(secret: string, email: string, nowMs = Date.now()): string {
  const deviceId = randomBytes(12).toString('base64url');
  const issued = Math.floor(nowMs / 1000);
  return `${deviceId}.${issued}.${mac(secret, deviceId, issued, email).toString('base64url')}`;
}

/** The device id of a cookie value made for `email`, or null (another account's, forged, too old). */
export function knownDeviceId(secret: string, token: string | undefined, email: string, nowMs = Date.now()): string | null {
  const [deviceId, issuedText, signature, ...rest] = token?.split('.') ?? [];
  if (!deviceId || !issuedText || !signature || rest.length > 0 || !/^\d{1,12}$/.test(issuedText)) return null;
  const issued = Number(issuedText);
  const age = Math.floor(nowMs / 1000) - issued;
  if (age < -60 || age > LIFETIME_SECONDS) return null;
  const expected = mac(secret, deviceId, issued, email);
  const actual = Buffer.from(signature, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : null;
}
