import { ArrowDownLeft, ArrowUpRight, Banknote, HandCoins, PiggyBank, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatDay, formatPrice } from '../../../contract/format';
import { JOB_PAYMENT_KIND_LABELS, type JobPayment, type JobPaymentKind } from '../../../contract/job-money';
import { messages } from '../../../contract/messages';
import { PAYMENT_METHOD_LABELS } from '../../../contract/repair-quotes';
import type { RepairDetail } from '../../../contract/repairs';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';
import { AddPaymentDialog } from './add-payment-dialog';
import { CreditHandoverDialog } from './credit-handover-dialog';

export type MoneyPanelRepair = Pick<RepairDetail, '_id' | 'code' | 'version' | 'step' | 'closedAt' | 'vehicle' | 'money' | 'payment'>;

export interface MoneyPanelProps {
  repair: MoneyPanelRepair;
  /** Only a master may let a job go on credit. */
  isMaster: boolean;
}

const kindTone: Record<JobPaymentKind, 'blue' | 'green' | 'red'> = {
  deposit: 'blue',
  payment: 'green',
  refund: 'red',
};

function Figure({ label, amount, strong = false, tone }: { label: string; amount: number; strong?: boolean; tone?: 'danger' | 'success' }) {
  return (
    <div className="min-w-0 rounded-control bg-surface-muted p-3 ring-1 ring-line">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className={cn('font-semibold break-words tabular-nums', strong && 'text-lg', tone === 'danger' ? 'text-danger-ink' : tone === 'success' ? 'text-success-ink' : 'text-ink')}>
        {formatPrice(amount)}
      </dd>
    </div>
  );
}

function PaymentRow({ payment }: { payment: JobPayment }) {
  const out = payment.kind === 'refund';
  // A transfer matched by itself has nobody who took it: the bank did.
  const who = payment.recordedBy?.fullName ?? (payment.transferId ? 'Tự khớp chuyển khoản' : 'Không rõ');
  return (
    <li className="flex min-w-0 flex-wrap items-start justify-between gap-x-3 gap-y-1 rounded-control p-3 text-sm ring-1 ring-line">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={kindTone[payment.kind]} size="sm">
            {JOB_PAYMENT_KIND_LABELS[payment.kind]}
          </Badge>
          <span className="text-ink">{PAYMENT_METHOD_LABELS[payment.method]}</span>
        </p>
        {payment.note ? <p className="break-words text-ink">{payment.note}</p> : null}
        <p className="text-ink-muted">
          {who} · {formatDateTime(payment.paidAt)}
        </p>
      </div>
      <p className={cn('flex items-center gap-1 font-semibold whitespace-nowrap tabular-nums', out ? 'text-danger-ink' : 'text-success-ink')}>
        {out ? <ArrowUpRight aria-hidden="true" className="size-4" /> : <ArrowDownLeft aria-hidden="true" className="size-4" />}
        <span>
          <span className="sr-only">{out ? 'Chi ra ' : 'Thu vào '}</span>
          {out ? '−' : '+'}
          {formatPrice(payment.amount)}
        </span>
      </p>
    </li>
  );
}

/**
 * 'Thanh toán' on the job's page: what the approved lines come to, what was taken (deposits,
 * payments, refunds), what is still owed or held for the customer, the credit it left on, and
 * the desk's ways to take or give back money.
 */
