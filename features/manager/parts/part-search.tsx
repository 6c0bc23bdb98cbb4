import { RotateCcw, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { LIST_SEARCH_MAX } from '../../../contract/paging';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';

export interface PartFilters {
  q?: string;
  branch?: BranchId;
  lowStock?: boolean;
  archived?: boolean;
}

export interface PartSearchProps {
  /** The filters the list shows now (from the address), which the fields start from. */
  initial: PartFilters;
  onSearch: (filters: PartFilters) => void;
}

const ALL = '';

/** Name, brand or SKU; a branch; only what is running low; the archived parts instead of those in use. */
export function PartSearch({ initial, onSearch }: PartSearchProps) {
  const [q, setQ] = useState(initial.q ?? '');
  const [branch, setBranch] = useState<string>(initial.branch ?? ALL);
  const [lowStock, setLowStock] = useState(Boolean(initial.lowStock));
  const [archived, setArchived] = useState(Boolean(initial.archived));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: q.trim() || undefined, branch: (branch || undefined) as BranchId | undefined, lowStock: lowStock || undefined, archived: archived || undefined });
  };

  const clear = () => {
    setQ('');
    setBranch(ALL);
    setLowStock(false);
    setArchived(false);
    onSearch({});
  };

  return (
    <form
      role="search"
      aria-label="Tìm phụ tùng"
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-end"
    >
      <FormField label="Tên, hãng hoặc mã phụ tùng">
        <Input type="search" enterKeyHint="search" autoComplete="off" maxLength={LIST_SEARCH_MAX} value={q} onChange={(event) => setQ(event.target.value)} placeholder="Ví dụ: má phanh, BD-01" />
      </FormField>
      <FormField label="Chi nhánh">
        <Select value={branch} onChange={(event) => setBranch(event.target.value)} options={[{ value: ALL, label: 'Cả hai chi nhánh' }, ...CITY_BRANCHES.map((item) => ({ value: item.id, label: item.shortName }))]} />
      </FormField>
      <div className="flex flex-wrap gap-x-6 gap-y-3 md:col-span-2">
        <FormField label="Chỉ phụ tùng sắp hết hàng" layout="inline">
          <Checkbox checked={lowStock} onCheckedChange={(checked) => setLowStock(checked === true)} />
        </FormField>
        <FormField label="Phụ tùng đã ngừng sử dụng" layout="inline">
          <Checkbox checked={archived} onCheckedChange={(checked) => setArchived(checked === true)} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <Button type="submit">
          <Search aria-hidden="true" />
          Tìm kiếm
        </Button>
        <Button type="button" variant="outline" onClick={clear}>
          <RotateCcw aria-hidden="true" />
          Đặt lại
        </Button>
      </div>
    </form>
  );
}
