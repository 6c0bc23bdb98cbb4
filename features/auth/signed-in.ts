import type { StoredUser } from './session-token';

/** What a successful sign-in hands on: the session to store and the toast to show. */
export interface SignedIn {
  token: string;
  user: StoredUser;
  message: string;
}
