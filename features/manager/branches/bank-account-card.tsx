import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BANKS, bankByBin } from '../../../contract/banks';
import { refusalText } from '../../../contract/client';
import { formatDateTime } from '../../../contract/format';
import { branchOf, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { ACCOUNT_NAME_MAX, branchBankAccountBodySchema, type BranchBankAccount, type BranchBankAccountBody } from '../../../contract/payment-request';
import { useUpdateBankAccount } from '../../../entities/branch/update-bank-account';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';

const text = messages.vietqr;
const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank.bin, label: format(text.bankOption, { name: bank.shortName, bin: bank.bin }) }));

type FormValues = z.input<typeof branchBankAccountBodySchema>;

export interface BankAccountCardProps {
  branch: BranchId;
  /** Null until a master sets one. */
  account: BranchBankAccount | null;
  /** Only a master changes it; anyone else reads it. */
  editable: boolean;
}

/**
 * 'Tài khoản nhận chuyển khoản' of one branch: the account every VietQR code of its jobs sends
 * money to. The name is stored as the bank prints it (capitals without diacritics), which is
 * what the customer's bank app shows back before they confirm.
 */
export function BankAccountCard({ branch, account, editable }: BankAccountCardProps) {
  const place = branchOf(branch)?.name ?? branch;
  const toast = useToast();
  const { trigger, isMutating } = useUpdateBankAccount();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, BranchBankAccountBody>({
    values: { bin: account?.bin ?? '', accountNumber: account?.accountNumber ?? '', accountName: account?.accountName ?? '' },
    resolver: zodResolver(branchBankAccountBodySchema),
  });

  const save = async (body: BranchBankAccountBody) => {
    try {
      await trigger({ branch, body });
      toast.success(format(text.accountSaved, { branch: place }));
    } catch (error) {
      toast.error(refusalText(error, text.accountSaveFailed));
    }
  };

  return (
    // Named apart from the capacity card of the same branch on the same page.
    <section aria-label={`${text.accountsTitle} – ${place}`} className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
      <h3 className="font-bold text-navy-900">
        {place}
      </h3>
      {account ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{text.bankLabel}</dt>
          <dd className="min-w-0 font-semibold break-words">
            {account.bankName} <span className="font-normal text-ink-muted">({bankByBin(account.bin)?.fullName ?? account.bin})</span>
          </dd>
          <dt className="text-ink-muted">{text.accountNumberLabel}</dt>
          <dd className="min-w-0 font-semibold tabular-nums break-all">{account.accountNumber}</dd>
          <dt className="text-ink-muted">{text.accountNameLabel}</dt>
          <dd className="min-w-0 font-semibold break-words">{account.accountName}</dd>
        </dl>
      ) : (
        <p className="rounded-control bg-warning-soft p-3 text-sm text-warning-ink ring-1 ring-warning-line">{text.accountNotSet}</p>
      )}
      {account?.updatedBy ? <p className="text-xs text-ink-muted">{format(text.updatedBy, { name: account.updatedBy.fullName, at: formatDateTime(account.updatedAt) })}</p> : null}
      {editable ? (
        <form noValidate aria-label={`${text.saveAccount} – ${place}`} onSubmit={handleSubmit(save)} className="flex flex-col gap-3">
          <FormField label={text.bankLabel} error={errors.bin?.message}>
            <Select placeholder={text.bankPlaceholder} options={BANK_OPTIONS} disabled={isMutating} {...register('bin')} />
          </FormField>
          <FormField label={text.accountNumberLabel} error={errors.accountNumber?.message}>
            <Input inputMode="numeric" autoComplete="off" disabled={isMutating} {...register('accountNumber')} />
          </FormField>
          <FormField label={text.accountNameLabel} hint={text.accountNameHint} error={errors.accountName?.message}>
            <Input autoComplete="off" maxLength={ACCOUNT_NAME_MAX + 20} disabled={isMutating} {...register('accountName')} />
          </FormField>
          <div>
            <Button type="submit" pending={isMutating} disabled={!isDirty}>
              <Save aria-hidden="true" />
              {text.saveAccount}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
