import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

/** Stories only: the page under test at its route, and a marker page at each place it may send the user. */
export function AccountStoryRoutes({ path, children }: { path: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <Routes>
        <Route path={path} element={children} />
        <Route path="*" element={<h1 className="text-2xl font-bold">Trang {pathname}</h1>} />
      </Routes>
    </>
  );
}
