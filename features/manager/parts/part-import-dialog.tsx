import { CircleAlert, CircleCheck, FileUp, Upload } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { PART_IMPORT_MAX_BYTES, PART_SHEET_COLUMNS, type PartImportResult } from '../../../contract/parts';
import { useImportParts } from '../../../entities/part/import-parts';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { useToast } from '../../../ui/toast';

type ImportRow = PartImportResult['rows'][number];

interface ChosenFile {
  fileName: string;
  file: string;
}

/** The file's bytes in base64, as the API takes them. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const columns: DataTableColumn<ImportRow>[] = [
  { key: 'row', header: 'Dòng', align: 'right', cell: (row) => row.row },
  { key: 'sku', header: 'Mã', cell: (row) => <span className="font-mono whitespace-nowrap">{row.sku || '—'}</span> },
  { key: 'name', header: 'Tên phụ tùng', cell: (row) => row.name || '—' },
  { key: 'action', header: 'Khi ghi', className: 'whitespace-nowrap', cell: (row) => (row.action === 'create' ? 'Thêm mới' : 'Cập nhật') },
  {
    key: 'errors',
    header: 'Kiểm tra',
    cell: (row) =>
      row.errors.length ? (
        <ul className="space-y-1 text-left text-danger-ink">
          {row.errors.map((error) => (
            <li key={error} className="flex gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{error}</span>
            </li>
          ))}
        </ul>
      ) : (
        <span className="inline-flex items-center gap-1.5 text-success-ink">
          <CircleCheck aria-hidden="true" className="size-4" />
          Hợp lệ
        </span>
      ),
  },
];

/**
 * 'Nhập từ Excel': a sheet is previewed row by row with each row's errors in the form's own
 * words before anything is written; it is written only when every row is right, all at once.
 */
export function PartImportDialog() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [pickedName, setPickedName] = useState<string>();
  const [preview, setPreview] = useState<PartImportResult | null>(null);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const { trigger } = useImportParts();

  const start = () => {
    setFile(null);
    setPickedName(undefined);
    setPreview(null);
    setProblem(undefined);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // The same file can be picked again after it is fixed and saved.
    event.target.value = '';
    start();
    if (!picked) return;
    setPickedName(picked.name);
    if (!/\.(xlsx|csv)$/i.test(picked.name)) return setProblem(messages.partsManager.importTypeInvalid);
    if (picked.size > PART_IMPORT_MAX_BYTES) return setProblem(messages.parts.importTooLarge);
    setBusy('preview');
    try {
      const chosen = { fileName: picked.name, file: await readBase64(picked) };
      setFile(chosen);
      setPreview(await trigger({ ...chosen, apply: false }));
    } catch (error) {
      setFile(null);
      setProblem(error instanceof DOMException ? messages.partsManager.importReadFailed : refusalText(error, messages.partsManager.importPreviewFailed));
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!file) return;
    setBusy('apply');
    setProblem(undefined);
    try {
      const result = await trigger({ ...file, apply: true });
      toast.success(format(messages.partsManager.importApplied, { created: result.created, updated: result.updated }));
      setOpen(false);
    } catch (error) {
      setProblem(refusalText(error, messages.partsManager.importFailed));
    } finally {
      setBusy(null);
    }
  };

  const failing = preview?.rows.filter((row) => row.errors.length > 0).length ?? 0;
  const canApply = preview !== null && failing === 0 && busy === null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy === 'apply') return;
        if (next) start();
        setOpen(next);
      }}
      size="xl"
      title="Nhập phụ tùng từ tệp Excel"
      description="Tệp .xlsx hoặc .csv, dòng đầu là tiêu đề như tệp tải về. Mã đã có thì cập nhật, mã mới thì thêm. Xem trước từng dòng trước; chỉ ghi khi mọi dòng đều hợp lệ."
      trigger={
        <Button variant="outline">
          <FileUp aria-hidden="true" />
          Nhập từ Excel
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy === 'apply'}>
              Hủy
            </Button>
          </DialogClose>
          <Button disabled={!canApply} pending={busy === 'apply'} onClick={() => void apply()}>
            <Upload aria-hidden="true" />
            {preview ? `Ghi ${preview.rows.length} dòng` : 'Ghi vào danh sách'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <FormField label="Tệp phụ tùng (.xlsx hoặc .csv)" hint={`Các cột: ${Object.values(PART_SHEET_COLUMNS).join(', ')}. Tối đa 2 MB.`}>
          {(control) => (
            // The browser's own file button speaks the browser's language: the input stays for keyboards and screen readers, the visible button is ours.
            <div className="flex min-w-0 flex-wrap items-center gap-3">
              <input
                {...control}
                type="file"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                disabled={busy !== null}
                onChange={(event) => void choose(event)}
                className="peer sr-only"
              />
              <label
                htmlFor={control.id}
                aria-hidden="true"
                className="inline-flex h-control-md cursor-pointer items-center gap-2 rounded-control border border-line-strong bg-surface px-4 text-sm font-semibold text-ink hover:border-navy-500 hover:bg-navy-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
              >
                <FileUp aria-hidden="true" className="size-5" />
                Chọn tệp
              </label>
              <span className="min-w-0 text-sm break-all text-ink-muted">{pickedName ?? 'Chưa chọn tệp'}</span>
            </div>
          )}
        </FormField>
        {busy === 'preview' ? (
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
            <p role="status" className={failing ? 'font-semibold text-danger-ink' : 'font-semibold text-success-ink'}>
              {failing
                ? format(messages.parts.importHasErrors, { n: failing })
                : `Tất cả ${preview.rows.length} dòng hợp lệ: ${preview.created} thêm mới, ${preview.updated} cập nhật.`}
            </p>
            <DataTable
              caption={`Xem trước ${file?.fileName ?? ''}`}
              hideCaption
              stackOnPhone
              columns={columns}
              // The rows to fix first, then the file's order.
              rows={[...preview.rows].sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.row - b.row)}
              getRowKey={(row) => row.row}
              totalLabel={(count) => `${count} dòng`}
            />
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
