import { LogIn, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { useAuthDialogs } from './auth-dialogs-context';
import { preloadAuthDialogs } from './load-auth-dialogs';
import { useSession } from './session';
import { UserMenuButtonContent, userMenuButtonClass } from './user-menu-button';

// The menu (Radix dropdown and its positioning, the account's contract) is only needed by a signed-in user.
const SignedInArea = lazy(() => import('./signed-in-area').then((module) => ({ default: module.SignedInArea })));

export interface AuthAreaProps {
  /** `bar` for the dark header bar, `sheet` for the light mobile menu. */
  placement?: 'bar' | 'sheet';
}

/** The header's account corner: login and register buttons, or the user's menu. */
export function AuthArea({ placement = 'bar' }: AuthAreaProps) {
  const { user } = useSession();
  const { openLogin, openRegister, openLogout } = useAuthDialogs();
  // Pressed before the menu had loaded: it opens as soon as it is there.
  const [openOnLoad, setOpenOnLoad] = useState(false);

  if (!user) {
    const inSheet = placement === 'sheet';
    return (
      <div className={cn('flex gap-2', inSheet && 'flex-col')}>
        <Button
          variant={inSheet ? 'outline' : 'ghost'}
          size={inSheet ? 'md' : 'sm'}
          fullWidth={inSheet}
          className={inSheet ? undefined : 'text-white hover:bg-white/10 hover:text-white active:bg-white/15'}
          onClick={() => openLogin()}
          onPointerEnter={preloadAuthDialogs}
          onFocus={preloadAuthDialogs}
        >
          <LogIn aria-hidden="true" />
          Đăng nhập
        </Button>
        <Button size={inSheet ? 'md' : 'sm'} fullWidth={inSheet} onClick={openRegister} onPointerEnter={preloadAuthDialogs} onFocus={preloadAuthDialogs}>
          <UserPlus aria-hidden="true" />
          Đăng ký
        </Button>
      </div>
    );
  }

  return (
    <Suspense
      fallback={
        <button type="button" aria-haspopup="menu" aria-expanded={false} className={userMenuButtonClass(placement)} onClick={() => setOpenOnLoad(true)}>
          <UserMenuButtonContent fullName={user.fullName} image={user.image} placement={placement} />
        </button>
      }
    >
      <SignedInArea user={user} placement={placement} onLogout={openLogout} defaultOpen={openOnLoad} />
    </Suspense>
  );
}
