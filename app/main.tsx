import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApiClient } from '../contract/client';
import { STORAGE_KEYS } from '../contract/constants';
import { App } from './app';
import { AppProviders } from './providers';
import { ISLAND_ID_ATTRIBUTE } from '../ui/island-attributes';
import './styles.css';

configureApiClient({ getToken: () => localStorage.getItem(STORAGE_KEYS.token) });

const container = document.getElementById('root');
if (!container) throw new Error('Không tìm thấy phần tử #root');

// A page the server drew is islands (app/islands/islands.ts hydrates them): this module runs there
// only when a dialog or the chat, whose chunks share modules with the app's entry, loads it.
if (!container.querySelector(`[${ISLAND_ID_ATTRIBUTE}]`)) {
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
}
