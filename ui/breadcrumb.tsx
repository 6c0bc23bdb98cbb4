import { ChevronRight, House } from 'lucide-react';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item) or a level without its own page. */
  href?: string;
}

export interface BreadcrumbLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

export interface BreadcrumbProps extends ComponentProps<'nav'> {
  items: readonly BreadcrumbItem[];
  /** The app's router link, adapted to take `href`; a plain <a> by default. */
  linkComponent?: ComponentType<BreadcrumbLinkProps>;
  /** Show a house icon before the first item. */
  homeIcon?: boolean;
}

function PlainLink({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The trail from the home page to this one; the last item is the current page. */
export function Breadcrumb({ items, linkComponent: Link = PlainLink, homeIcon = true, className, 'aria-label': label = 'Đường dẫn trang', ...props }: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={cn('text-sm', className)} {...props}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const content = (
            <>
              {homeIcon && index === 0 ? <House aria-hidden="true" className="size-4 shrink-0" /> : null}
              {item.label}
            </>
          );
          return (
            <li key={`${index}-${item.label}`} className="inline-flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="inline-flex items-center gap-1.5 font-semibold text-ink">
                  {content}
                </span>
              ) : item.href ? (
                <Link href={item.href} className={cn('inline-flex items-center gap-1.5 rounded-tight text-ink-muted underline-offset-4 hover:text-brand-700 hover:underline', focusRing)}>
                  {content}
                </Link>
              ) : (
                <span className="inline-flex items-center gap-1.5 text-ink-muted">{content}</span>
              )}
              {last ? null : <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
