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
  /** Short words shown under each icon below 768 px, where the buttons are a bar a thumb reads at a glance. */
  messageCaption?: string;
  phoneCaption?: string;
  side?: 'left' | 'right';
}

const actionClass = cn(
  'group flex size-fab items-center justify-center rounded-pill text-white shadow-raised transition-transform motion-safe:hover:scale-105',
  focusRing,
);

/**
 * Below 768 px a captioned shortcut is a bar item: its icon over its caption, no disc (the
 * caption would not fit under a 56 px disc in the bar's 64 px). From 768 px it is the disc alone.
 */
export const captionedOnPhone =
  'max-md:h-auto max-md:w-auto max-md:min-w-16 max-md:flex-col max-md:gap-0.5 max-md:rounded-control max-md:bg-transparent max-md:px-2 max-md:py-1 max-md:shadow-none max-md:[&_svg]:size-6';

/** A shortcut's words under its icon, on phones only (the accessible name is the full label). */
export function PhoneCaption({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="text-xs leading-none font-semibold text-ink md:hidden">
      {children}
    </span>
  );
}

/** Fixed contact shortcuts in a bottom corner: message us, call us. */
export function FloatingActions({
  messageHref,
  messageLabel = 'Nhắn tin cho chúng tôi',
  messageIcon,
  phone,
  phoneLabel,
  messageCaption,
  phoneCaption,
  side = 'left',
  className,
  ...props
}: FloatingActionsProps) {
  if (!messageHref && !phone) return null;
  return (
    <div className={cn('fixed bottom-5 z-40 flex flex-col gap-3', side === 'left' ? 'left-5' : 'right-5', className)} {...props}>
      {messageHref ? (
        <a
          href={messageHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={messageLabel}
          title={messageLabel}
          className={cn(actionClass, 'bg-info', messageCaption && [captionedOnPhone, 'max-md:text-info'])}
        >
          {messageIcon ?? <MessageCircle aria-hidden="true" className="size-7" />}
          {messageCaption ? <PhoneCaption>{messageCaption}</PhoneCaption> : null}
        </a>
      ) : null}
      {phone ? (
        // The pulsing ring is a disc behind the button (ring-pulse in the theme), outside the
        // link so the link's hover zoom does not lift it.
        <span className="relative flex">
          <span
            aria-hidden="true"
            className={cn('pointer-events-none absolute inset-0 rounded-pill bg-brand-500 opacity-0 motion-safe:animate-ring-pulse', phoneCaption && 'max-md:hidden')}
          />
          <a
            href={telHref(phone)}
            aria-label={phoneLabel ?? `Gọi ${phone}`}
            title={phoneLabel ?? `Gọi ${phone}`}
            className={cn(actionClass, 'relative bg-brand-600', phoneCaption && [captionedOnPhone, 'max-md:text-brand-600'])}
          >
            <Phone aria-hidden="true" className="size-6" />
            {phoneCaption ? <PhoneCaption>{phoneCaption}</PhoneCaption> : null}
          </a>
        </span>
      ) : null}
    </div>
  );
}
