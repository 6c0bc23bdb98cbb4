import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AuthArea } from './auth-area';

/** Stories only: where the router is now, so a play function can check a redirect. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return (
    // Hidden: designers review the screen, not the address; play functions read it all the same.
    <p hidden>
      <output aria-label="Đường dẫn hiện tại">{pathname}</output>
    </p>
  );
}

/** Stories only: a dark bar like the site header with the account corner in it. */
export function HeaderBar({ children }: { children?: ReactNode }) {
  return (
    <>
      <header className="flex items-center justify-between gap-4 rounded-card bg-navy-900 px-4 py-3 text-white">
        <span className="font-bold">Gara Ô Tô Sài Gòn</span>
        <AuthArea />
      </header>
      <main className="mt-4">
        {children}
        <LocationProbe />
      </main>
    </>
  );
}
