import { EyeOff, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TRANSFER_STATUSES, type BankTransfer, type TransferStatus } from '../../../contract/bank-transfers';
import { formatDateTime, formatPrice } from '../../../contract/format';
import { branchOf, CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { LIVE_EVENTS } from '../../../contract/live-events';
import { messages } from '../../../contract/messages';
import { useBankTransfers } from '../../../entities/bank-transfer/get-bank-transfers';
import { useLiveRefresh } from '../../../entities/chat/use-live-socket';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { focusRing } from '../../../ui/focus-ring';
import { LoadError } from '../../../ui/load-error';
import { FormField } from '../../../ui/form-field';
import { Select } from '../../../ui/select';
import { RefreshFailedNote } from '../refresh-failed-note';
import { AssignTransferDialog } from './assign-transfer-dialog';
import { DismissTransferDialog } from './dismiss-transfer-dialog';
import { StatementImportDialog } from './statement-import-dialog';
import { TransferStatusFilter } from './transfer-status-filter';

const emptyMessages: Record<TransferStatus, string> = {
  unmatched: messages.deskMoney.transfersEmptyUnmatched,
  matched: messages.deskMoney.transfersEmptyMatched,
  dismissed: messages.deskMoney.transfersEmptyDismissed,
};

const branchOptions = [{ value: '', label: 'Cả hai chi nhánh' }, ...CITY_BRANCHES.map((branch) => ({ value: branch.id, label: branch.name }))];

function columnsFor(status: TransferStatus): DataTableColumn<BankTransfer>[] {
  return [
    {
      key: 'at',
      header: 'Thời gian',
      className: 'whitespace-nowrap',
      cell: (transfer) => formatDateTime(transfer.transactedAt),
    },
    {
      key: 'branch',
      header: 'Chi nhánh',
      cell: (transfer) => (transfer.branch ? (branchOf(transfer.branch)?.shortName ?? transfer.branch) : `Tài khoản ${transfer.accountNumber}`),
    },
    {
      key: 'amount',
      header: 'Số tiền',
      align: 'right',
      className: 'whitespace-nowrap font-semibold tabular-nums',
      cell: (transfer) => formatPrice(transfer.amount),
    },
    {
      key: 'content',
      header: 'Nội dung',
      cell: (transfer) => <span className="break-words">{transfer.content || '—'}</span>,
    },
    {
      key: 'references',
      header: status === 'matched' ? 'Phiếu' : 'Mã phiếu tìm thấy',
      cell: (transfer) =>
        transfer.repair ? (
          <Link to={`/manager/repairs/${transfer.repair._id}`} className={cn('rounded-tight font-mono font-semibold text-brand-700 hover:underline', focusRing)}>
            {transfer.repair.code}
          </Link>
        ) : transfer.references.length ? (
          <span className="font-mono">{transfer.references.join(', ')}</span>
        ) : (
          '—'
        ),
    },
    {
      key: 'reason',
      header: status === 'matched' ? 'Người gán' : 'Lý do',
      cell: (transfer) => <span className="break-words">{status === 'matched' ? (transfer.handledBy?.fullName ?? 'Tự khớp') : transfer.reason || '—'}</span>,
    },
  ];
}

function statusIn(value: string | null): TransferStatus {
  return TRANSFER_STATUSES.includes(value as TransferStatus) ? (value as TransferStatus) : 'unmatched';
}

function branchIn(value: string | null): BranchId | undefined {
  return CITY_BRANCHES.some((branch) => branch.id === value) ? (value as BranchId) : undefined;
}

/**
 * `/manager/transfers`: incoming bank transfers that did not find their job by themselves, for
 * the desk to assign to a job or set aside; the matched and dismissed ones for the record; and
 * the statement import. The filters live in the address; the list reads itself again every 30 s
 * while the tab is visible.
 */
export function TransfersScreen() {
  const [params, setParams] = useSearchParams();
  const status = statusIn(params.get('status'));
  const branch = branchIn(params.get('branch'));
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState<BankTransfer | null>(null);
  const [dismissing, setDismissing] = useState<BankTransfer | null>(null);
  const { data, error, isLoading, mutate } = useBankTransfers({
    page,
    status,
    branch,
  });
  // A transfer announced to staff (whatever its alert's kind) is read at once, not at the next 30 s.
  useLiveRefresh(
    LIVE_EVENTS.staffAlert,
    () => void mutate(),
    (payload) => String((payload as { href?: unknown } | undefined)?.href ?? '').startsWith('/manager/transfers'),
  );

  const setFilter = (key: 'status' | 'branch', value: string | undefined) => {
    setPage(1);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <section aria-labelledby="transfers-title" className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="transfers-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
            Chuyển khoản
          </h1>
          <p className="mt-1 text-ink-muted">Chuyển khoản đến chưa tự khớp phiếu: gán cho phiếu hoặc bỏ qua; nhập sao kê ngân hàng.</p>
        </div>
        <StatementImportDialog defaultBranch={branch} />
      </header>
      <div role="group" aria-label="Lọc chuyển khoản" className="flex min-w-0 flex-wrap items-end gap-4">
        <TransferStatusFilter value={status} onChange={(next) => setFilter('status', next === 'unmatched' ? undefined : next)} />
        <FormField label="Chi nhánh" className="w-full sm:w-64">
          <Select options={branchOptions} value={branch ?? ''} onChange={(event) => setFilter('branch', event.target.value || undefined)} />
        </FormField>
      </div>
      {error && data ? <RefreshFailedNote message={messages.deskMoney.transfersLoadFailed} onRetry={() => void mutate()} /> : null}
      {error && !data ? (
        <LoadError error={error} message={messages.deskMoney.transfersLoadFailed} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          caption="Danh sách chuyển khoản"
          headingLevel={2}
          hideCaption
          stackOnPhone
          columns={columnsFor(status)}
          rows={data?.items ?? []}
          getRowKey={(transfer) => transfer._id}
          total={data?.total ?? 0}
          totalLabel={(count) => `Tổng số: ${count} chuyển khoản`}
          page={page}
          onPageChange={setPage}
          loading={isLoading}
          emptyMessage={emptyMessages[status]}
          rowActions={
            status === 'unmatched'
              ? (transfer) => (
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" aria-label={`Gán cho phiếu chuyển khoản ${formatPrice(transfer.amount)}`} onClick={() => setAssigning(transfer)}>
                      <Link2 aria-hidden="true" />
                      Gán cho phiếu
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={`Bỏ qua chuyển khoản ${formatPrice(transfer.amount)}`} onClick={() => setDismissing(transfer)}>
                      <EyeOff aria-hidden="true" />
                      Bỏ qua
                    </Button>
                  </div>
                )
              : undefined
          }
        />
      )}
      {assigning ? <AssignTransferDialog transfer={assigning} open onOpenChange={(open) => !open && setAssigning(null)} /> : null}
      {dismissing ? <DismissTransferDialog transfer={dismissing} open onOpenChange={(open) => !open && setDismissing(null)} /> : null}
    </section>
  );
}
