import { CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { branchScope, monthText, shiftMonth } from '../../../contract/reports';
import { FormField } from '../../../ui/form-field';
import { Select } from '../../../ui/select';

/** How far back the month lists go: five years. */
const MONTHS_OFFERED = 60;

const branchOptions = [{ value: '', label: branchScope(null) }, ...CITY_BRANCHES.map((branch) => ({ value: branch.id, label: branch.name }))];

/** This month and the ones before it, newest first; a month the address names is kept even if older. */
function monthOptions(thisMonth: string, chosen: readonly string[]) {
  const months = Array.from({ length: MONTHS_OFFERED }, (_, index) => shiftMonth(thisMonth, -index));
  for (const month of chosen) if (!months.includes(month)) months.push(month);
  return months.sort((a, b) => b.localeCompare(a)).map((month) => ({ value: month, label: `Tháng ${monthText(month)}` }));
}

export interface ReportFilterValues {
  from: string;
  to: string;
  branch?: BranchId;
}

export interface ReportFiltersProps {
  value: ReportFilterValues;
  /** 'YYYY-MM' of today in the garage. */
  thisMonth: string;
  onChange: (value: ReportFilterValues) => void;
  /** The contract's words for a period it refuses, shown under 'Đến tháng'. */
  problem?: string;
}

/** The period (from and to, whole months) and the branch; every change asks the server at once. */
export function ReportFilters({ value, thisMonth, onChange, problem }: ReportFiltersProps) {
  const options = monthOptions(thisMonth, [value.from, value.to]);
  return (
    <form aria-label="Lọc báo cáo" onSubmit={(event) => event.preventDefault()} className="grid gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:grid-cols-3">
      <FormField label="Từ tháng">
        <Select value={value.from} onChange={(event) => onChange({ ...value, from: event.target.value })} options={options} />
      </FormField>
      <FormField label="Đến tháng" error={problem}>
        <Select value={value.to} onChange={(event) => onChange({ ...value, to: event.target.value })} options={options} />
      </FormField>
      <FormField label="Chi nhánh">
        <Select value={value.branch ?? ''} onChange={(event) => onChange({ ...value, branch: (event.target.value || undefined) as BranchId | undefined })} options={branchOptions} />
      </FormField>
    </form>
  );
}
