import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { Sheet } from '../../ui/sheet';
import { managerHome, screensFor, type ManagerNavItem } from './manager-nav';

export interface ManagerShellProps {
  /** Master also sees staff and positions. */
  isMaster: boolean;
  children: ReactNode;
}

function NavItems({ items, onNavigate }: { items: ManagerNavItem[]; onNavigate?: () => void }) {
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
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            {label}
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

  return (
    <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
      <aside className="hidden lg:block">
        <nav aria-label="Quản lý" className="sticky top-20 rounded-card bg-surface p-3 shadow-card ring-1 ring-line">
          <NavItems items={items} />
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
              </Button>
            }
          >
            <nav aria-label="Quản lý">
              <NavItems items={items} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </Sheet>
        </div>
        {children}
      </div>
    </div>
  );
}
