import { useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthDialogsContext } from './auth-dialogs-context';

/**
 * Asks a visitor to sign in: the login dialog where the layout provides it, otherwise the
 * /login route (a page rendered on its own, in a story say). `afterSignIn`: the address to go
 * to once signed in; this page by default.
 */
export function useRequireLogin(afterSignIn?: string) {
  const dialogs = useContext(AuthDialogsContext);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (dialogs) dialogs.openLogin(undefined, afterSignIn);
    else navigate('/login', { state: { from: afterSignIn ?? pathname + search } });
  }, [dialogs, navigate, pathname, search, afterSignIn]);
}
