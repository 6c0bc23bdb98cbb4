import { groupThousands } from '../../../contract/format';
import {
  INVOICE_LABELS,
  invoiceDateText,
  invoiceMoney,
  invoiceNumberText,
  quantityText,
  vatLabel,
  warrantyText,
  type Invoice,
} from '../../../contract/invoices';
import { displayPlate } from '../../../contract/repair-steps';
import { PAYMENT_METHOD_LABELS } from '../../../contract/repair-quotes';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';
import { useOverflowing } from '../../../ui/use-overflowing';

export type InvoicePaper = 'a4' | 'a5';

export interface InvoiceSheetProps {
  invoice: Invoice;
  /** The paper it is laid out for: A5 is the same sheet in smaller type and margins. */
  paper?: InvoicePaper;
  className?: string;
}

const NUMBER_CELL = 'text-right tabular-nums whitespace-nowrap';

/**
 * The invoice itself, as it prints: the garage with its tax code, the customer, the car and its
 * km, the approved lines with their warranty, the totals, the amount in words and the payment.
 * Drawn from the server's Invoice alone, the same the PDF is drawn from (server/lib/invoice-pdf.ts).
 */
export function InvoiceSheet({ invoice, paper = 'a4', className }: InvoiceSheetProps) {
  const { garage, customer, vehicle, totals, payment } = invoice;
  const number = invoice.invoiceNumber;
  const title = number === null ? INVOICE_LABELS.previewTitle : INVOICE_LABELS.title;
  const a5 = paper === 'a5';
  // On a phone the table scrolls in its own box, which the keyboard must reach.
  const [scrollRef, scrolls] = useOverflowing<HTMLDivElement>();
  return (
    <article
      aria-label={title}
      data-paper={paper}
      className={cn(
        'mx-auto w-full bg-surface text-ink shadow-card ring-1 ring-line print:max-w-none print:p-0 print:shadow-none print:ring-0',
        a5 ? 'max-w-[148mm] p-4 text-[11px] leading-snug sm:p-6' : 'max-w-[210mm] p-5 text-sm sm:p-10',
        className,
      )}
    >
      <header className="space-y-0.5 border-b border-line-strong pb-3">
        <p className={cn('font-bold text-navy-900 uppercase', a5 ? 'text-xs' : 'text-base')}>{garage.legalName}</p>
        <p>{garage.name}</p>
        <p>
          {INVOICE_LABELS.taxCode}: <span className="tabular-nums">{garage.taxCode}</span>
        </p>
        <p className="text-ink-muted">
          {garage.branchName}: {garage.address}
        </p>
        <p className="text-ink-muted">
          {INVOICE_LABELS.phone}: <span className="tabular-nums">{garage.phone}</span>
        </p>
      </header>

      <div className={cn('space-y-0.5 text-center', a5 ? 'py-3' : 'py-5')}>
        <h1 className={cn('font-bold text-navy-900 uppercase', a5 ? 'text-base' : 'text-2xl')}>{title}</h1>
        <p className="text-ink-muted">{invoiceDateText(invoice.issuedAt)}</p>
        <p>
          {number === null ? null : (
            <>
              {INVOICE_LABELS.number}: <span className="font-semibold tabular-nums">{invoiceNumberText(number)}</span>
              <span aria-hidden="true"> · </span>
            </>
          )}
          {INVOICE_LABELS.repairCode}: <span className="font-mono font-semibold">{invoice.code}</span>
        </p>
        {number === null ? <p className="text-ink-muted italic">{INVOICE_LABELS.previewNote}</p> : null}
      </div>

      <dl className={cn('grid gap-x-6 gap-y-0.5', a5 ? 'grid-cols-1' : 'sm:grid-cols-2')}>
        {(
          [
            [INVOICE_LABELS.customer, customer.fullName],
            [INVOICE_LABELS.phone, customer.phone],
            [INVOICE_LABELS.plate, displayPlate(vehicle.plate)],
            [INVOICE_LABELS.model, [vehicle.model, vehicle.year].filter(Boolean).join(' · ') || '—'],
            [INVOICE_LABELS.odometer, `${groupThousands(vehicle.odometerKm)} km`],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-1">
            <dt className="shrink-0">{label}:</dt>
            <dd className="min-w-0 font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>

      <div
        ref={scrollRef}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? INVOICE_LABELS.lines : undefined}
        tabIndex={scrolls ? 0 : undefined}
        className={cn('overflow-x-auto rounded-tight print:overflow-visible', focusRing, a5 ? 'mt-3' : 'mt-5')}
      >
        <table className="w-full min-w-[30rem] border-collapse print:min-w-0">
          <caption className="sr-only">{INVOICE_LABELS.lines}</caption>
          <thead>
            <tr className="border-y border-ink text-left align-bottom">
              <th scope="col" className="px-1 py-1.5 text-center font-bold">
                {INVOICE_LABELS.lineNumber}
              </th>
              <th scope="col" className="px-1 py-1.5 font-bold">
                {INVOICE_LABELS.description}
              </th>
              <th scope="col" className="px-1 py-1.5 text-center font-bold">
                {INVOICE_LABELS.unit}
              </th>
              <th scope="col" className="px-1 py-1.5 text-right font-bold">
                {INVOICE_LABELS.quantity}
              </th>
              <th scope="col" className="px-1 py-1.5 text-right font-bold">
                {INVOICE_LABELS.unitPrice}
              </th>
              <th scope="col" className="px-1 py-1.5 text-right font-bold">
                {INVOICE_LABELS.lineTotal}
              </th>
              <th scope="col" className="px-1 py-1.5 font-bold">
                {INVOICE_LABELS.warranty}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={line._id} className="border-b border-line align-top break-inside-avoid">
                <td className="px-1 py-1.5 text-center tabular-nums">{index + 1}</td>
                <td className="px-1 py-1.5 break-words">{line.description}</td>
                <td className="px-1 py-1.5 text-center">{line.unit}</td>
                <td className={cn('px-1 py-1.5', NUMBER_CELL)}>{quantityText(line.quantity)}</td>
                <td className={cn('px-1 py-1.5', NUMBER_CELL)}>{groupThousands(line.unitPrice)}</td>
                <td className={cn('px-1 py-1.5', NUMBER_CELL)}>{groupThousands(line.lineTotal)}</td>
                <td className="px-1 py-1.5">{warrantyText(line)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl aria-label={INVOICE_LABELS.total} className={cn('ml-auto grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 break-inside-avoid', a5 ? 'mt-3 max-w-full' : 'mt-5 max-w-sm')}>
        <dt>{INVOICE_LABELS.subtotal}</dt>
        <dd className={NUMBER_CELL}>{invoiceMoney(totals.subtotal)}</dd>
        {totals.discount > 0 ? (
          <>
            <dt>{INVOICE_LABELS.discount}</dt>
            <dd className={NUMBER_CELL}>−{invoiceMoney(totals.discount)}</dd>
          </>
        ) : null}
        <dt>{vatLabel(invoice.vatRate)}</dt>
        <dd className={NUMBER_CELL}>{invoiceMoney(totals.vat)}</dd>
        <dt className={cn('font-bold text-navy-900', a5 ? 'text-xs' : 'text-base')}>{INVOICE_LABELS.total}</dt>
        <dd className={cn(NUMBER_CELL, 'font-bold text-navy-900', a5 ? 'text-xs' : 'text-base')}>
          {invoiceMoney(totals.total)}
        </dd>
      </dl>

      <div className={cn('space-y-1 break-inside-avoid', a5 ? 'mt-3' : 'mt-5')}>
        <p className="font-semibold">
          {INVOICE_LABELS.inWords}: <span>{invoice.amountInWords}.</span>
        </p>
        <p>
          {INVOICE_LABELS.paymentMethod}: <span className="font-semibold">{payment ? PAYMENT_METHOD_LABELS[payment.method] : INVOICE_LABELS.unpaid}</span>
          {payment?.cashier ? (
            <>
              <span aria-hidden="true"> · </span>
              {INVOICE_LABELS.cashier}: <span className="font-semibold">{payment.cashier}</span>
            </>
          ) : null}
        </p>
      </div>

      <div className={cn('grid grid-cols-2 gap-4 text-center break-inside-avoid', a5 ? 'mt-4' : 'mt-8')}>
        {[INVOICE_LABELS.customerSigns, INVOICE_LABELS.issuerSigns].map((label, index) => (
          <div key={label} className={cn('flex flex-col', a5 ? 'min-h-20' : 'min-h-32')}>
            <p className="font-bold">{label}</p>
            <p className="text-ink-muted italic">{INVOICE_LABELS.signHint}</p>
            {index === 1 && payment?.cashier ? <p className="mt-auto">{payment.cashier}</p> : null}
          </div>
        ))}
      </div>
      <p className={cn('text-center text-ink-muted', a5 ? 'mt-3' : 'mt-6')}>{INVOICE_LABELS.thanks}</p>
    </article>
  );
}
