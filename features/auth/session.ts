import { useMemo, useSyncExternalStore } from 'react';
import type { LoginResponse, SessionUser } from '../../contract/accounts';
import { AUTH_COOKIE, STORAGE_KEYS } from '../../contract/constants';
import { isMasterRoles, isStaffRoles, isTokenLive, parseStoredUser, tokenExpiresAt, type StoredUser } from './session-token';

export type { StoredUser } from './session-token';

export interface SessionSnapshot {
  token: string | null;
  user: StoredUser | null;
}

const loggedOut: SessionSnapshot = { token: null, user: null };

const listeners = new Set<() => void>();
let cached: { token: string | null; userRaw: string | null; snapshot: SessionSnapshot } | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the stored session. An expired or unreadable token is removed with its user on
 * the spot, so every reader (this tab's hooks, the API client) sees the same logged-out state.
 */
function readSession(): SessionSnapshot {
  const store = storage();
  if (!store) return loggedOut;
  const token = store.getItem(STORAGE_KEYS.token);
  const userRaw = store.getItem(STORAGE_KEYS.user);
  if (token !== null && !isTokenLive(token, Date.now())) {
    store.removeItem(STORAGE_KEYS.token);
    store.removeItem(STORAGE_KEYS.user);
    cached = { token: null, userRaw: null, snapshot: loggedOut };
    return loggedOut;
  }
  if (cached && cached.token === token && cached.userRaw === userRaw) return cached.snapshot;
  const user = parseStoredUser(userRaw);
  const snapshot = token && user ? { token, user } : loggedOut;
  cached = { token, userRaw, snapshot };
  return snapshot;
}

/** Wakes the hooks when the current token runs out, so the header changes without a reload. */
function scheduleExpiry() {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (listeners.size === 0) return;
  const { token } = readSession();
  const expiresAt = token ? tokenExpiresAt(token) : null;
  if (expiresAt === null) return;
  // setTimeout overflows past about 24.8 days; a later check simply schedules again.
  const delay = Math.min(Math.max(expiresAt - Date.now() + 50, 0), 2_147_483_647);
  expiryTimer = setTimeout(notify, delay);
}

function notify() {
  for (const listener of [...listeners]) listener();
  scheduleExpiry();
}

function onStorage(event: StorageEvent) {
  // key null: another tab cleared the whole storage (a logout there).
  if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  scheduleExpiry();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      scheduleExpiry();
    }
  };
}

/** The token for authorised calls: null when there is none or it has expired. */
export function getSessionToken(): string | null {
  return readSession().token;
}

/** Stores the session without telling this page's hooks: for a sign-in the page reloads right after. */
export function saveSession(token: string, user: StoredUser) {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.token, token);
  store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function signIn(token: string, user: StoredUser) {
  saveSession(token, user);
  notify();
}

/** Keeps the stored user in step after the profile changes (the header shows the new name at once). */
export function updateSessionUser(changes: Partial<Pick<StoredUser, 'fullName' | 'image' | 'roles'>>) {
  const store = storage();
  const { token, user } = readSession();
  if (!store || !token || !user) return;
  store.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, ...changes }));
  notify();
}

function expireAuthCookie() {
  // The server's cookie is httpOnly and is cleared by the logout call; this removes any
  // script-visible copy, as the deployed client does.
  document.cookie = `${AUTH_COOKIE}=; Max-Age=0; path=/`;
}

/** The session is over (a 401): forget the token and the user, keep everything else. */
export function dropSession() {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.token);
  store?.removeItem(STORAGE_KEYS.user);
  expireAuthCookie();
  notify();
}

/** Logout: clears localStorage and sessionStorage entirely and expires the `jwt` cookie. */
export function signOut() {
  storage()?.clear();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage may be blocked; there is nothing left to clear then.
  }
  expireAuthCookie();
  notify();
}

export function userFromLogin(response: LoginResponse): StoredUser {
  return { id: response.id, fullName: response.fullName, email: response.email, image: response.image, roles: response.roles };
}

export function userFromSocial(user: SessionUser): StoredUser {
  return { id: user._id, fullName: user.fullName, email: user.email, image: user.image, roles: user.roles };
}

const serverSnapshot = () => loggedOut;

export interface Session {
  user: StoredUser | null;
  token: string | null;
  /** Admin or master (role names compared case-insensitively). */
  isStaff: boolean;
  isMaster: boolean;
  signIn: typeof signIn;
  signOut: typeof signOut;
}

/** The signed-in user, shared by every component and every tab. */
export function useSession(): Session {
  const snapshot = useSyncExternalStore(subscribe, readSession, serverSnapshot);
  return useMemo(() => {
    const roles = snapshot.user?.roles ?? [];
    return {
      user: snapshot.user,
      token: snapshot.token,
      isStaff: isStaffRoles(roles),
      isMaster: isMasterRoles(roles),
      signIn,
      signOut,
    };
  }, [snapshot]);
}
