import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { messages } from '../../../contract/messages';
import { LIST_SEARCH_MAX } from '../../../contract/paging';
import { Input } from '../../../ui/input';

/** How long typing pauses before the list is asked for again: one request per word, not per letter. */
export const CHAT_SEARCH_DELAY_MS = 350;

export interface ConversationSearchProps {
  /** The search in force (from the address), which the box starts with. */
  value: string;
  /** The trimmed words, or undefined for none; called once typing pauses. */
  onSearch: (q: string | undefined) => void;
  delayMs?: number;
}

/** Searches the inbox by the customer's name or e-mail as the staff member types. */
export function ConversationSearch({ value, onSearch, delayMs = CHAT_SEARCH_DELAY_MS }: ConversationSearchProps) {
  const [text, setText] = useState(value);
  const id = useId();
  const wanted = text.trim();
  const search = useEffectEvent(() => onSearch(wanted || undefined));

  useEffect(() => {
    if (wanted === value) return;
    const timer = setTimeout(search, delayMs);
    return () => clearTimeout(timer);
  }, [wanted, value, delayMs]);

  return (
    <div role="search" aria-label={messages.chat.searchLabel} className="relative">
      <label htmlFor={id} className="sr-only">
        {messages.chat.searchLabel}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
      <Input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={LIST_SEARCH_MAX}
        value={text}
        placeholder={messages.chat.searchPlaceholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once instead of waiting for the pause.
          if (event.key === 'Enter' && wanted !== value) onSearch(wanted || undefined);
        }}
        className="pl-9"
      />
    </div>
  );
}
