import { ReceiptText, UsersRound } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { BRANCH_IDS, type BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { AGEING_BUCKETS, type AgeingBucket } from '../../../contract/payments';
import { useCreditAccounts } from '../../../entities/credit-account/get-credit-accounts';
import { useReceivables, type ReceivablesFilters } from '../../../entities/receivable/get-receivables';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { CreditAccountList } from './credit-account-list';
import { ReceivableBuckets } from './receivable-buckets';
import { ReceivableFilters } from './receivable-filters';
import { ReceivableTable } from './receivable-table';

const ACCOUNTS_TAB = 'khach';
const isBranch = (value: string | null): value is BranchId => BRANCH_IDS.includes(value as BranchId);
const isBucket = (value: string | null): value is AgeingBucket => AGEING_BUCKETS.includes(value as AgeingBucket);

export interface ReceivablesScreenProps {
  isMaster: boolean;
}

/**
 * `/manager/receivables`: what customers and companies owe for jobs handed over on credit, by
 * ageing bucket, narrowed by branch, bucket and account in the address; and, in its own tab
 * (`?tab=khach`), the accounts allowed credit, which a master adds and edits.
 */
export function ReceivablesScreen({ isMaster }: ReceivablesScreenProps) {
  const [params, setParams] = useSearchParams();
  const branch = params.get('branch');
  const bucket = params.get('bucket');
  const filters: ReceivablesFilters = {
    branch: isBranch(branch) ? branch : undefined,
    bucket: isBucket(bucket) ? bucket : undefined,
    creditAccountId: params.get('account') || undefined,
  };
  const filtered = Boolean(filters.branch || filters.bucket || filters.creditAccountId);
  const tab = params.get('tab') === ACCOUNTS_TAB ? ACCOUNTS_TAB : 'cong-no';
  const { data, error, isLoading, isValidating, mutate } = useReceivables(filters);
  const accounts = useCreditAccounts();

  const change = (next: ReceivablesFilters) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const set = (name: string, value: string | undefined) => (value ? updated.set(name, value) : updated.delete(name));
      set('branch', next.branch);
      set('bucket', next.bucket);
      set('account', next.creditAccountId);
      return updated;
    });

  return (
    <section aria-labelledby="receivables-title" className="min-w-0 space-y-5">
      <header>
        <h1 id="receivables-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Công nợ
        </h1>
        <p className="mt-1 text-ink-muted">Xe giao ghi nợ còn chưa trả, theo tuổi nợ; khách hàng và công ty được ghi nợ.</p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams((current) => {
            const updated = new URLSearchParams(current);
            if (next === ACCOUNTS_TAB) updated.set('tab', ACCOUNTS_TAB);
            else updated.delete('tab');
            return updated;
          })
        }
      >
        <TabsList aria-label="Công nợ" className="max-[420px]:[&_svg]:hidden">
          <TabsTrigger value="cong-no">
            <ReceiptText aria-hidden="true" />
            Công nợ phải thu
          </TabsTrigger>
          <TabsTrigger value={ACCOUNTS_TAB}>
            <UsersRound aria-hidden="true" />
            Khách được ghi nợ
          </TabsTrigger>
        </TabsList>
        <TabsContent value="cong-no" className="min-w-0 space-y-5">
          <ReceivableFilters value={filters} accounts={accounts.data ?? []} onChange={change} />
          {data ? (
            <div aria-busy={isValidating || undefined} className="min-w-0 space-y-5">
              <ReceivableBuckets receivables={data} />
              <ReceivableTable rows={data.rows} emptyMessage={filtered ? messages.cashbookScreen.receivablesFilteredEmpty : messages.cashbookScreen.receivablesEmpty} />
            </div>
          ) : error ? (
            <LoadError error={error} message={messages.cashbookScreen.receivablesLoadFailed} onRetry={() => void mutate()} />
          ) : isLoading ? (
            <div className="space-y-5">
              <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
                {[0, 1, 2, 3, 4].map((figure) => (
                  <Skeleton key={figure} className="block h-24" />
                ))}
              </div>
              <ReceivableTable rows={[]} emptyMessage={messages.cashbookScreen.receivablesEmpty} loading />
            </div>
          ) : null}
        </TabsContent>
        <TabsContent value={ACCOUNTS_TAB} className="min-w-0">
          <CreditAccountList isMaster={isMaster} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
