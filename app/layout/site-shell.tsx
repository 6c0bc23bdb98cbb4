import { Suspense, type ReactNode } from 'react';
import { cn } from '../../ui/cn';
import { Spinner } from '../../ui/spinner';
import { BreadcrumbDetailProvider } from './breadcrumb-detail';
import { SiteBreadcrumb } from './site-breadcrumb';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';

export interface SiteShellProps extends SiteHeaderProps {
  /** The page. */
  children: ReactNode;
  /** Floating helpers (messaging app, phone, back to top, chat). */
  floating?: ReactNode;
  /** The header as the page holds it (an island); a `SiteHeader` with the slots when not given. */
  header?: ReactNode;
}

/** Everything around a page: header, breadcrumb, footer and the floating helpers. */
export function SiteShell({ children, floating, header, ...slots }: SiteShellProps) {
  return (
    <BreadcrumbDetailProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#noi-dung"
          className="sr-only z-50 rounded-control bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Chuyển đến nội dung chính
        </a>
        {header ?? <SiteHeader {...slots} />}
        <div className="h-16 shrink-0" aria-hidden="true" />
        <SiteBreadcrumb />
        {/*
          From 768 px the floating helpers have a column of their own at the right, beside the
          page and its footer (both keep that room free), so they never cover a text, a link or
          a label, and stay reachable down to the end of the page. Below 768 px they are a bar
          across the bottom of the screen.
        */}
        <div className={cn('relative flex flex-1 flex-col', floating && 'md:[&>footer]:pr-20')}>
          <div className={cn('flex flex-1 flex-col', floating && 'md:pr-20')}>
            {/* At least a screen tall, so the footer never shows (and then jumps) while a page loads. */}
            <main id="noi-dung" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-8 outline-none">
              <Suspense
                fallback={
                  <div className="flex justify-center py-24">
                    <Spinner size="lg" showLabel />
                  </div>
                }
              >
                {children}
              </Suspense>
            </main>
          </div>
          <SiteFooter />
          {floating}
        </div>
        {/* The room the phone's bottom bar takes, at the end of the page. */}
        {floating ? <div aria-hidden="true" className="h-16 shrink-0 md:hidden" /> : null}
      </div>
    </BreadcrumbDetailProvider>
  );
}