export function MoneyPanel({ repair, isMaster }: MoneyPanelProps) {
  // The job as it was when the dialog opened: its version goes with the sum (two desks at once cannot both be right).
  const [adding, setAdding] = useState<{
    kind: JobPaymentKind;
    job: MoneyPanelRepair;
  } | null>(null);
  const [crediting, setCrediting] = useState<MoneyPanelRepair | null>(null);
  const { money } = repair;
  const open = repair.closedAt === null;
  const titleId = `money-panel-${repair._id}`;
  const canDeposit = open;
  // A closed job on credit still takes money: the customer paying off the receivable.
  const canPay = money.balance > 0 && (open || money.credit !== null);
  const canRefund = money.paid > 0;
  const canCredit = isMaster && open && repair.step === 'handover' && money.balance > 0;
  const payments = [...money.payments].sort((a, b) => b.paidAt.localeCompare(a.paidAt));

  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="text-lg font-bold text-navy-900">
            Thanh toán
          </h2>
          {money.credit ? (
            <Badge tone="orange" size="sm">
              Ghi nợ
            </Badge>
          ) : !open && money.balance === 0 && money.total > 0 ? (
            <Badge tone="green" size="sm">
              Đã thu đủ
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {canDeposit ? (
            <Button variant="outline" size="sm" onClick={() => setAdding({ kind: 'deposit', job: repair })}>
              <PiggyBank aria-hidden="true" />
              Thu cọc
            </Button>
          ) : null}
          {canPay ? (
            <Button variant="outline" size="sm" onClick={() => setAdding({ kind: 'payment', job: repair })}>
              <Banknote aria-hidden="true" />
              Thu tiền
            </Button>
          ) : null}
          {canRefund ? (
            <Button variant="outline" size="sm" onClick={() => setAdding({ kind: 'refund', job: repair })}>
              <Undo2 aria-hidden="true" />
              Hoàn tiền
            </Button>
          ) : null}
          {canCredit ? (
            <Button variant="outline" size="sm" onClick={() => setCrediting(repair)}>
              <HandCoins aria-hidden="true" />
              Giao xe ghi nợ
            </Button>
          ) : null}
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Tổng cần trả" amount={money.total} />
        <Figure label="Đã thu" amount={money.paid} />
        <Figure label="Tiền cọc đang giữ" amount={money.deposits} />
        {money.balance < 0 ? (
          <Figure label="Gara giữ thừa" amount={-money.balance} strong tone="danger" />
        ) : (
          <Figure label="Còn phải trả" amount={money.balance} strong tone={money.balance === 0 ? 'success' : undefined} />
        )}
      </dl>

      {money.balance < 0 && money.payments.length > 0 ? (
        <p role="status" className="rounded-control bg-danger-soft p-3 text-sm font-semibold text-danger-ink ring-1 ring-danger-line">
          Gara đang giữ thừa tiền của khách: hoàn lại phần thừa bằng nút Hoàn tiền.
        </p>
      ) : null}

      {money.credit ? (
        <div aria-label="Công nợ" role="group" className="rounded-control bg-warning-soft p-3 text-sm ring-1 ring-warning-line">
          <p className="font-semibold text-ink">
            Ghi nợ cho {money.credit.creditAccount.name}: <span className="tabular-nums">{formatPrice(money.credit.amount)}</span>
          </p>
          <p className="text-ink">Hạn trả: {formatDay(money.credit.dueOn)}</p>
          <p className="text-ink-muted">
            {money.credit.grantedBy?.fullName ?? 'Không rõ'} cho ghi nợ lúc {formatDateTime(money.credit.grantedAt)}
          </p>
        </div>
      ) : null}

      {payments.length === 0 ? (
        <p className="text-sm text-ink-muted">{messages.deskMoney.noPayments}</p>
      ) : (
        <ul aria-label="Các khoản tiền của phiếu" className="space-y-2">
          {payments.map((payment) => (
            <PaymentRow key={payment._id} payment={payment} />
          ))}
        </ul>
      )}

      {repair.payment ? (
        <p className="text-sm text-ink-muted">
          Hóa đơn số{' '}
          <Link to={`/manager/repairs/${repair._id}/invoice`} className={cn('rounded-tight font-semibold text-brand-700 tabular-nums hover:underline', focusRing)}>
            {repair.payment.invoiceNumber}
          </Link>
        </p>
      ) : null}

      {adding ? <AddPaymentDialog repair={adding.job} kind={adding.kind} open onOpenChange={(next) => !next && setAdding(null)} /> : null}
      {crediting ? <CreditHandoverDialog repair={crediting} open onOpenChange={(next) => !next && setCrediting(null)} /> : null}
    </section>
  );
}
