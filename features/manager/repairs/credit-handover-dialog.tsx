import { HandCoins } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { refusalText } from '../../../contract/client';
import { formatDay, formatPrice, garageToday } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { CREDIT_ACCOUNT_KIND_LABELS, handOverOnCreditBodySchema, MONEY_NOTE_MAX, type CreditAccount } from '../../../contract/payments';
import { displayPlate } from '../../../contract/repair-steps';
import type { RepairDetail } from '../../../contract/repairs';
import { useCreditAccounts } from '../../../entities/credit-account/get-credit-accounts';
import { useHandOverOnCredit } from '../../../entities/repair/hand-over-on-credit';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';

type CreditedJob = Pick<RepairDetail, '_id' | 'version' | 'vehicle' | 'money'>;

export interface CreditHandoverDialogProps {
  /** The job as the master saw it when the dialog opened: its version goes with the handover. */
  repair: CreditedJob;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Today's date comes from here (stories fix it). */
  clock?: () => Date;
}

const systemClock = () => new Date();

/** 'YYYY-MM-DD' plus whole days, as a calendar counts them. */
function dayAfter(isoDay: string, days: number): string {
  const at = new Date(`${isoDay}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

function AccountChoice({ account, amount, checked, onChange }: { account: CreditAccount; amount: number; checked: boolean; onChange: () => void }) {
  const room = account.limit - account.owed;
  const over = amount > room;
  return (
    <li>
      <label
        className={cn(
          'flex min-w-0 cursor-pointer items-start gap-3 rounded-control p-3 text-sm ring-1 ring-line hover:ring-brand-600',
          'has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
          'has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-surface-muted has-[:disabled]:text-ink-muted',
        )}
      >
        <input type="radio" name="credit-account" className="mt-1 size-4 shrink-0 accent-brand-600" checked={checked} disabled={!account.active} onChange={onChange} />
        <span className="min-w-0 space-y-0.5">
          <span className="block font-semibold break-words text-ink">
            {account.name} <span className="font-normal text-ink-muted">· {CREDIT_ACCOUNT_KIND_LABELS[account.kind]}</span>
          </span>
          <span className="block tabular-nums">
            Đang nợ {formatPrice(account.owed)} / hạn mức {formatPrice(account.limit)}
          </span>
          <span className="block">{account.active ? `Trả trong ${account.days} ngày` : format(messages.money.creditInactive, { name: account.name })}</span>
          {account.active && over ? <span className="block font-semibold text-warning-ink">Phiếu này vượt hạn mức còn lại ({formatPrice(Math.max(room, 0))}).</span> : null}
        </span>
      </label>
    </li>
  );
}

/**
 * 'Giao xe ghi nợ' (master): the job closes with its balance left as the chosen customer's or
 * company's receivable, due after the days they are allowed. The server has the last word on
 * the limit (409 in its words).
 */
export function CreditHandoverDialog({ repair, open, onOpenChange, clock = systemClock }: CreditHandoverDialogProps) {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const accounts = useCreditAccounts(q);
  const credit = useHandOverOnCredit();
  const [chosen, setChosen] = useState<CreditAccount | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const plate = displayPlate(repair.vehicle.plate);
  const amount = repair.money.balance;
  const dueOn = chosen ? dayAfter(garageToday(clock()), chosen.days) : null;

  const submit = async () => {
    const parsed = handOverOnCreditBodySchema.safeParse({
      creditAccountId: chosen?._id,
      version: repair.version,
      note,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? messages.money.creditAccountRequired);
    setProblem(null);
    try {
      const result = await credit.trigger({
        id: repair._id,
        body: parsed.data,
      });
      const granted = result.money.credit;
      toast.success(
        format(messages.money.creditSaved, {
          plate,
          amount: formatPrice(granted?.amount ?? amount),
          dueOn: formatDay(granted?.dueOn ?? dueOn ?? ''),
        }),
      );
      onOpenChange(false);
    } catch (error) {
      toast.error(refusalText(error, messages.deskMoney.creditFailed));
    }
  };

  const list = accounts.data ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !credit.isMutating && onOpenChange(next)}
      size="md"
      title={`Giao xe ghi nợ ${plate}`}
      description={`Phiếu đóng lại, ${formatPrice(amount)} còn phải trả thành công nợ của khách hàng hoặc công ty được chọn.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={credit.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button onClick={() => void submit()} pending={credit.isMutating} pendingLabel="Đang ghi nợ...">
            <HandCoins aria-hidden="true" />
            Giao xe ghi nợ
          </Button>
        </>
      }
    >
      <div className="grid min-w-0 gap-4">
        <FormField label="Tìm khách hàng hoặc công ty" hint="Tên, số điện thoại hoặc mã số thuế.">
          <Input type="search" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />
        </FormField>
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-ink">Ghi nợ cho</legend>
          {accounts.error && !accounts.data ? (
            <LoadError error={accounts.error} message={messages.deskMoney.creditAccountsLoadFailed} onRetry={() => void accounts.mutate()} />
          ) : !accounts.data ? (
            <Skeleton className="block h-24" />
          ) : list.length === 0 ? (
            <p className="text-sm text-ink-muted">{q ? messages.deskMoney.creditAccountsNoResults : messages.deskMoney.creditAccountsEmpty}</p>
          ) : (
            <ul className="max-h-72 space-y-2 overflow-y-auto p-1">
              {list.map((account) => (
                <AccountChoice key={account._id} account={account} amount={amount} checked={chosen?._id === account._id} onChange={() => setChosen(account)} />
              ))}
            </ul>
          )}
        </fieldset>
        {chosen && dueOn ? (
          <p role="status" className="rounded-control bg-surface-muted p-3 text-sm ring-1 ring-line">
            Ghi nợ <span className="font-semibold tabular-nums">{formatPrice(amount)}</span> cho <span className="font-semibold">{chosen.name}</span>, hạn trả{' '}
            <span className="font-semibold">{formatDay(dueOn)}</span>.
          </p>
        ) : null}
        <FormField label="Ghi chú" hint="Không bắt buộc.">
          <Textarea minRows={2} maxRows={4} maxLength={MONEY_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
        </FormField>
        {problem ? (
          <p role="alert" className="text-sm font-semibold text-danger-ink">
            {problem}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
