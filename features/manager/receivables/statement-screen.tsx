import { ArrowLeft, FileDown, Mail, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, refusalText } from '../../../contract/client';
import { formatDate, formatDay, formatPrice } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { CREDIT_ACCOUNT_KIND_LABELS, type Statement } from '../../../contract/payments';
import { displayPlate } from '../../../contract/repair-steps';
import { downloadStatementPdf, useStatement } from '../../../entities/credit-account/get-statement';
import { useMailStatement } from '../../../entities/credit-account/mail-statement';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { focusRing } from '../../../ui/focus-ring';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { repairHref } from '../repairs/repair-card';
import { saveFile } from '../../../ui/save-file';

type StatementRow = Statement['rows'][number];

/** The element the print stylesheet keeps; the back office around it is left off the paper. */
const PRINT_ROOT = 'statement-print';

/** As the invoice prints: only the statement, from the top of an A4 page, whatever the shell around it. */
const PRINT_STYLE = `@page { size: A4 portrait; margin: 12mm; }
@media print {
  body *:not(:has(#${PRINT_ROOT})):not(#${PRINT_ROOT}):not(#${PRINT_ROOT} *) { display: none !important; }
  body *:has(#${PRINT_ROOT}) { display: block !important; position: static !important; inset: auto !important; margin: 0 !important; padding: 0 !important; border: 0 !important; width: auto !important; max-width: none !important; min-width: 0 !important; height: auto !important; min-height: 0 !important; overflow: visible !important; box-shadow: none !important; background: none !important; transform: none !important; }
  #${PRINT_ROOT} { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}`;

const ROW_KIND_LABELS: Readonly<Record<StatementRow['kind'], string>> = { charge: 'Ghi nợ', payment: 'Đã trả', refund: 'Hoàn tiền' };

const columns: readonly DataTableColumn<StatementRow>[] = [
  { key: 'at', header: 'Ngày', cell: (row) => formatDate(row.at) },
  {
    key: 'code',
    header: 'Phiếu',
    cell: (row) => (
      <Link to={repairHref(row.repairId)} aria-label={`Phiếu sửa chữa ${row.code}`} className={cn('rounded-tight font-mono font-semibold text-brand-700 hover:underline', focusRing)}>
        {row.code}
      </Link>
    ),
  },
  { key: 'plate', header: 'Biển số', cell: (row) => <span className="font-mono whitespace-nowrap">{displayPlate(row.plate)}</span> },
  {
    key: 'description',
    header: 'Nội dung',
    cell: (row) => (
      <span className="break-words">
        <span className="font-semibold">{ROW_KIND_LABELS[row.kind]}</span>
        {row.description ? `: ${row.description}` : ''}
      </span>
    ),
    className: 'min-w-48',
  },
  { key: 'dueOn', header: 'Hạn trả', cell: (row) => (row.dueOn ? formatDay(row.dueOn) : '–') },
  {
    key: 'amount',
    header: 'Phát sinh',
    align: 'right',
    cell: (row) => <span className={cn('whitespace-nowrap tabular-nums', row.amount < 0 && 'text-success-ink')}>{row.amount > 0 ? `+${formatPrice(row.amount)}` : formatPrice(row.amount)}</span>,
  },
  { key: 'balance', header: 'Số dư', align: 'right', cell: (row) => <span className="font-semibold whitespace-nowrap tabular-nums">{formatPrice(row.balance)}</span> },
];

