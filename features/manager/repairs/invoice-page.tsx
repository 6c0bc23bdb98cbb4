import { ArrowLeft, FileDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, refusalText } from '../../../contract/client';
import { INVOICE_LABELS } from '../../../contract/invoices';
import { format, messages } from '../../../contract/messages';
import { downloadInvoicePdf, useInvoice } from '../../../entities/repair/get-invoice';
import { PaymentQr } from '../../../entities/repair/payment-qr';
import { Button } from '../../../ui/button';
import { ChoiceChip } from '../../../ui/choice-chip';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { saveFile } from '../../../ui/save-file';
import { InvoiceSheet, type InvoicePaper } from './invoice-sheet';

export interface InvoicePageProps {
  repairId: string;
}

const PAPERS: ReadonlyArray<{ value: InvoicePaper; label: string }> = [
  { value: 'a4', label: 'A4' },
  { value: 'a5', label: 'A5' },
];

/** The element the print stylesheet keeps; everything else on the page is left off the paper. */
const PRINT_ROOT = 'invoice-print';

/**
 * The paper size, and what prints: only the sheet. Every element that neither holds the sheet nor
 * is in it is hidden, and those holding it lose their own box (the shell's side column, paddings),
 * so the sheet starts at the top of the first page whatever the shell around it.
 */
function printStyle(paper: InvoicePaper): string {
  return `@page { size: ${paper === 'a5' ? 'A5' : 'A4'} portrait; margin: ${paper === 'a5' ? '8mm' : '12mm'}; }
@media print {
  body *:not(:has(#${PRINT_ROOT})):not(#${PRINT_ROOT}):not(#${PRINT_ROOT} *) { display: none !important; }
  body *:has(#${PRINT_ROOT}) { display: block !important; position: static !important; inset: auto !important; margin: 0 !important; padding: 0 !important; border: 0 !important; width: auto !important; max-width: none !important; min-width: 0 !important; height: auto !important; min-height: 0 !important; overflow: visible !important; box-shadow: none !important; background: none !important; transform: none !important; }
  #${PRINT_ROOT} { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}`;
}

/**
 * `/manager/repairs/:id/invoice`: the job's invoice as it prints (a 'tạm tính' preview until the
 * payment is recorded), on A4 or A5, printed with the browser's dialog or downloaded as the
 * server's PDF, the one the handover mail carries.
 */
export function InvoicePage({ repairId }: InvoicePageProps) {
  const toast = useToast();
  const { data: invoice, error, mutate } = useInvoice(repairId);
  const [paper, setPaper] = useState<InvoicePaper>('a4');
  const [downloading, setDownloading] = useState(false);

  const backLink = (label: string) => (
    <Link
      to={`/manager/repairs/${repairId}`}
      className={cn('inline-flex items-center gap-1.5 rounded-tight text-sm font-semibold text-brand-700 hover:underline print:hidden', focusRing)}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );

  if (!invoice) {
    if (error) {
      // 404: no such job, or no answered quote yet; the server's words say which.
      const missing = error instanceof ApiError && error.status === 404;
      return (
        <section className="space-y-4">
          {backLink('Phiếu sửa chữa')}
          <LoadError message={missing ? refusalText(error, messages.invoices.loadFailed) : messages.invoices.loadFailed} onRetry={missing ? undefined : () => void mutate()} />
        </section>
      );
    }
    return (
      <div role="status" aria-label={messages.common.loading} className="space-y-4">
        <Skeleton className="block h-10 w-64" />
        <Skeleton className="mx-auto block h-[36rem] max-w-[210mm]" />
      </div>
    );
  }

  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadInvoicePdf(invoice.repairId, invoice.code);
      saveFile(file);
      toast.success(format(messages.exports.success, { file: file.fileName }));
    } catch (failure) {
      toast.error(refusalText(failure, messages.invoices.pdfFailed));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-label={invoice.invoiceNumber === null ? INVOICE_LABELS.previewTitle : INVOICE_LABELS.title} className="space-y-4">
      <style>{printStyle(paper)}</style>
      {backLink(`Phiếu ${invoice.code}`)}
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold text-ink">Khổ giấy</legend>
          <div className="flex gap-2">
            {PAPERS.map((option) => (
              <ChoiceChip key={option.value} name="invoice-paper" value={option.value} checked={paper === option.value} onChange={() => setPaper(option.value)} className="w-16">
                {option.label}
              </ChoiceChip>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" pending={downloading} pendingLabel="Đang tải..." onClick={() => void download()}>
            <FileDown aria-hidden="true" />
            Tải PDF
          </Button>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            In
          </Button>
        </div>
      </div>
      <div id={PRINT_ROOT}>
        <InvoiceSheet invoice={invoice} paper={paper} />
      </div>
      {/* Not paid yet: the customer at the desk scans what is still owed (the server says so when deposits cover it all). */}
      {invoice.payment === null ? <PaymentQr repairId={invoice.repairId} className="mx-auto max-w-[210mm] print:hidden" /> : null}
    </section>
  );
}
