import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { configureApiClient } from '../../contract/client';
import { useLiveSocketEnded } from '../../entities/chat/live-socket';
import { messages } from '../../contract/messages';
import { useToast } from '../../ui/toast';
import { AuthDialogsContext, type AuthDialogName, type AuthDialogs } from './auth-dialogs-context';
import { loadAuthDialogSet } from './load-auth-dialogs';
import { dropSession, getSessionToken, saveSession, signIn, signOut, useSession } from './session';
import type { SignedIn } from './signed-in';
import type { SocialSdk } from './social-sdk';
import { useSessionCheck } from './use-session-check';

// The dialogs and their forms load the first time one of them opens (most visitors never
// sign in), and stay mounted after that so closing still animates.
const AuthDialogSet = lazy(() => loadAuthDialogSet().then((module) => ({ default: module.AuthDialogSet })));
const ConfirmDialog = lazy(() => import('../../ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/** sessionStorage key of a toast to show once the page has reloaded. */
const FLASH_KEY = 'flashToast';

/** After a sign-in every screen must load again as the new user: reload (or load `address`), and say so after. */
export function reloadWithFlash(message: string, address?: string) {
  try {
    window.sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Without sessionStorage the toast is simply not repeated after the reload.
  }
  if (address) window.location.assign(address);
  else window.location.reload();
}

function takeFlash(): string | null {
  try {
    const message = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}

export interface AuthDialogsProviderProps {
  children: ReactNode;
  /** Google and Facebook SDKs; the built app's configuration by default. */
  socialSdk?: SocialSdk;
  /**
   * Runs after a successful sign-in with its toast text, the page updated in place (stories).
   * Without it the page reloads as the new user and shows the toast after the reload.
   */
  reload?: (message: string) => void;
}

/**
 * Owns the login, registration, verification, password-reset and logout dialogs (one of
 * them at a time) and signs the user out, with a message, when the server says the session is
 * over: a 401, a locked account's 403 (also found by the periodic session check of every shown
 * page), or the tab's socket ended by the server and confirmed so.
 */
export function AuthDialogsProvider({ children, socialSdk, reload }: AuthDialogsProviderProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<AuthDialogName | null>(null);
  // Which of the two lazy parts has been needed once: the sign-in dialogs, the logout question.
  const [signInUsed, setSignInUsed] = useState(false);
  const [logoutUsed, setLogoutUsed] = useState(false);
  // The e-mail carried between dialogs: registration to verification, reset to login.
  const [email, setEmail] = useState('');

  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast.success(flash);
  }, [toast]);

  useEffect(() => {
    configureApiClient({
      getToken: getSessionToken,
      onUnauthorized: (error) => {
        // Several calls may fail together; only the first one still finds a session to end.
        if (!getSessionToken()) return;
        dropSession();
        // A lock says so in its own words; anything else is an ended session.
        toast.warning(error.status === 403 ? error.message : messages.auth.sessionExpired);
      },
    });
  }, [toast]);

  // This tab's own logout ends its session too, and the server then ends the socket: not news.
  const loggingOut = useRef(false);
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  // The server ended the tab's socket. A glitch must never sign anyone out, so one call asks first:
  // its 401, or a lock's 403, signs out through the API client above; an answer means the session
  // holds (the roles changed, say), and the account everyone shows is the new one.
  useLiveSocketEnded(async () => {
    // Signed out meanwhile (the socket's end may arrive after the logout's answer): nothing to ask.
    if (!user || loggingOut.current || !getSessionToken()) return false;
    const { accountKey, fetchAccount } = await import('../../entities/account/get-account');
    await mutate(accountKey(user.id), fetchAccount(user.id), { revalidate: false });
    return true;
  });
  // Pages without a socket hear of a lock (or a session ended elsewhere) from this check.
  useSessionCheck(user?.id);

  // Where the sign-in asked for goes on after it; any other sign-in reloads the page it is on.
  const afterSignIn = useRef<string | undefined>(undefined);
  const open = useCallback((name: AuthDialogName, nextEmail?: string) => {
    if (nextEmail !== undefined) setEmail(nextEmail);
    if (name === 'logout') setLogoutUsed(true);
    else setSignInUsed(true);
    setCurrent(name);
  }, []);

  // Stable functions: a page may open a dialog from an effect that depends on them.
  const actions = useMemo<Omit<AuthDialogs, 'current'>>(
    () => ({
      openLogin: (nextEmail, address) => {
        afterSignIn.current = address;
        open('login', nextEmail);
      },
      openRegister: () => open('register'),
      openForgotPassword: (nextEmail) => open('forgot', nextEmail),
      openVerify: (nextEmail) => open('verify', nextEmail),
      openLogout: () => open('logout'),
      close: () => setCurrent(null),
    }),
    [open],
  );
  const dialogs = useMemo<AuthDialogs>(() => ({ current, ...actions }), [current, actions]);

  const closeUnless = (name: AuthDialogName) => (isOpen: boolean) => {
    if (!isOpen) setCurrent((now) => (now === name ? null : now));
  };

  const completeSignIn = ({ token, user, message }: SignedIn) => {
    if (!reload) {
      // The page is about to load again as the new user: updating it first would only start
      // requests (the user menu, the cart) that the reload cuts off.
      saveSession(token, user);
      reloadWithFlash(message, afterSignIn.current);
      return;
    }
    signIn(token, user);
    toast.success(message);
    setCurrent(null);
    reload(message);
  };

  const logout = async () => {
    loggingOut.current = true;
    try {
      const { postLogout } = await import('../../entities/account/logout');
      await postLogout();
    } catch {
      // The local session ends whatever the server says; its cookie expires on its own.
    }
    navigate('/');
    signOut();
    loggingOut.current = false;
    toast.success(messages.auth.logoutSuccess);
  };

  return (
    <AuthDialogsContext.Provider value={dialogs}>
      {children}
      {signInUsed ? (
        <Suspense fallback={null}>
          <AuthDialogSet
            current={current}
            closeUnless={closeUnless}
            open={open}
            email={email}
            setEmail={setEmail}
            socialSdk={socialSdk}
            onSignedIn={completeSignIn}
            onVerified={() => {
              setCurrent(null);
              navigate('/');
            }}
            onClose={() => setCurrent(null)}
          />
        </Suspense>
      ) : null}
      {logoutUsed ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={current === 'logout'}
            onOpenChange={closeUnless('logout')}
            title={messages.auth.logoutConfirmTitle}
            description={messages.auth.logoutConfirmQuestion}
            cancelLabel={messages.common.cancel}
            confirmLabel="Đăng xuất"
            pendingLabel={messages.common.processing}
            onConfirm={logout}
          />
        </Suspense>
      ) : null}
    </AuthDialogsContext.Provider>
  );
}
