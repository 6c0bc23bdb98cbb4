import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { getSessionToken } from './session';

/**
 * How often a shown page asks whether its session still holds. A page with a socket hears of a
 * lock at once; any other (the profile, an order) would look signed in until its next call.
 */
export const SESSION_CHECK_MS = 15_000;

type Check = () => Promise<void>;

// A page drawn as islands has a frame (and so a provider) per island: they share one timer and
// one question, asked by whichever registered first, since a sign-out reaches them all through
// the stored session.
const checks: Check[] = [];
let timer: ReturnType<typeof setInterval> | undefined;
let asking = false;

async function askOnce() {
  const check = checks[0];
  if (!check || asking || document.visibilityState !== 'visible' || !getSessionToken()) return;
  asking = true;
  try {
    await check();
  } catch {
    // A refusal that ends the session was handled by the API client; anything else waits for the next check.
  } finally {
    asking = false;
  }
}

function onVisibility() {
  if (document.visibilityState === 'visible') void askOnce();
}

function register(check: Check) {
  checks.push(check);
  if (checks.length === 1) {
    timer = setInterval(() => void askOnce(), SESSION_CHECK_MS);
    document.addEventListener('visibilitychange', onVisibility);
  }
  return () => {
    checks.splice(checks.indexOf(check), 1);
    if (checks.length === 0) {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

/**
 * While someone is signed in, asks for their account again every `SESSION_CHECK_MS` while the
 * page is shown and as soon as it is shown again (back to the tab, the phone unlocked). A locked
 * account's 403 or an ended session's 401 signs out through the API client's `onUnauthorized`,
 * like any other call; an answer refreshes the account the header shows. A hidden tab asks
 * nothing, and a lost connection signs nobody out.
 */
export function useSessionCheck(userId: string | undefined) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!userId) return;
    return register(async () => {
      const { accountKey, fetchAccount } = await import('../../entities/account/get-account');
      await mutate(accountKey(userId), fetchAccount(userId), { revalidate: false });
    });
  }, [userId, mutate]);
}
