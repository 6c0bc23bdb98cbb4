import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { SearchBox } from '../../ui/search-box';
import { Sheet } from '../../ui/sheet';
import { HOTLINE } from '../../contract/garage';
import { telHref } from '../../ui/tel-href';
import { isCurrentSection, NAV_LINKS, SEARCH_LABEL, SEARCH_PLACEHOLDER } from './nav-links';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  onSearch: (text: string) => void;
  authSlot?: ReactNode;
  /** Whether closing gives the focus back to what opened the menu; not when a dialog took over. */
  returnFocus?: boolean;
}

/** The slide-out menu of phones and small tablets: search, the five links, the account area, the hotline. */
export function MobileMenu({ open, onOpenChange, pathname, onSearch, authSlot, returnFocus = true }: MobileMenuProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title="Menu"
      onCloseAutoFocus={(event) => {
        if (!returnFocus) event.preventDefault();
      }}
    >
      <SearchBox clearOnSubmit onSearch={onSearch} label={SEARCH_LABEL} placeholder={SEARCH_PLACEHOLDER} />
      <nav aria-label="Điều hướng chính trên điện thoại" className="mt-5">
        <ul className="space-y-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={isCurrentSection(link, pathname) ? 'page' : undefined}
                onClick={() => onOpenChange(false)}
                className={cn(
                  'block rounded-control px-3 py-3 text-base font-semibold text-ink hover:bg-navy-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800',
                  focusRing,
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {authSlot ? <div className="mt-5 flex flex-col gap-2 border-t border-line pt-5">{authSlot}</div> : null}
      <a
        href={telHref(HOTLINE.display)}
        className={cn('mt-5 flex items-center gap-2 rounded-control bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700', focusRing)}
      >
        <Phone aria-hidden="true" className="size-5" />
        {HOTLINE.label}: {HOTLINE.display}
      </a>
    </Sheet>
  );
}
