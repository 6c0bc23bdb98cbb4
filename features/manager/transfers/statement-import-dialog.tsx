import { CircleAlert, FileUp, Upload } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { STATEMENT_MAX_BYTES, type StatementPreview, type StatementRow } from '../../../contract/bank-transfers';
import { refusalText } from '../../../contract/client';
import { formatDateTime, formatPrice } from '../../../contract/format';
import { CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { useImportStatement } from '../../../entities/bank-transfer/import-statement';
import { usePreviewStatement } from '../../../entities/bank-transfer/preview-statement';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';

interface ChosenFile {
  fileName: string;
  file: string;
}

const stateLabels: Record<StatementRow['state'], { label: string; tone: 'green' | 'neutral' | 'blue' | 'red' }> = {
  new: { label: 'Sẽ ghi', tone: 'green' },
  duplicate: { label: 'Đã có', tone: 'neutral' },
  outgoing: { label: 'Tiền ra, bỏ qua', tone: 'blue' },
  invalid: { label: 'Lỗi', tone: 'red' },
};

const columns: DataTableColumn<StatementRow>[] = [
  { key: 'row', header: 'Dòng', align: 'right', cell: (row) => row.row },
  {
    key: 'at',
    header: 'Thời gian',
    className: 'whitespace-nowrap',
    cell: (row) => (row.transactedAt ? formatDateTime(row.transactedAt) : '—'),
  },
  {
    key: 'amount',
    header: 'Số tiền',
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatPrice(row.amount),
  },
  {
    key: 'content',
    header: 'Nội dung',
    cell: (row) => <span className="break-words">{row.content || '—'}</span>,
  },
  {
    key: 'state',
    header: 'Khi ghi',
    cell: (row) => (
      <span className="space-y-1">
        <Badge tone={stateLabels[row.state].tone} size="sm">
          {stateLabels[row.state].label}
        </Badge>
        {row.problem ? <span className="block text-danger-ink">{row.problem}</span> : null}
      </span>
    ),
  },
  {
    key: 'match',
    header: 'Trả cho phiếu',
    cell: (row) => (row.match ? <span className="font-mono font-semibold">{row.match.code}</span> : '—'),
  },
];

const branchOptions = [{ value: '', label: 'Chọn chi nhánh' }, ...CITY_BRANCHES.map((branch) => ({ value: branch.id, label: branch.name }))];

/**
 * 'Nhập sao kê': a CSV downloaded from the branch's internet banking is previewed row by row
 * (new, already recorded, money out, unreadable, and the job each would pay) before anything is
 * written; recording it again later records only what is new.
 */
export function StatementImportDialog({ defaultBranch }: { defaultBranch?: BranchId }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [branch, setBranch] = useState<BranchId | ''>(defaultBranch ?? '');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [problem, setProblem] = useState<string>();
  const previewing = usePreviewStatement();
  const importing = useImportStatement();
  const busy = previewing.isMutating || importing.isMutating;

  const start = () => {
    setFile(null);
    setPreview(null);
    setProblem(undefined);
    setBranch(defaultBranch ?? '');
  };

  const look = async (at: BranchId | '', chosen: ChosenFile | null) => {
    setPreview(null);
    setProblem(undefined);
    if (!chosen) return;
    if (!at) return setProblem(messages.bookings.branchRequired);
    try {
      setPreview(await previewing.trigger({ branch: at, ...chosen }));
    } catch (error) {
      setProblem(refusalText(error, messages.deskMoney.statementPreviewFailed));
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // The same file can be picked again after it is fixed and saved.
    event.target.value = '';
    setFile(null);
    setPreview(null);
    setProblem(undefined);
    if (!picked) return;
    if (picked.size > STATEMENT_MAX_BYTES) return setProblem(format(messages.bankTransfers.fileTooLarge, { max: '1 MB' }));
    let chosen: ChosenFile;
    try {
      chosen = { fileName: picked.name, file: await picked.text() };
    } catch {
      return setProblem(messages.deskMoney.statementReadFailed);
    }
    setFile(chosen);
    await look(branch, chosen);
  };

  const record = async () => {
    if (!file || !branch) return;
    setProblem(undefined);
    try {
      const result = await importing.trigger({ branch, ...file });
      toast.success(
        format(messages.deskMoney.statementImported, {
          count: result.counts.new,
          matched: result.counts.matched,
        }),
      );
      setOpen(false);
    } catch (error) {
      setProblem(refusalText(error, messages.deskMoney.statementImportFailed));
    }
  };

  const fresh = preview?.counts.new ?? 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (importing.isMutating) return;
        if (next) start();
        setOpen(next);
      }}
      size="xl"
      title="Nhập sao kê ngân hàng"
      description="Tệp CSV tải từ ngân hàng điện tử của chi nhánh, dòng đầu là tiêu đề (ngày, số tiền, nội dung, mã giao dịch). Xem trước từng dòng; giao dịch đã có không bị ghi hai lần."
      trigger={
        <Button variant="outline">
          <FileUp aria-hidden="true" />
          Nhập sao kê
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={importing.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button disabled={!preview || fresh === 0 || busy} pending={importing.isMutating} pendingLabel="Đang ghi..." onClick={() => void record()}>
            <Upload aria-hidden="true" />
            {`Ghi ${fresh} giao dịch`}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="grid min-w-0 gap-4 sm:grid-cols-2">
          <FormField label="Chi nhánh nhận tiền" required>
            <Select
              options={branchOptions}
              value={branch}
              disabled={busy}
              onChange={(event) => {
                const next = event.target.value as BranchId | '';
                setBranch(next);
                void look(next, file);
              }}
            />
          </FormField>
          <FormField label="Tệp sao kê (.csv)" hint="Tối đa 1 MB.">
            {(control) => (
              // The browser's own file button speaks the browser's language: the input stays for keyboards and screen readers, the visible button is ours.
              <div className="flex min-w-0 flex-wrap items-center gap-3">
                <input {...control} type="file" accept=".csv,text/csv" disabled={busy} onChange={(event) => void choose(event)} className="peer sr-only" />
                <label
                  htmlFor={control.id}
                  aria-hidden="true"
                  className="inline-flex h-control-md cursor-pointer items-center gap-2 rounded-control border border-line-strong bg-surface px-4 text-sm font-semibold text-ink hover:border-navy-500 hover:bg-navy-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
                >
                  <FileUp aria-hidden="true" className="size-5" />
                  Chọn tệp
                </label>
                <span className="min-w-0 text-sm break-all text-ink-muted">{file?.fileName ?? 'Chưa chọn tệp'}</span>
              </div>
            )}
          </FormField>
        </div>
        {previewing.isMutating ? (
          <p role="status" className="text-ink-muted">
            Đang đọc tệp...
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="flex gap-2 rounded-card bg-danger-soft p-3 font-semibold text-danger-ink">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {problem}
          </p>
        ) : null}
        {preview ? (
          <>
            <p role="status" className="font-semibold text-ink">
              {fresh === 0
                ? messages.deskMoney.statementNothingNew
                : `${fresh} giao dịch mới (${preview.counts.matched} tự khớp phiếu), ${preview.counts.duplicate} đã có, ${preview.counts.outgoing} tiền ra, ${preview.counts.invalid} dòng lỗi.`}
            </p>
            <DataTable
              caption={`Xem trước ${file?.fileName ?? ''}`}
              hideCaption
              stackOnPhone
              columns={columns}
              rows={preview.rows}
              getRowKey={(row) => row.row}
              totalLabel={(count) => `${count} dòng`}
            />
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
