import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';

const HomePage = lazy(() => import('./pages/home-page').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
