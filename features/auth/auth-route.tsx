import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuthDialogs } from './auth-dialogs-context';
import { useSession } from './session';
import { isStaffRoles, isTechnicianRoles, type StoredUser } from './session-token';

export interface AuthRouteProps {
  /** `/login` opens the login dialog, `/register` the registration dialog. */
  dialog: 'login' | 'register';
  /** The page shown under the dialog (the home page). */
  children: ReactNode;
}

/** Where a sign-in lands without a page to go back to: a technician (no back office) on the workshop tablet, anyone else home. */
export function homeOf(user: StoredUser | null): string {
  return user && isTechnicianRoles(user.roles) && !isStaffRoles(user.roles) ? '/xuong' : '/';
}

function returnPath(state: unknown, user: StoredUser | null): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  // Only a path of this site: never an address an attacker put into the link.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : homeOf(user);
}

/**
 * The `/login` and `/register` routes: the page with the dialog open over it. Closing the
 * dialog leaves for `/`; a signed-in visitor goes back where they came from
 * (`navigate('/login', { state: { from } })`) or home (a technician's is the workshop tablet).
 */
export function AuthRoute({ dialog, children }: AuthRouteProps) {
  const { user } = useSession();
  const { current, openLogin, openRegister } = useAuthDialogs();
  const navigate = useNavigate();
  const location = useLocation();
  const opened = useRef(false);
  const signedIn = user !== null;

  useEffect(() => {
    if (signedIn) return;
    if (dialog === 'login') openLogin();
    else openRegister();
  }, [dialog, signedIn, openLogin, openRegister]);

  useEffect(() => {
    if (current !== null) opened.current = true;
    else if (opened.current && !signedIn) navigate('/', { replace: true });
  }, [current, signedIn, navigate]);

  if (signedIn) return <Navigate to={returnPath(location.state, user)} replace />;
  return <>{children}</>;
}
