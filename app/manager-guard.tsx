import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { messages } from '../contract/messages';
import { useAccount } from '../entities/account/get-account';
import { RequireLogin } from '../features/auth/require-login';
import { useSession } from '../features/auth/session';
import { Spinner } from '../ui/spinner';
import { useToast } from '../ui/toast';
import { managerAccess, type ManagerRequirement } from './manager-access';

export interface ManagerGuardProps {
  require: ManagerRequirement;
  children: ReactNode;
}

/**
 * The one guard of the back office. Signed out: the login prompt with its dialog open (a
 * login reloads the page, so the person lands where they were going). Signed in: the
 * account is fetched by id and its current roles decide; a refusal goes home with the
 * spec's message.
 */
export function ManagerGuard({ require, children }: ManagerGuardProps) {
  const { user } = useSession();
  if (!user) return <RequireLogin message={messages.guard.loginRequired}>{() => null}</RequireLogin>;
  return (
    <RoleCheck accountId={user.id} require={require}>
      {children}
    </RoleCheck>
  );
}

function RoleCheck({ accountId, require, children }: ManagerGuardProps & { accountId: string }) {
  const { data, error } = useAccount(accountId);
  const toast = useToast();
  const access = data ? managerAccess(data.account.roles, require) : undefined;
  const refusal = error ? messages.guard.checkFailed : access && !access.allowed ? access.message : undefined;

  useEffect(() => {
    if (refusal) toast.error(refusal);
  }, [refusal, toast]);

  if (refusal) return <Navigate to="/" replace />;
  if (!access) {
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" showLabel label={messages.guard.checking} />
      </div>
    );
  }
  return <>{children}</>;
}
