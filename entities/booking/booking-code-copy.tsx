import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';

export interface BookingCodeCopyProps {
  code: string;
  /** `lg` after booking, where the code is the thing to keep; `md` where it is one fact among others. */
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * A booking's reference, large enough to read out on the phone, with a button that copies it.
 * Where the clipboard is refused (an old browser, a page not served over HTTPS) the code is
 * selected instead, so a long press or Ctrl+C still takes it.
 */
export function BookingCodeCopy({ code, size = 'lg', className }: BookingCodeCopyProps) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const codeRef = useRef<HTMLSpanElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      const node = codeRef.current;
      const selection = node ? window.getSelection() : null;
      if (node && selection) selection.selectAllChildren(node);
      setCopied('no');
    }
  };

  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}>
      <p className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold text-ink-muted">{messages.bookingCard.codeLabel}</span>
        <span
          ref={codeRef}
          data-booking-code
          className={cn('font-mono font-bold tracking-[0.18em] text-navy-900 select-all', size === 'lg' ? 'text-3xl' : 'text-xl')}
        >
          {code}
        </span>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()} onBlur={() => setCopied(null)}>
        {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied === 'yes' ? messages.bookingCard.codeCopied : messages.bookingCard.copyCode}
      </Button>
      {/* Read out once it is done, wherever the focus is. */}
      <p role="status" className={copied === 'no' ? 'w-full text-sm font-semibold text-warning-ink' : 'sr-only'}>
        {copied === 'yes' ? messages.bookingCard.codeCopied : copied === 'no' ? messages.bookingCard.copyFailed : ''}
      </p>
    </div>
  );
}
