import { RotateCcw, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../contract/messages';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { groupTypedWholeNumber, readWholeNumber } from '../../../contract/typed-number-rules';
import { FormattedInput } from '../../../ui/formatted-input';
import { Input } from '../../../ui/input';

export interface ProductSearchValues {
  q?: string;
  minPrice?: number;
  maxPrice?: number;
}

export interface ProductSearchProps {
  onSearch: (values: ProductSearchValues) => void;
}

function priceOf(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return readWholeNumber(trimmed) ?? 'invalid';
}

/** Text in the name, category or description, plus an optional price range. */
export function ProductSearch({ onSearch }: ProductSearchProps) {
  const [q, setQ] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = priceOf(min);
    const maxPrice = priceOf(max);
    if (minPrice === 'invalid' || maxPrice === 'invalid') return setError(messages.products.priceInvalid);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) return setError(messages.lists.priceRangeInvalid);
    setError(undefined);
    onSearch({ q: q.trim() || undefined, minPrice, maxPrice });
  };

  const clear = () => {
    setQ('');
    setMin('');
    setMax('');
    setError(undefined);
    onSearch({});
  };

  return (
    <form role="search" aria-label="Tìm dịch vụ" noValidate onSubmit={submit} className="grid gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
      <FormField label="Tên, danh mục hoặc mô tả">
        <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Ví dụ: thay dầu" />
      </FormField>
      <FormField label="Giá từ (đồng)" error={error}>
        <FormattedInput inputMode="numeric" format={groupTypedWholeNumber} value={min} onChange={(event) => setMin(event.target.value)} />
      </FormField>
      <FormField label="Giá đến (đồng)">
        <FormattedInput inputMode="numeric" format={groupTypedWholeNumber} value={max} onChange={(event) => setMax(event.target.value)} />
      </FormField>
      <div className="flex gap-2">
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
