import { FilePenLine, FileText, PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../contract/format';
import { QUOTE_ANSWER_VIA_LABELS } from '../../../contract/repair-quotes';
import { displayPlate, QUOTE_GATE_STEP, stepIndex } from '../../../contract/repair-steps';
import type { RepairDetail } from '../../../contract/repairs';
import { QuoteLineList } from '../../../entities/repair/quote-line-list';
import { OrderMissingPart } from './order-missing-part';
import { QuoteTotalsList } from '../../../entities/repair/quote-totals-list';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { PhoneAnswerDialog } from './phone-answer-dialog';
import { QuoteLinkButton } from './quote-link-button';
import { QuoteDialog } from './quote-dialog';

export interface QuotePanelProps {
  repair: Pick<RepairDetail, '_id' | 'branch' | 'step' | 'closedAt' | 'vehicle' | 'inspection' | 'quote' | 'quoteState'>;
}

/** Staff write the quote from 'Kiểm tra' to 'Xác nhận'; after that it is what the invoice bills. */
export function quoteEditable(repair: Pick<RepairDetail, 'step' | 'closedAt'>): boolean {
  const index = stepIndex(repair.step);
  return repair.closedAt === null && index >= stepIndex('inspection') && index <= stepIndex(QUOTE_GATE_STEP);
}

/**
 * The job's quote on its staff page: the lines with the customer's answer to each, the totals
 * (quoted, and approved once answered), who answered and how; the editor, and the phone answer
 * while the customer has not answered.
 */
export function QuotePanel({ repair }: QuotePanelProps) {
  const [editing, setEditing] = useState(false);
  const [recording, setRecording] = useState(false);
  const { quote } = repair;
  const editable = quoteEditable(repair);
  const plate = displayPlate(repair.vehicle.plate);
  const pointLabels = new Map(repair.inspection?.points.map((point) => [point.id, point.label]));
  const titleId = `quote-panel-${repair._id}`;
  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-lg font-bold text-navy-900">
          Báo giá
          {quote ? (
            repair.quoteState === 'answered' ? (
              <Badge tone="green" size="sm">
                Khách đã trả lời
              </Badge>
            ) : (
              <Badge tone="orange" size="sm">
                Chờ khách duyệt
              </Badge>
            )
          ) : null}
        </h2>
        <div className="flex flex-wrap gap-2">
          {editable && quote && repair.quoteState === 'waiting' ? (
            <>
              <QuoteLinkButton repairId={repair._id} />
              <Button variant="outline" size="sm" onClick={() => setRecording(true)}>
                <PhoneCall aria-hidden="true" />
                Khách trả lời qua điện thoại
              </Button>
            </>
          ) : null}
          {editable ? (
            <Button variant={quote ? 'outline' : 'primary'} size="sm" onClick={() => setEditing(true)}>
              {quote ? <FilePenLine aria-hidden="true" /> : <FileText aria-hidden="true" />}
              {quote ? 'Sửa báo giá' : 'Lập báo giá'}
            </Button>
          ) : null}
        </div>
      </div>
      {quote ? (
        <>
          <QuoteLineList
            lines={quote.lines}
            pointLabels={pointLabels}
            label={`Các dòng báo giá, phiên bản ${quote.version}`}
            lineAction={(line) => (line.stockLeft !== null && line.partId && repair.closedAt === null ? <OrderMissingPart repairId={repair._id} line={line} /> : null)}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <QuoteTotalsList totals={quote.totals} vatRate={quote.vatRate} label="Tổng báo giá" />
            {quote.approvedTotals ? <QuoteTotalsList totals={quote.approvedTotals} vatRate={quote.vatRate} label="Tổng khách đồng ý" /> : null}
          </div>
          {quote.answer ? (
            <p className="text-sm text-ink-muted">
              {QUOTE_ANSWER_VIA_LABELS[quote.answer.via]}: <span className="font-semibold text-ink">{quote.answer.signedName}</span>, lúc {formatDateTime(quote.answer.answeredAt)}
              {quote.answer.recordedBy ? ` (${quote.answer.recordedBy.fullName} ghi nhận)` : ''}.
            </p>
          ) : (
            <p className="text-sm text-ink-muted">Lưu lúc {formatDateTime(quote.updatedAt)}; khách xem và trả lời trong "Xe của tôi" hoặc trang Theo dõi sửa chữa.</p>
          )}
        </>
      ) : (
        <p className="text-sm text-ink-muted">{editable ? 'Chưa có báo giá. Lập báo giá sau khi kiểm tra, chẩn đoán xong.' : 'Chưa có báo giá; lập được từ bước Kiểm tra tới bước Xác nhận.'}</p>
      )}
      {editable ? <QuoteDialog repairId={repair._id} branch={repair.branch} plate={plate} quote={quote} inspection={repair.inspection} open={editing} onOpenChange={setEditing} /> : null}
      {quote && recording ? <PhoneAnswerDialog repairId={repair._id} quote={quote} open onOpenChange={setRecording} /> : null}
    </section>
  );
}
