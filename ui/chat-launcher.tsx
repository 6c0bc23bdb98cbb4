import { MessageCircleMore, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { captionedOnPhone, PhoneCaption } from './floating-actions';
import { focusRing } from './focus-ring';

export interface ChatLauncherProps extends Omit<ComponentProps<'button'>, 'children'> {
  label?: string;
  /** Whether the chat panel it opens is showing; switches icon and name. */
  open?: boolean;
  closeLabel?: string;
  /** Messages not yet read; no badge at 0. */
  unreadCount?: number;
  /** Receives the badge text ('3', '99+'), which must be part of the name. */
  unreadLabel?: (shown: string) => string;
  /** A round picture of the assistant instead of the speech-bubble icon. */
  avatarSrc?: string;
  /** Short words under the icon below 768 px, where it sits in the bar of shortcuts (see FloatingActions). */
  caption?: string;
}

/** The round floating button at the bottom right that opens a chat panel. */
export function ChatLauncher({
  label = 'Mở khung chat',
  open = false,
  closeLabel = 'Đóng khung chat',
  unreadCount = 0,
  unreadLabel = (count) => `${count} tin nhắn chưa đọc`,
  avatarSrc,
  caption,
  className,
  ...props
}: ChatLauncherProps) {
  const unread = !open && unreadCount > 0;
  const shown = unreadCount > 99 ? '99+' : String(unreadCount);
  const name = open ? closeLabel : unread ? `${label}, ${unreadLabel(shown)}` : label;
  return (
    <button
      type="button"
      aria-label={name}
      aria-expanded={open}
      className={cn(
        'fixed right-5 bottom-5 z-40 flex size-fab cursor-pointer items-center justify-center rounded-pill bg-brand-600 text-white shadow-fab transition-[transform,background-color] hover:bg-brand-700 motion-safe:hover:scale-105',
        focusRing,
        caption && [captionedOnPhone, 'max-md:text-brand-600 max-md:hover:bg-brand-50'],
        className,
      )}
      {...props}
    >
      {open ? (
        <X aria-hidden="true" className="size-7" />
      ) : avatarSrc ? (
        <img src={avatarSrc} alt="" className="size-full rounded-pill object-cover ring-2 ring-white" />
      ) : (
        <MessageCircleMore aria-hidden="true" className="size-7" />
      )}
      {caption ? <PhoneCaption>{caption}</PhoneCaption> : null}
      {unread ? (
        <span aria-hidden="true" className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-pill bg-danger px-1.5 text-xs font-bold text-white ring-2 ring-white">
          {shown}
        </span>
      ) : null}
    </button>
  );
}
