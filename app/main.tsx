import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { configureApiClient } from '../contract/client';
import { STORAGE_KEYS } from '../contract/constants';
import { AppProviders } from './providers';
import { routes } from './routes';
import './styles.css';

configureApiClient({ getToken: () => localStorage.getItem(STORAGE_KEYS.token) });

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('Không tìm thấy phần tử #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
