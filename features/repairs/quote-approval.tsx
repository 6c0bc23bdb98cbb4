import { CheckCheck, FileSignature, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { refusalText } from '../../contract/client';
import { formatDateTime, formatPrice } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { approvedTotals, QUOTE_LINE_KIND_LABELS } from '../../contract/quote-rules';
import type { Quote } from '../../contract/repair-quotes';
import type { RepairDetail } from '../../contract/repairs';
import { useAnswerQuote } from '../../entities/repair/answer-quote';
import { QuoteLineList, warrantyText } from '../../entities/repair/quote-line-list';
import { QuoteTotalsList } from '../../entities/repair/quote-totals-list';
import { Button } from '../../ui/button';
import { ChoiceChip } from '../../ui/choice-chip';
import { cn } from '../../ui/cn';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { useToast } from '../../ui/toast';
import { quoteWaitsForCustomer, urgentLines } from './quote-waiting';

export interface QuoteApprovalProps {
  repair: Pick<RepairDetail, '_id' | 'step' | 'closedAt' | 'fullName' | 'quote' | 'inspection'>;
  /**
   * How a customer without an account answers: the tracking page's reference and phone, or the
   * one-tap link's token. Signed in: none.
   */
  lookup?: QuoteAnswerKey | undefined;
  headingLevel?: 3 | 4;
  className?: string;
}

/** What proves the answer is the customer's when they are not signed in. */
export type QuoteAnswerKey = { code: string; phone: string } | { token: string };

type Choices = Record<string, boolean | undefined>;

/** The lines the customer is asked about, each to approve or decline, the sum of what they approve as they choose, and their name to sign. */
function AnswerForm({ repair, quote, lookup }: { repair: QuoteApprovalProps['repair']; quote: Quote; lookup: QuoteApprovalProps['lookup'] }) {
  const toast = useToast();
  const answer = useAnswerQuote();
  const ids = useId();
  const [choices, setChoices] = useState<Choices>({});
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pointLabels = new Map(repair.inspection?.points.map((point) => [point.id, point.label]));
  const unanswered = quote.lines.filter((line) => choices[line._id] === undefined);
  // What the choice costs, as the invoice will bill it: each approved line less its share of the discount.
  const totals = approvedTotals(
    quote.lines.map((line) => ({ ...line, approved: choices[line._id] === true })),
    quote.totals.discount,
    quote.vatRate,
  );
  const nameMissing = name.trim() === '';

  const submit = async () => {
    setTried(true);
    if (unanswered.length > 0 || nameMissing) return;
    setRefusal(null);
    try {
      const saved = await answer.trigger({
        id: repair._id,
        body: { version: quote.version, signedName: name.trim(), lines: quote.lines.map((line) => ({ lineId: line._id, approved: choices[line._id]! })), ...lookup },
      });
      // A part the stock could not cover waits on its own line; the rest of the answer is kept.
      const waiting = saved.lines.filter((line) => line.stockLeft !== null).length;
      if (waiting > 0) toast.info(format(messages.quotes.answerSavedWaiting, { n: waiting }));
      else toast.success(messages.quotes.answerSaved);
    } catch (error) {
      setRefusal(refusalText(error, messages.quotes.answerFailed));
    }
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-muted">Chọn đồng ý hoặc từ chối từng hạng mục; gara chỉ làm những gì bạn đồng ý.</p>
        <Button type="button" variant="outline" size="sm" onClick={() => setChoices(Object.fromEntries(quote.lines.map((line) => [line._id, true])))}>
          <CheckCheck aria-hidden="true" />
          Đồng ý tất cả
        </Button>
      </div>
      <ol className="space-y-3">
        {quote.lines.map((line, index) => {
          const warranty = warrantyText(line);
          const point = line.inspectionPointId ? pointLabels.get(line.inspectionPointId) : undefined;
          const missing = tried && choices[line._id] === undefined;
          const labelId = `${ids}-line-${index}`;
          return (
            <li key={line._id} className={cn('space-y-3 rounded-control p-3 ring-1', missing ? 'ring-danger' : 'ring-line')}>
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
                <div className="min-w-0 flex-1 basis-48 space-y-1">
                  <p id={labelId} className="font-semibold break-words text-ink">
                    {line.description}
                  </p>
                  <p className="text-ink-muted">
                    {QUOTE_LINE_KIND_LABELS[line.kind]} · {line.quantity.toLocaleString('vi-VN')}
                    {line.kind === 'labour' ? ' giờ' : ''} x {formatPrice(line.unitPrice)}
                  </p>
                  {warranty ? <p className="text-ink-muted">Bảo hành {warranty}</p> : null}
                  {point ? <p className="text-ink-muted">Theo kết quả kiểm tra: {point}</p> : null}
                </div>
                <p className="shrink-0 font-bold text-ink tabular-nums">{formatPrice(line.lineTotal)}</p>
              </div>
              <div role="radiogroup" aria-labelledby={labelId} aria-invalid={missing || undefined} className="grid grid-cols-2 gap-2">
                <ChoiceChip name={`${ids}-${line._id}`} checked={choices[line._id] === true} invalid={missing} onChange={() => setChoices({ ...choices, [line._id]: true })}>
                  Đồng ý
                </ChoiceChip>
                <ChoiceChip name={`${ids}-${line._id}`} checked={choices[line._id] === false} invalid={missing} onChange={() => setChoices({ ...choices, [line._id]: false })}>
                  Từ chối
                </ChoiceChip>
              </div>
            </li>
          );
        })}
      </ol>
      <QuoteTotalsList totals={totals} vatRate={quote.vatRate} label="Tổng các mục bạn đồng ý" />
      <FormField
        label="Họ tên đầy đủ để xác nhận"
        required
        hint={`Như chữ ký của bạn trên báo giá (phiếu ghi tên ${repair.fullName}).`}
        error={tried && nameMissing ? messages.quotes.signedNameRequired : undefined}
      >
        <Input autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      {tried && unanswered.length > 0 ? (
        <p role="alert" className="text-sm font-semibold text-danger-ink">
          {messages.quotes.lineAnswerRequired}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-control bg-danger-soft p-3 text-sm font-semibold text-danger-ink ring-1 ring-danger-line">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" fullWidth pending={answer.isMutating} pendingLabel="Đang gửi...">
        <FileSignature aria-hidden="true" />
        Xác nhận báo giá ({formatPrice(totals.total)})
      </Button>
    </form>
  );
}

/**
 * The quote on the customer's job page ('Xe của tôi', or the tracking page with the reference and
 * phone): while it waits for them, every line to approve or decline and their name to sign; once
 * answered, what they approved, when and as whom. A quote changed since asks again.
 */
export function QuoteApproval({ repair, lookup, headingLevel = 3, className }: QuoteApprovalProps) {
  const { quote } = repair;
  if (!quote) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const titleId = `quote-approval-${repair._id}`;
  const waitingForThem = quoteWaitsForCustomer(repair);
  const urgent = waitingForThem ? urgentLines(repair) : [];
  return (
    <section aria-labelledby={titleId} className={cn('min-w-0 space-y-3 rounded-card bg-surface p-4 ring-1', waitingForThem ? 'ring-brand-300' : 'ring-line', className)}>
      <Heading id={titleId} className="text-lg font-bold text-navy-900">
        {waitingForThem ? 'Báo giá chờ bạn xác nhận' : 'Báo giá sửa chữa'}
      </Heading>
      {waitingForThem ? (
        // Before the lines: what it costs and what cannot wait, for a customer reading on a phone.
        <div className="space-y-2">
          {/* The mail's own words for the same total. */}
          <p className="text-xl font-bold text-navy-900 tabular-nums">{format(messages.quotes.mailTotal, { total: formatPrice(quote.totals.total) })}</p>
          {urgent.length > 0 ? (
            <div className="rounded-control bg-danger-soft p-3 text-sm text-danger-ink ring-1 ring-danger-line">
              <p className="flex items-center gap-2 font-semibold">
                <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                {messages.quotes.urgentAdvice}
              </p>
              <ul aria-label={messages.quotes.urgentAdvice} className="mt-1 list-disc space-y-0.5 pl-6">
                {urgent.map((line) => (
                  <li key={line._id} className="break-words">
                    {line.description} ({formatPrice(line.lineTotal)})
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {quote.answer ? (
        <>
          <QuoteLineList lines={quote.lines} pointLabels={new Map(repair.inspection?.points.map((point) => [point.id, point.label]))} label="Các hạng mục báo giá" />
          {quote.approvedTotals ? <QuoteTotalsList totals={quote.approvedTotals} vatRate={quote.vatRate} label="Tổng các mục đồng ý" /> : null}
          <p className="text-sm text-ink-muted">{format(messages.quotes.answeredBy, { name: quote.answer.signedName, time: formatDateTime(quote.answer.answeredAt) })}</p>
        </>
      ) : waitingForThem ? (
        <AnswerForm key={quote.version} repair={repair} quote={quote} lookup={lookup} />
      ) : (
        <QuoteLineList lines={quote.lines} label="Các hạng mục báo giá" />
      )}
    </section>
  );
}
