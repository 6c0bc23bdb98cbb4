/**
 * Stories only: a job's money answered from the workshop's server in memory
 * (repair-story-kit.ts `workshop`) as the real server would: the balance after each sum, a
 * payment over the balance or a refund over what was paid refused, a stale version refused,
 * the job closed when the handover's balance reaches zero, and the credit accounts with their
 * limits. Never imported by a screen.
 */
import { HttpResponse, http } from 'msw';
import { fn } from 'storybook/test';
import { formatPrice, formatDay } from '../../../contract/format';
import { IDEMPOTENCY_HEADER } from '../../../contract/idempotency';
import type { JobMoney, JobPayment, JobPaymentKind } from '../../../contract/job-money';
import { format, messages } from '../../../contract/messages';
import { addRepairPayment, handOverOnCredit, listCreditAccounts, paymentResultSchema, type CreditAccount } from '../../../contract/payments';
import type { PaymentMethod } from '../../../contract/repair-quotes';
import { REPAIR_STEP_LABELS } from '../../../contract/repair-steps';
import type { RepairDetail } from '../../../contract/repairs';
import { getPaymentRequest } from '../../../contract/payment-request';
import { demoPaymentRequest } from '../../../mocks/data/bank-accounts';
import { mockOk } from '../../../mocks/endpoint-handlers';
import { objectIdAt } from '../../../mocks/data/ids';
import { demoWorkshopStaff, movedOn, repairDemoNow } from '../../../mocks/repair-data';
import { workshop } from './repair-story-kit';

export const moneyCalls = { payments: fn(), keys: fn(), credits: fn() };

export function resetMoneyCalls() {
  for (const call of Object.values(moneyCalls)) call.mockClear();
}

let sequence = 0x9100;
const MINUTE = 60_000;

/** One sum taken `minutesAgo` before the story's clock, by Hồng unless said. */
export function jobPayment(kind: JobPaymentKind, amount: number, method: PaymentMethod, minutesAgo: number, extra: Partial<JobPayment> = {}): JobPayment {
  const at = new Date(repairDemoNow.getTime() - minutesAgo * MINUTE);
  sequence += 1;
  return { _id: objectIdAt(at, sequence), kind, amount, method, note: '', recordedBy: { ...demoWorkshopStaff[1] }, transferId: null, paidAt: at.toISOString(), ...extra };
}

/** The money of a job whose approved lines come to `total`, after these sums, as the server adds it up. */
export function moneyOf(total: number, payments: JobPayment[], open = true, credit: JobMoney['credit'] = null): JobMoney {
  const paid = payments.reduce((sum, payment) => sum + (payment.kind === 'refund' ? -payment.amount : payment.amount), 0);
  const deposits = open
    ? Math.max(
        0,
        payments.filter((payment) => payment.kind === 'deposit').reduce((sum, payment) => sum + payment.amount, 0),
      )
    : 0;
  // A closed job on credit owes the receivable, not the balance the desk sees as zero.
  return { total, paid, deposits, balance: total - paid, payments, credit };
}

/** The demo customers and companies allowed credit: a fleet with room, a company at its limit, one stopped. */
export const demoCreditAccounts: CreditAccount[] = [
  {
    _id: objectIdAt(new Date(Date.UTC(2025, 5, 1)), 0x9a01),
    kind: 'company',
    name: 'Công ty TNHH Vận tải Phương Nam',
    phone: '02838123456',
    email: 'ketoan@phuongnam.vn',
    taxCode: '0312345678',
    limit: 50_000_000,
    days: 30,
    active: true,
    owed: 12_500_000,
    createdAt: '2025-06-01T02:00:00.000Z',
  },
  {
    _id: objectIdAt(new Date(Date.UTC(2025, 7, 1)), 0x9a02),
    kind: 'company',
    name: 'Công ty CP Du lịch Sài Gòn Xanh',
    phone: '02839876543',
    email: '',
    taxCode: '0309876543',
    limit: 10_000_000,
    days: 15,
    active: true,
    owed: 9_800_000,
    createdAt: '2025-08-01T02:00:00.000Z',
  },
  {
    _id: objectIdAt(new Date(Date.UTC(2025, 9, 1)), 0x9a03),
    kind: 'customer',
    name: 'Trần Quốc Việt',
    phone: '0903111222',
    email: '',
    taxCode: '',
    limit: 5_000_000,
    days: 7,
    active: false,
    owed: 0,
    createdAt: '2025-10-01T02:00:00.000Z',
  },
];

