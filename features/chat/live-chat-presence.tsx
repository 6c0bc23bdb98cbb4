import { CircleAlert, Clock } from 'lucide-react';
import { formatDateTime } from '../../contract/format';
import { WEEK_HOURS } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { cn } from '../../ui/cn';
import { weekHoursText, type StaffPresence } from './live-chat-logic';

export interface LiveChatPresenceProps {
  presence: StaffPresence;
  /** While closed: when the garage opens next (an instant), and today's holiday or day off. */
  opensAt?: string | null;
  closedReason?: string | null;
}

const hours = weekHoursText(WEEK_HOURS);

/**
 * Above the conversation: whether staff are online now, the garage's hours, and, when nobody
 * can answer at once, that the answer will come by e-mail. A live region, so a change is read out.
 */
export function LiveChatPresence({ presence, opensAt = null, closedReason = null }: LiveChatPresenceProps) {
  const [opensTime, opensDay] = opensAt ? formatDateTime(opensAt).split(' ') : [];
  const headline =
    presence === 'online'
      ? messages.chat.staffOnline
      : presence === 'offline'
        ? messages.chat.staffOffline
        : presence === 'closed'
          ? closedReason
            ? format(messages.chat.closedToday, { reason: closedReason })
            : format(messages.chat.outsideHours, { hours })
          : presence === 'failed'
            ? messages.chat.statusLoadFailed
            : null;
  return (
    <div
      role="status"
      data-presence={presence}
      className={cn(
        'shrink-0 space-y-0.5 border-b px-4 py-2 text-xs leading-5',
        presence === 'online' ? 'border-success-line bg-success-soft text-success-ink' : 'border-line bg-surface-muted text-ink-muted',
      )}
    >
      {headline ? (
        <p className={cn('flex items-start gap-2 font-semibold', presence !== 'online' && 'text-ink')}>
          {presence === 'closed' ? (
            <Clock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          ) : presence === 'failed' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-warning-ink" />
          ) : (
            <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-pill', presence === 'online' ? 'bg-success' : 'bg-ink-subtle')} />
          )}
          {headline}
        </p>
      ) : null}
      {presence === 'offline' || presence === 'failed' ? <p>{messages.chat.replyByMail}</p> : null}
      {presence === 'closed' && opensTime && opensDay ? <p>{format(messages.chat.opensAgain, { time: opensTime, day: opensDay })}</p> : null}
      {presence === 'closed' && closedReason ? <p>{messages.chat.leaveMessageByMail}</p> : null}
      {/* Outside hours the headline already gives them. */}
      {presence !== 'closed' ? <p>{format(messages.chat.hoursLine, { hours })}</p> : null}
    </div>
  );
}
