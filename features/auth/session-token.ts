import { z } from 'zod';
import { ROLE_NAMES } from '../../contract/constants';
import { roleSchema, type Role } from '../../contract/roles';

/**
 * The user kept in localStorage under `user`, in the shape the deployed client wrote
 * (API-NOTES section 17): `id`, not `_id`.
 */
export const storedUserSchema = z.object({
  id: z.string().min(1),
  fullName: z.string(),
  email: z.string(),
  image: z.string().nullable().optional().transform((image) => image ?? null),
  roles: z.array(roleSchema).catch([]),
});
export type StoredUser = z.output<typeof storedUserSchema>;

/** The payload of a JWT, read without checking the signature (the server does that). */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Milliseconds since 1970 at which the token stops being valid, or null when it cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  const payload = decodeTokenPayload(token);
  const exp = payload?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** A token counts only when it decodes and its `exp` (seconds) is still ahead. */
export function isTokenLive(token: string, nowMs: number): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > nowMs;
}

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const parsed = storedUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function hasRole(roles: readonly Role[], name: string): boolean {
  const wanted = name.toLowerCase();
  return roles.some((role) => role.name.trim().toLowerCase() === wanted);
}

/** Master: every staff right plus accounts, staff and positions. */
export function isMasterRoles(roles: readonly Role[]): boolean {
  return hasRole(roles, ROLE_NAMES.master);
}

/** Admin or master: the management menu and the messages link. */
export function isStaffRoles(roles: readonly Role[]): boolean {
  return hasRole(roles, ROLE_NAMES.admin) || hasRole(roles, ROLE_NAMES.master);
}