const jobIndex = (id: unknown) => workshop.jobs.findIndex((job) => job._id === id);
const refuse = (message: string) => HttpResponse.json({ message }, { status: 409 });

function closed(job: RepairDetail, note: string): RepairDetail {
  return movedOn(job, 'warranty', note, true);
}

/** 'YYYY-MM-DD' of the story's clock plus whole days. */
function dueOn(days: number): string {
  const at = new Date(repairDemoNow.getTime() + 7 * 60 * MINUTE);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The money calls of the job's page, answered from `workshop`. */
export function moneyHandlers() {
  return [
    http.post(addRepairPayment.path, async ({ request, params }) => {
      const body = (await request.json()) as { kind: JobPaymentKind; amount: number; method: PaymentMethod; note: string; version: number };
      moneyCalls.payments(body);
      moneyCalls.keys(request.headers.get(IDEMPOTENCY_HEADER));
      const index = jobIndex(params.id);
      const job = workshop.jobs[index]!;
      if (body.version !== job.version) return refuse(format(messages.repairs.stale, { step: REPAIR_STEP_LABELS[job.step] }));
      const { money } = job;
      if (body.kind === 'payment' && body.amount > money.balance) return refuse(format(messages.money.overBalance, { balance: formatPrice(money.balance) }));
      if (body.kind === 'refund' && body.amount > money.paid) return refuse(format(messages.money.refundOverPaid, { paid: formatPrice(money.paid) }));
      if (body.kind === 'deposit' && job.closedAt) return refuse(messages.money.depositClosed);
      const payment = jobPayment(body.kind, body.amount, body.method, 0, { note: body.note, recordedBy: { ...demoWorkshopStaff[0] } });
      const after = moneyOf(money.total, [...money.payments, payment], job.closedAt === null, money.credit);
      const closes = job.closedAt === null && job.step === 'handover' && after.balance === 0 && body.kind !== 'refund';
      const next = closes
        ? { ...closed(job, 'Đã thu đủ và bàn giao xe.'), payment: { invoiceNumber: 1043, method: body.method, amount: money.total, recordedBy: payment.recordedBy, paidAt: payment.paidAt } }
        : { ...job, version: job.version + 1 };
      workshop.jobs[index] = { ...next, money: { ...after, deposits: closes ? 0 : after.deposits } };
      return HttpResponse.json(paymentResultSchema.parse({ payment, money: workshop.jobs[index]!.money, version: workshop.jobs[index]!.version, closed: closes, invoiceNumber: closes ? 1043 : null }));
    }),
    // The VietQR code of a deposit's sum, a part of the balance or the whole balance, as the server builds it.
    mockOk(getPaymentRequest, (request, params) => {
      const job = workshop.jobs[jobIndex(params.id)]!;
      const url = new URL(request.url);
      const asked = url.searchParams.get('amount');
      return demoPaymentRequest(job.code, asked ? Number(asked) : job.money.balance);
    }),
    mockOk(listCreditAccounts, (request) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      return demoCreditAccounts.filter((account) => !q || account.name.toLowerCase().includes(q) || account.phone.includes(q) || account.taxCode.includes(q));
    }),
    http.post(handOverOnCredit.path, async ({ request, params }) => {
      const body = (await request.json()) as { creditAccountId: string; version: number; note: string };
      moneyCalls.credits(body);
      const index = jobIndex(params.id);
      const job = workshop.jobs[index]!;
      if (body.version !== job.version) return refuse(format(messages.repairs.stale, { step: REPAIR_STEP_LABELS[job.step] }));
      const account = demoCreditAccounts.find((item) => item._id === body.creditAccountId)!;
      const amount = job.money.balance;
      if (account.owed + amount > account.limit) return refuse(format(messages.money.creditOverLimit, { name: account.name, owed: formatPrice(account.owed), limit: formatPrice(account.limit) }));
      const credit = { creditAccount: { _id: account._id, name: account.name }, amount, dueOn: dueOn(account.days), grantedBy: { ...demoWorkshopStaff[0] }, grantedAt: repairDemoNow.toISOString() };
      const next = closed(job, format(messages.money.creditNote, { amount: formatPrice(amount), name: account.name, dueOn: formatDay(credit.dueOn) }));
      workshop.jobs[index] = { ...next, money: { ...job.money, deposits: 0, credit } };
      return HttpResponse.json(handOverOnCredit.response.parse({ money: workshop.jobs[index]!.money, version: next.version, closed: true, invoiceNumber: 1044 }));
    }),
  ];
}
