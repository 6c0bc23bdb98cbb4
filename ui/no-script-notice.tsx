import type { ReactNode } from 'react';
import { cn } from './cn';

export interface NoScriptNoticeProps {
  children: ReactNode;
  className?: string;
}

/**
 * A line only a browser with JavaScript off shows (a form that cannot be sent without it says so
 * and what to do instead). React writes it into the server's HTML and never draws it again.
 */
export function NoScriptNotice({ children, className }: NoScriptNoticeProps) {
  return (
    <noscript>
      <p role="note" className={cn('rounded-control bg-warning-soft px-3 py-2 text-sm font-semibold text-warning-ink ring-1 ring-warning-line', className)}>
        {children}
      </p>
    </noscript>
  );
}
