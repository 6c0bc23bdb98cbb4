import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { format, messages } from '../../contract/messages';
import { useManagerAlerts } from '../../entities/alert/get-manager-alerts';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { CountBadge } from '../../ui/count-badge';
import { focusRing } from '../../ui/focus-ring';
import { Sheet } from '../../ui/sheet';
import { managerHome, navCounts, screensFor, type ManagerNavItem } from './manager-nav';

export interface ManagerShellProps {
  /** Master also sees staff and positions. */
  isMaster: boolean;
  children: ReactNode;
}

const badgeLabel = (count: number) => format(messages.alerts.badgeLabel, { count });

function NavItems({ items, counts, onNavigate }: { items: ManagerNavItem[]; counts: Record<string, number>; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === managerHome.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-semibold transition-colors',
                isActive ? 'bg-brand-600 text-white' : 'text-ink hover:bg-navy-50',
                focusRing,
              )
            }
          >
            {({ isActive }) => (
              <>
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className="min-w-0 flex-1">{label}</span>
                {/* On the orange of the current screen, the light badge. */}
                <CountBadge count={counts[to] ?? 0} label={badgeLabel(counts[to] ?? 0)} variant={isActive ? 'soft' : 'solid'} />
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The back office around each screen: side navigation on a desktop, a drawer on a phone. */
export function ManagerShell({ isMaster, children }: ManagerShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = [managerHome, ...screensFor(isMaster)];
  const { pathname } = useLocation();
  const current = items.filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)).at(-1);
  // The server's counts; without them (still loading, or failed) no badge rather than a wrong one.
  const { data: alerts } = useManagerAlerts();
  const counts = navCounts(alerts?.counts);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);

  return (
    <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
      <aside className="hidden lg:block">
        <nav aria-label="Quản lý" className="sticky top-20 rounded-card bg-surface p-3 shadow-card ring-1 ring-line">
          <NavItems items={items} counts={counts} />
        </nav>
      </aside>
      <div className="min-w-0">
        <div className="mb-4 lg:hidden">
          <Sheet
            side="left"
            title="Quản lý"
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            trigger={
              <Button variant="outline">
                <Menu aria-hidden="true" />
                Menu quản lý{current ? `: ${current.label}` : ''}
                <CountBadge count={total} label={badgeLabel(total)} />
              </Button>
            }
          >
            <nav aria-label="Quản lý">
              <NavItems items={items} counts={counts} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </Sheet>
        </div>
        {children}
      </div>
    </div>
  );
}
