import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { cn } from './cn';

export interface TooltipProps {
  /** What shows beside the trigger. */
  content: ReactNode;
  /** One focusable element that passes its props and ref through (a button, a tabIndex span). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds a pointer rests before it opens; keyboard focus opens it at once. */
  delayDuration?: number;
  className?: string;
}

/**
 * Radix tooltip: opens on hover and on keyboard focus, closes on Escape, and is drawn in a
 * portal, so a scrolling table or a card with hidden overflow never cuts it off. The text
 * also describes the trigger for screen readers while open. Touch has no hover: never put
 * anything only here that a phone user needs.
 */
export function Tooltip({ content, children, side = 'top', delayDuration = 300, className }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-72 rounded-control bg-navy-900 px-3 py-2 text-xs leading-relaxed font-normal whitespace-normal text-white shadow-overlay',
              'motion-safe:data-[state=delayed-open]:animate-fade-in motion-safe:data-[state=instant-open]:animate-fade-in',
              className,
            )}
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
