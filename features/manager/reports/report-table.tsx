import type { ReactNode } from 'react';
import { REPORT_TOTAL_LABEL } from '../../../contract/reports';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';
import { useOverflowing } from '../../../ui/use-overflowing';

export interface ReportTableRow {
  key: string;
  /** The row's name (a month, a step, a service): its header cell. */
  label: ReactNode;
  cells: readonly ReactNode[];
}

export interface ReportTableProps {
  caption: string;
  /** The header of the label column, then one per cell. */
  headers: readonly [string, ...string[]];
  rows: readonly ReportTableRow[];
  /** The figure's totals, under the rows; cells as in a row. */
  total?: readonly ReactNode[];
}

/**
 * A figure's table: numbers right-aligned, the total row last. It scrolls sideways inside its
 * own box on a phone (a focusable region then, so the keyboard scrolls it too), never the page.
 */
export function ReportTable({ caption, headers, rows, total }: ReportTableProps) {
  const [scrollRef, scrolls] = useOverflowing<HTMLDivElement>();
  const [labelHeader, ...cellHeaders] = headers;
  return (
    <div
      ref={scrollRef}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? `Bảng: ${caption}` : undefined}
      tabIndex={scrolls ? 0 : undefined}
      className={cn('max-w-full min-w-0 overflow-x-auto rounded-card ring-1 ring-line/70', focusRing)}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line bg-navy-50">
            <th scope="col" className="px-3 py-2 text-left font-semibold whitespace-nowrap text-navy-900">
              {labelHeader}
            </th>
            {cellHeaders.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap text-navy-900">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line last:border-b-0">
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-ink">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={cellHeaders[index] ?? index} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr className="border-t-2 border-line bg-surface-muted font-semibold text-navy-900">
              <th scope="row" className="px-3 py-2 text-left whitespace-nowrap">
                {REPORT_TOTAL_LABEL}
              </th>
              {total.map((cell, index) => (
                <td key={cellHeaders[index] ?? index} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
