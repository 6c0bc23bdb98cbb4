import { MessageCircle, Phone } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { telHref } from './tel-href';

export interface FloatingActionsProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Link to a messaging app conversation; opens in a new tab. */
  messageHref?: string;
  messageLabel?: string;
  /** The app's logo, when a brand icon should replace the speech bubble. */
  messageIcon?: ReactNode;
  /** Phone number as written for people; the link dials it. */
  phone?: string;
  phoneLabel?: string;
  side?: 'left' | 'right';
}

const actionClass = cn(
  'group flex size-fab items-center justify-center rounded-pill text-white shadow-raised transition-transform motion-safe:hover:scale-105',
  focusRing,
);

/** Fixed contact shortcuts in a bottom corner: message us, call us. */
export function FloatingActions({
  messageHref,
  messageLabel = 'Nhắn tin cho chúng tôi',
  messageIcon,
  phone,
  phoneLabel,
  side = 'left',
  className,
  ...props
}: FloatingActionsProps) {
  if (!messageHref && !phone) return null;
  return (
    <div className={cn('fixed bottom-5 z-40 flex flex-col gap-3', side === 'left' ? 'left-5' : 'right-5', className)} {...props}>
      {messageHref ? (
        <a href={messageHref} target="_blank" rel="noopener noreferrer" aria-label={messageLabel} title={messageLabel} className={cn(actionClass, 'bg-info')}>
          {messageIcon ?? <MessageCircle aria-hidden="true" className="size-7" />}
        </a>
      ) : null}
      {phone ? (
        // The pulsing ring is a disc behind the button (ring-pulse in the theme), outside the
        // link so the link's hover zoom does not lift it.
        <span className="relative flex">
          <span aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-pill bg-brand-500 opacity-0 motion-safe:animate-ring-pulse" />
          <a
            href={telHref(phone)}
            aria-label={phoneLabel ?? `Gọi ${phone}`}
            title={phoneLabel ?? `Gọi ${phone}`}
            className={cn(actionClass, 'relative bg-brand-600')}
          >
            <Phone aria-hidden="true" className="size-6" />
          </a>
        </span>
      ) : null}
    </div>
  );
}
