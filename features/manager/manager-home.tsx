import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { ManagerAlertCounts } from './manager-alert-counts';
import { screensFor } from './manager-nav';
import { ManagerSummaryFigures } from './manager-summary-figures';
import { WorkshopCounts } from './workshop-counts';

export interface ManagerHomeProps {
  isMaster: boolean;
  fullName?: string;
  /** The staff member's alert settings (sound, browser notifications), beside the new work. */
  alertSettings?: ReactNode;
}

/** `/manager`: where staff start: what is new for them, today's figures, the cars in the workshop, then one card per screen they may use. */
export function ManagerHome({ isMaster, fullName, alertSettings }: ManagerHomeProps) {
  return (
    <section aria-labelledby="manager-home-title" className="space-y-6">
      <header>
        <h1 id="manager-home-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Quản lý gara
        </h1>
        <p className="mt-1 text-ink-muted">{fullName ? `Xin chào ${fullName}. ` : ''}Chọn việc cần làm hôm nay.</p>
      </header>
      <div className={cn('grid gap-4', alertSettings ? 'lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start' : undefined)}>
        <ManagerAlertCounts />
        {alertSettings}
      </div>
      <ManagerSummaryFigures isMaster={isMaster} />
      <WorkshopCounts />
      <h2 className="text-lg font-bold text-navy-900">Màn hình quản lý</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {screensFor(isMaster).map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={cn('flex h-full items-start gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-line transition-shadow hover:shadow-overlay', focusRing)}
            >
              <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                <Icon className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-bold text-navy-900">
                  {label}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </span>
                <span className="mt-1 block text-sm text-ink-muted">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
