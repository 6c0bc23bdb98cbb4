import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** The button's words: what it copies. */
  label: string;
  copiedLabel: string;
  /** Said when the browser refuses the clipboard (an old browser, a page not served over HTTPS). */
  failedLabel: string;
  className?: string;
}

/** A small button that copies one value, and says so where the focus is. */
export function CopyButton({ value, label, copiedLabel, failedLabel, className }: CopyButtonProps) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <span className={className}>
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()} onBlur={() => setCopied(null)}>
        {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied === 'yes' ? copiedLabel : label}
      </Button>
      <span role="status" className={copied === 'no' ? 'mt-1 block text-sm font-semibold text-warning-ink' : 'sr-only'}>
        {copied === 'yes' ? copiedLabel : copied === 'no' ? failedLabel : ''}
      </span>
    </span>
  );
}
