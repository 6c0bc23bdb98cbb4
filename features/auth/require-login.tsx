import { LogIn, UserPlus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { useAuthDialogs } from './auth-dialogs-context';
import { useSession, type StoredUser } from './session';

export interface RequireLoginProps {
  /** The page, given the signed-in user. */
  children: (user: StoredUser) => ReactNode;
  /** Why a login is needed here. */
  message?: string;
}

/**
 * Shows the page only to a signed-in user. Otherwise the page shows a prompt to sign in,
 * and the login dialog opens at once for a visitor who arrived signed out.
 */
export function RequireLogin({ children, message = messages.guard.loginRequired }: RequireLoginProps) {
  const { user } = useSession();
  const { openLogin, openRegister } = useAuthDialogs();
  // Only a visitor who arrives signed out gets the dialog at once. Signing out here (logout
  // on its way to /, or an expired session) leaves just the prompt: a dialog popping up then
  // would outlive the page it was opened for.
  const [askOnArrival] = useState(user === null);

  useEffect(() => {
    if (askOnArrival) openLogin();
  }, [askOnArrival, openLogin]);

  if (user) return <>{children(user)}</>;

  return (
    <section aria-labelledby="login-required-title" className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-card bg-surface px-6 py-10 text-center shadow-card ring-1 ring-line">
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-pill bg-brand-50 text-brand-700">
        <LogIn className="size-7" />
      </span>
      <h1 id="login-required-title" className="text-title font-bold text-navy-900">
        Bạn chưa đăng nhập
      </h1>
      <p className="text-ink-muted">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => openLogin()}>
          <LogIn aria-hidden="true" />
          Đăng nhập
        </Button>
        <Button variant="outline" onClick={openRegister}>
          <UserPlus aria-hidden="true" />
          Đăng ký
        </Button>
      </div>
    </section>
  );
}
