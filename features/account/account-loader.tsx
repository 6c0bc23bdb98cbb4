import { RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import type { Account } from '../../contract/accounts';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useAccount } from '../../entities/account/get-account';
import { accountLoadErrorMessage } from './load-error';

export interface AccountLoaderProps {
  accountId: string;
  children: (account: Account) => ReactNode;
}

/** Loads the signed-in user's account for an account page: a placeholder, the error of section 8, or the page. */
export function AccountLoader({ accountId, children }: AccountLoaderProps) {
  const toast = useToast();
  const { data, error, isLoading, mutate, isValidating } = useAccount(accountId);
  const errorMessage = error ? accountLoadErrorMessage(error) : null;

  useEffect(() => {
    if (errorMessage) toast.error(errorMessage);
  }, [error, errorMessage, toast]);

  if (data) return <>{children(data.account)}</>;

  if (errorMessage) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-card bg-danger-soft px-6 py-10 text-center ring-1 ring-danger/20">
        <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
        <p className="font-semibold text-danger-ink">{errorMessage}</p>
        <Button variant="outline" size="sm" pending={isValidating} onClick={() => void mutate()}>
          <RotateCw aria-hidden="true" />
          Thử lại
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6 rounded-card bg-surface p-6 shadow-card ring-1 ring-line" aria-busy={isLoading}>
      <Spinner showLabel />
      <div className="flex items-center gap-4">
        <Skeleton shape="circle" className="size-24" />
        <div className="flex-1 space-y-3">
          <Skeleton shape="text" className="h-6 w-1/2" />
          <Skeleton shape="text" className="w-2/3" />
        </div>
      </div>
      <Skeleton shape="text" />
      <Skeleton shape="text" className="w-3/4" />
    </div>
  );
}