function AccountHeader({ statement }: { statement: Statement }) {
  const account = statement.creditAccount;
  const charged = statement.rows.reduce((sum, row) => sum + Math.max(row.amount, 0), 0);
  const paid = statement.rows.reduce((sum, row) => sum + Math.max(-row.amount, 0), 0);
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <p className="text-sm font-semibold text-ink-muted">Bảng kê công nợ · lập ngày {formatDay(statement.drawnOn)}</p>
        <h1 id="statement-title" className="flex flex-wrap items-center gap-2 text-2xl font-bold break-words text-navy-900 sm:text-3xl">
          {account.name}
          <Badge tone="neutral" size="sm">
            {CREDIT_ACCOUNT_KIND_LABELS[account.kind]}
          </Badge>
          {account.active ? null : (
            <Badge tone="red" size="sm">
              Ngừng cho nợ
            </Badge>
          )}
        </h1>
        <p className="text-sm break-words text-ink-muted">
          {[account.phone && `Điện thoại ${account.phone}`, account.email && `E-mail ${account.email}`, account.taxCode && `Mã số thuế ${account.taxCode}`].filter(Boolean).join(' · ') || 'Chưa có thông tin liên hệ'}
        </p>
        <p className="text-sm text-ink-muted">
          Hạn mức {formatPrice(account.limit)} · được nợ {account.days} ngày
        </p>
      </header>
      <dl aria-label="Tổng hợp công nợ" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          { label: 'Tổng ghi nợ', value: formatPrice(charged) },
          { label: 'Đã trả', value: formatPrice(paid) },
          { label: 'Còn nợ', value: formatPrice(statement.balance), strong: true },
          { label: 'Quá hạn', value: formatPrice(statement.overdue), danger: statement.overdue > 0 },
        ].map((figure) => (
          <div key={figure.label} className={cn('min-w-0 rounded-card bg-surface p-4 shadow-card ring-1 ring-line', figure.danger && 'ring-danger-line')}>
            <dt className="text-sm text-ink-muted">{figure.label}</dt>
            <dd className={cn('mt-1 text-lg font-bold break-words tabular-nums', figure.danger ? 'text-danger-ink' : 'text-navy-900', figure.strong && 'text-xl')}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export interface StatementScreenProps {
  creditAccountId: string;
}

/**
 * `/manager/receivables/:id`: one credit account's statement, every job on credit and every
 * payment with the balance after it; printed with the browser (the back office left off the
 * paper), downloaded as the server's PDF, or mailed to the account's e-mail.
 */
export function StatementScreen({ creditAccountId }: StatementScreenProps) {
  const { data: statement, error, mutate } = useStatement(creditAccountId);
  const mail = useMailStatement();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  const backLink = (
    <Link to="/manager/receivables?tab=khach" className={cn('inline-flex items-center gap-1.5 rounded-tight text-sm font-semibold text-brand-700 hover:underline print:hidden', focusRing)}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Khách được ghi nợ
    </Link>
  );

  if (!statement) {
    if (error) {
      // 404: no such account; the server's words say so, and trying again would not help.
      const missing = error instanceof ApiError && error.status === 404;
      return (
        <section className="space-y-4">
          {backLink}
          <LoadError
            error={error}
            message={missing ? refusalText(error, messages.cashbookScreen.statementLoadFailed) : messages.cashbookScreen.statementLoadFailed}
            onRetry={missing ? undefined : () => void mutate()}
          />
        </section>
      );
    }
    return (
      <div role="status" aria-label={messages.common.loading} className="space-y-4">
        <Skeleton className="block h-10 w-64" />
        <Skeleton className="block h-24" />
        <Skeleton className="block h-64" />
      </div>
    );
  }

  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadStatementPdf(creditAccountId, statement.drawnOn);
      saveFile(file);
      toast.success(format(messages.exports.success, { file: file.fileName }));
    } catch (failure) {
      toast.error(refusalText(failure, messages.cashbookScreen.statementPdfFailed));
    } finally {
      setDownloading(false);
    }
  };

  const send = async () => {
    try {
      const answer = await mail.trigger(creditAccountId);
      toast.success(answer.message);
    } catch (failure) {
      toast.error(refusalText(failure, messages.cashbookScreen.statementMailFailed));
    }
  };

  return (
    <section aria-labelledby="statement-title" className="min-w-0 space-y-5">
      <style>{PRINT_STYLE}</style>
      {backLink}
      <div className="flex flex-wrap justify-end gap-2 print:hidden max-sm:[&>*]:flex-1">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          In
        </Button>
        <Button variant="outline" pending={downloading} pendingLabel="Đang tải..." onClick={() => void download()}>
          <FileDown aria-hidden="true" />
          Tải PDF
        </Button>
        <Button pending={mail.isMutating} pendingLabel="Đang gửi..." onClick={() => void send()}>
          <Mail aria-hidden="true" />
          Gửi qua e-mail
        </Button>
      </div>
      <div id={PRINT_ROOT} className="min-w-0 space-y-5">
        <AccountHeader statement={statement} />
        <DataTable
          caption="Các phiếu ghi nợ và khoản đã trả"
          headingLevel={2}
          columns={columns}
          rows={statement.rows}
          getRowKey={(row, index) => `${row.repairId}-${row.kind}-${row.at}-${index}`}
          emptyMessage={messages.cashbookScreen.statementEmpty}
          totalLabel={(count) => `${count} dòng`}
          pageSize={Math.max(statement.rows.length, 1)}
          stackOnPhone
        />
      </div>
    </section>
  );
}
