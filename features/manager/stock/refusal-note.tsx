import type { ReactNode } from 'react';
import { cn } from '../../../ui/cn';

/** What the server refused, in its words, under the form or dialog that sent it. */
export function RefusalNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={cn('rounded-control bg-danger-soft p-3 text-sm font-semibold text-danger-ink', className)}>
      {children}
    </p>
  );
}
