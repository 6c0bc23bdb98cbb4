import { AGEING_BUCKET_LABELS, AGEING_BUCKETS, type AgeingBucket, type CreditAccount } from '../../../contract/payments';
import { CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import type { ReceivablesFilters } from '../../../entities/receivable/get-receivables';
import { FormField } from '../../../ui/form-field';
import { Select } from '../../../ui/select';

export interface ReceivableFiltersProps {
  value: ReceivablesFilters;
  accounts: readonly Pick<CreditAccount, '_id' | 'name'>[];
  onChange: (next: ReceivablesFilters) => void;
}

/** Branch, ageing bucket and credit account; an empty choice means all. */
export function ReceivableFilters({ value, accounts, onChange }: ReceivableFiltersProps) {
  return (
    <div role="group" aria-label="Lọc công nợ" className="grid gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:grid-cols-3">
      <FormField label="Chi nhánh">
        <Select
          value={value.branch ?? ''}
          onChange={(event) => onChange({ ...value, branch: (event.target.value || undefined) as BranchId | undefined })}
          options={[{ value: '', label: 'Cả hai chi nhánh' }, ...CITY_BRANCHES.map((branch) => ({ value: branch.id, label: branch.name }))]}
        />
      </FormField>
      <FormField label="Tuổi nợ">
        <Select
          value={value.bucket ?? ''}
          onChange={(event) => onChange({ ...value, bucket: (event.target.value || undefined) as AgeingBucket | undefined })}
          options={[{ value: '', label: 'Mọi tuổi nợ' }, ...AGEING_BUCKETS.map((bucket) => ({ value: bucket, label: AGEING_BUCKET_LABELS[bucket] }))]}
        />
      </FormField>
      <FormField label="Khách được ghi nợ">
        <Select
          value={value.creditAccountId ?? ''}
          onChange={(event) => onChange({ ...value, creditAccountId: event.target.value || undefined })}
          options={[
            { value: '', label: 'Tất cả khách' },
            // An account in the address that the list has not brought (yet) still shows as chosen.
            ...(value.creditAccountId && !accounts.some((account) => account._id === value.creditAccountId) ? [{ value: value.creditAccountId, label: 'Khách đang chọn' }] : []),
            ...accounts.map((account) => ({ value: account._id, label: account.name })),
          ]}
        />
      </FormField>
    </div>
  );
}
