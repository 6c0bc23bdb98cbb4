import { LockKeyhole } from 'lucide-react';
import { BRANCH_IDS } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { useBankAccounts } from '../../../entities/branch/get-bank-accounts';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { BankAccountCard } from './bank-account-card';

const text = messages.vietqr;

export interface BankAccountsSectionProps {
  /** A master sets the accounts; an admin reads them. */
  isMaster: boolean;
}

/** Each branch's account for transfers, loaded on its own so a failure here hides nothing else on the page. */
export function BankAccountsSection({ isMaster }: BankAccountsSectionProps) {
  const { data, error, isLoading, mutate } = useBankAccounts();

  return (
    <section aria-labelledby="bank-accounts-title" className="space-y-3">
      <h2 id="bank-accounts-title" className="text-lg font-bold text-navy-900">
        {text.accountsTitle}
      </h2>
      {isMaster ? null : (
        <p className="flex items-start gap-2 rounded-control bg-info-soft p-3 text-sm text-info-ink ring-1 ring-info-line">
          <LockKeyhole aria-hidden="true" className="size-5 shrink-0" />
          {text.masterOnly}
        </p>
      )}
      {data ? (
        <div className="grid gap-4 md:grid-cols-2">
          {BRANCH_IDS.map((branch) => (
            <BankAccountCard key={branch} branch={branch} account={data.find((account) => account.branch === branch) ?? null} editable={isMaster} />
          ))}
        </div>
      ) : error ? (
        <LoadError error={error} message={text.accountsLoadFailed} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <div className="space-y-4">
          <Spinner showLabel label={messages.common.loading} />
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="block h-40" />
            <Skeleton className="block h-40" />
          </div>
        </div>
      ) : null}
    </section>
  );
}
