import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';

export interface ChatNoticeProps {
  children: ReactNode;
  tone?: 'neutral' | 'warning';
}

/** A line the chat adds between messages (staff connected, the chat ended): centred, not anyone's words. */
export function ChatNotice({ children, tone = 'neutral' }: ChatNoticeProps) {
  return (
    <li className="flex justify-center">
      <p
        className={cn(
          'rounded-pill px-3 py-1 text-center text-xs font-semibold',
          tone === 'warning' ? 'bg-warning-soft text-warning-ink ring-1 ring-warning-line' : 'bg-navy-50 text-navy-700',
        )}
      >
        {children}
      </p>
    </li>
  );
}
