import { Menu } from 'lucide-react';
import { lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthDialogsContext } from '../../features/auth/auth-dialogs-context';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { SearchBox } from '../../ui/search-box';
import { isCurrentSection, NAV_LINKS, SEARCH_LABEL, SEARCH_PLACEHOLDER, searchHref } from './nav-links';
import { SiteLogo } from './site-logo';

export interface SiteHeaderProps {
  /** Login and register buttons, or the signed-in user's menu; nothing when not given. */
  authSlot?: ReactNode;
  /** The same area inside the mobile menu; the desktop `authSlot` when not given. */
  mobileAuthSlot?: ReactNode;
  /** The cart badge, shown in the bar at every width. */
  cartSlot?: ReactNode;
  /** Extra links of signed-in staff (the management menu), shown after the five links. */
  navExtra?: ReactNode;
}

// The slide-out menu (Radix dialog, scroll lock, focus trap) is only needed once a phone
// visitor taps the hamburger: it loads then, or a moment earlier on hover or focus.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu();

/**
 * The fixed bar on every page: logo, the five links, the search box (a button that opens
 * the field on desktop, a field inside the slide-out menu on phones), the cart and the
 * account area. Below 1024 px the links move into the menu behind the hamburger: the bar
 * cannot hold logo, links, search and account buttons side by side any narrower
 * (docs/spec-deviations.md). The open search field takes the links' place in the bar.
 */
export function SiteHeader({ authSlot, mobileAuthSlot, cartSlot, navExtra }: SiteHeaderProps) {
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const here = pathname + query;
  // Where the menu was opened; it is open only there, so any navigation closes it, whichever
  // link inside it (the five links, the user menu's, a logout on its way home) caused it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [menuOpened, setMenuOpened] = useState(false);
  // An auth dialog (login, register, logout) opened from inside the menu takes over: the menu closes under it.
  const authDialog = useContext(AuthDialogsContext)?.current ?? null;
  const menuStays = menuOpenAt === here && authDialog === null;
  // Forgotten at once, so going back to where it was opened does not open it again.
  if (menuOpenAt !== null && !menuStays) setMenuOpenAt(null);
  const menuOpen = menuStays;
  const setMenuOpen = (open: boolean) => {
    setMenuOpenAt(open ? here : null);
    if (open) setMenuOpened(true);
  };

  const search = (text: string) => {
    setMenuOpen(false);
    navigate(searchHref(text));
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-navy-900 text-white shadow-raised">
      <div className="group/bar mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 xl:gap-6">
        <SiteLogo className="shrink-0" compact />
        <nav aria-label="Điều hướng chính" className="hidden min-w-0 flex-1 lg:block lg:group-has-[[type=search]]/bar:hidden">
          <ul className="flex items-center justify-center gap-1 xl:gap-2">
            {NAV_LINKS.map((link) => {
              const current = isCurrentSection(link, pathname);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'relative block rounded-control px-2.5 py-2 text-sm font-semibold whitespace-nowrap text-navy-100 hover:bg-white/10 hover:text-white xl:px-3 xl:text-base',
                      'aria-[current=page]:text-white after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-pill after:bg-brand-500 after:opacity-0 aria-[current=page]:after:opacity-100',
                      focusRing,
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
            {navExtra ? <li>{navExtra}</li> : null}
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1.5">
          <div className="hidden lg:block has-[[type=search]]:w-72 xl:has-[[type=search]]:w-96">
            <SearchBox
              collapsible
              clearOnSubmit
              onSearch={search}
              label={SEARCH_LABEL}
              placeholder={SEARCH_PLACEHOLDER}
              expandLabel="Mở ô tìm kiếm dịch vụ"
              collapseLabel="Đóng ô tìm kiếm"
              size="sm"
            />
          </div>
          {cartSlot}
          {/* As wide signed in as signed out: the session is read after hydration, and nothing beside it may move then. */}
          {authSlot ? <div className="hidden w-60 shrink-0 items-center justify-end gap-2 lg:flex">{authSlot}</div> : null}
          <button
            type="button"
            aria-label="Mở menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            className={cn('flex size-control-md cursor-pointer items-center justify-center rounded-control hover:bg-white/10 lg:hidden', focusRing)}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          {menuOpened ? (
            <Suspense fallback={null}>
              <MobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                pathname={pathname}
                onSearch={search}
                authSlot={mobileAuthSlot ?? authSlot}
                // The auth dialog that closed it holds the focus now: it must not go back to the hamburger.
                returnFocus={authDialog === null}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
