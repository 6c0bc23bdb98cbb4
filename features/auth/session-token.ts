import { ROLE_NAMES } from '../../contract/constants';
import type { Role } from '../../contract/roles';

/**
 * The user kept in localStorage under `user`, in the shape the deployed client wrote
 * (API-NOTES section 17): `id`, not `_id`.
 */
export interface StoredUser {
  id: string;
  fullName: string;
  email: string;
  image: string | null;
  roles: Role[];
}

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const OBJECT_ID = /^[0-9a-f]{24}$/;

/** A role as contract/roles.ts's roleSchema reads it: its two fields, nothing else kept. */
function readRole(value: unknown): Role | null {
  return isRecord(value) && typeof value._id === 'string' && OBJECT_ID.test(value._id) && typeof value.name === 'string' ? { _id: value._id, name: value.name } : null;
}

/**
 * Checked by hand rather than with zod: every page reads the session on its first render,
 * and zod (some 25 KB gzipped) then stays out of the first visit. Same rules as the schema
 * it replaced (session-token.test.ts compares the two): unknown fields are dropped, a missing
 * image is null, and roles that are not all valid read as none.
 */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { id, fullName, email, image, roles } = value;
  if (typeof id !== 'string' || id.length === 0 || typeof fullName !== 'string' || typeof email !== 'string') return null;
  if (image !== undefined && image !== null && typeof image !== 'string') return null;
  const readRoles = Array.isArray(roles) ? roles.map(readRole) : null;
  return { id, fullName, email, image: image ?? null, roles: readRoles && !readRoles.includes(null) ? (readRoles as Role[]) : [] };
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

/** A technician (issue 44): the workshop tablet '/xuong' is their place; they have no back office. */
export function isTechnicianRoles(roles: readonly Role[]): boolean {
  return hasRole(roles, ROLE_NAMES.technician);
}
