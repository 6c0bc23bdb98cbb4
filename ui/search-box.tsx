import { Search, X } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type FormEvent, type KeyboardEvent } from 'react';
import { cn } from './cn';
import { controlVariants, type ControlSize } from './control-styles';
import { focusRing } from './focus-ring';
import { normalizeSearch } from './search-text';

export interface SearchBoxProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** Called with the trimmed text; never called for blank text. */
  onSearch: (text: string) => void;
  defaultValue?: string;
  placeholder?: string;
  /** Accessible name of the field and of the submit button. */
  label?: string;
  size?: ControlSize;
  /** Empty the box after a search, as a header search does once it has navigated. */
  clearOnSubmit?: boolean;
  /** Start as a single icon button that opens the field when clicked. */
  collapsible?: boolean;
  defaultExpanded?: boolean;
  expandLabel?: string;
  collapseLabel?: string;
}

export function SearchBox({
  onSearch,
  defaultValue = '',
  placeholder = 'Tìm kiếm...',
  label = 'Tìm kiếm',
  size = 'md',
  clearOnSubmit = false,
  collapsible = false,
  defaultExpanded = false,
  expandLabel = 'Mở ô tìm kiếm',
  collapseLabel = 'Đóng ô tìm kiếm',
  className,
  onBlur,
  ...props
}: SearchBoxProps) {
  const [text, setText] = useState(defaultValue);
  const [expanded, setExpanded] = useState(!collapsible || defaultExpanded);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = normalizeSearch(text);
    if (query === null) {
      // Nothing to search for: keep the user where they can type.
      setText('');
      inputRef.current?.focus();
      return;
    }
    onSearch(query);
    if (clearOnSubmit) setText('');
  };

  const collapse = () => {
    setExpanded(false);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    if (text) {
      setText('');
    } else if (collapsible) {
      collapse();
      // The toggle mounts again in place of the field; give it focus once it exists.
      requestAnimationFrame(() => toggleRef.current?.focus());
    }
  };

  // Props and ref go to the <form role="search"> in both states; folded, it holds only the toggle.
  const formProps = { role: 'search', 'aria-label': label, noValidate: true, ...props, onSubmit: submit };

  if (!expanded) {
    return (
      <form {...formProps} onBlur={onBlur} className={cn('inline-flex shrink-0', className)}>
        <button
          ref={toggleRef}
          type="button"
          aria-label={expandLabel}
          // The field it opens is not in the page yet, which ARIA allows while collapsed.
          aria-expanded={false}
          aria-controls={inputId}
          onClick={() => {
            setExpanded(true);
            requestAnimationFrame(() => inputRef.current?.focus());
          }}
          className={cn(
            'inline-flex size-control-md shrink-0 cursor-pointer items-center justify-center rounded-pill text-current hover:bg-navy-500/15',
            focusRing,
          )}
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </form>
    );
  }

  return (
    <form
      {...formProps}
      onBlur={(event) => {
        onBlur?.(event);
        // Leaving the whole box while it is empty folds it again.
        if (collapsible && !text && !event.currentTarget.contains(event.relatedTarget as Node | null)) collapse();
      }}
      className={cn('relative flex w-full items-center', collapsible && 'motion-safe:animate-rise-in', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className={cn(controlVariants({ size }), 'pr-12 [&::-webkit-search-cancel-button]:hidden', collapsible && 'pr-20')}
      />
      <div className="absolute inset-y-1 right-1 flex items-stretch gap-0.5">
        {collapsible ? (
          <button
            type="button"
            aria-label={collapseLabel}
            // The counterpart of the toggle: it folds the field away again.
            aria-expanded
            aria-controls={inputId}
            onClick={() => {
              collapse();
              requestAnimationFrame(() => toggleRef.current?.focus());
            }}
            className={cn('flex aspect-square h-full cursor-pointer items-center justify-center rounded-control text-ink-muted hover:bg-navy-50 hover:text-ink', focusRing)}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        <button
          type="submit"
          aria-label={label}
          className={cn(
            'flex aspect-square h-full cursor-pointer items-center justify-center rounded-inset bg-brand-600 text-white hover:bg-brand-700',
            focusRing,
          )}
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </div>
    </form>
  );
}
