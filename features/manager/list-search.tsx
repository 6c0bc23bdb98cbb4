import { RotateCcw, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { messages } from '../../contract/messages';
import { LIST_SEARCH_MAX } from '../../contract/paging';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';

export interface ListSearchProps {
  /** Names the search landmark: 'Tìm tin tức'. */
  formLabel: string;
  /** The field's visible label: 'Tiêu đề hoặc nội dung'. */
  label: string;
  placeholder?: string;
  /** The trimmed text, or undefined when the search is reset. */
  onSearch: (q: string | undefined) => void;
}

/**
 * One text searched on the server. The text is trimmed and must not be blank
 * ('Tìm kiếm không được để trống.'); 'Đặt lại' shows the whole list again.
 */
export function ListSearch({ formLabel, label, placeholder, onSearch }: ListSearchProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) {
      setText('');
      setError(messages.validation.searchEmpty);
      return;
    }
    setError(undefined);
    onSearch(q);
  };

  const clear = () => {
    setText('');
    setError(undefined);
    onSearch(undefined);
  };

  return (
    <form
      role="search"
      aria-label={formLabel}
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <FormField label={label} error={error}>
        <Input
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={LIST_SEARCH_MAX}
          value={text}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
        />
      </FormField>
      <div className="flex flex-wrap gap-2 sm:mt-7">
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
