import { CalendarDays, ChevronRight, ClipboardList, MessageCircleMore, MessagesSquare, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AlertCounts } from '../../contract/alerts';
import { messages } from '../../contract/messages';
import { useManagerAlerts } from '../../entities/alert/get-manager-alerts';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';

interface CountLink {
  key: keyof AlertCounts;
  to: string;
  icon: LucideIcon;
  /** '{count} khách đang chờ': the number is drawn large, the words beside it. */
  template: string;
}

const countLinks: CountLink[] = [
  { key: 'waitingChats', to: '/admin-chat', icon: MessageCircleMore, template: messages.alerts.waitingChats },
  { key: 'unreadMessages', to: '/admin-chat', icon: MessagesSquare, template: messages.chat.unreadCount },
  { key: 'newBookings', to: '/manager/booking', icon: CalendarDays, template: messages.alerts.newBookings },
  { key: 'newOrders', to: '/manager/order', icon: ClipboardList, template: messages.alerts.newOrders },
];

/**
 * The start page's 'Việc mới': what waits for this staff member (the server's counts, the same
 * as the badges and the tab title), each opening its screen.
 */
export function ManagerAlertCounts() {
  const { data, error, isLoading, mutate } = useManagerAlerts();

  let body: ReactNode;
  if (error && !data) {
    body = <LoadError error={error} message={messages.alerts.loadFailed} onRetry={() => void mutate()} className="py-6" />;
  } else if (isLoading || !data) {
    body = (
      <div role="status" aria-label={messages.common.loading} className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {countLinks.map(({ key }) => (
          <Skeleton key={key} className="h-24 rounded-card" />
        ))}
      </div>
    );
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {countLinks.map(({ key, to, icon: Icon, template }) => {
          const count = data.counts[key];
          return (
            <li key={key}>
              <Link
                to={to}
                className={cn(
                  'flex h-full flex-col gap-1 rounded-card p-4 ring-1 transition-shadow hover:shadow-overlay',
                  count > 0 ? 'bg-brand-50 ring-brand-200' : 'bg-surface shadow-card ring-line',
                  focusRing,
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                </span>
                <span className={cn('text-3xl font-bold tabular-nums', count > 0 ? 'text-brand-800' : 'text-navy-900')}>{count}</span>{' '}
                <span className="text-sm font-semibold text-ink-muted">{template.replace('{count}', '').trim()}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="manager-alerts-title" className="space-y-3">
      <h2 id="manager-alerts-title" className="text-lg font-bold text-navy-900">
        {messages.alerts.countsTitle}
      </h2>
      {body}
    </section>
  );
}
