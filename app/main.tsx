import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApiClient } from '../contract/client';
import { STORAGE_KEYS } from '../contract/constants';
import { App } from './app';
import { BreadcrumbServerDetailContext } from './layout/breadcrumb-detail';
import { preloadPages } from './preloadable-page';
import { AppProviders } from './providers';
import { routes } from './routes';
import { keepServerAnswers, readServerData, rememberServerAnswers, type ServerData } from './server-data';
import { ISLAND_ID_ATTRIBUTE } from '../ui/island-attributes';
import './styles.css';

configureApiClient({ getToken: () => localStorage.getItem(STORAGE_KEYS.token) });

const container = document.getElementById('root');
if (!container) throw new Error('Không tìm thấy phần tử #root');

function tree(serverData?: ServerData): ReactNode {
  return (
    <StrictMode>
      <AppProviders fallback={serverData?.answers} use={serverData && [keepServerAnswers]}>
        <BrowserRouter>
          <BreadcrumbServerDetailContext.Provider value={{ initial: serverData?.breadcrumb ?? null }}>
            <App />
          </BreadcrumbServerDetailContext.Provider>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}

const serverData = readServerData();
if (container.querySelector(`[${ISLAND_ID_ATTRIBUTE}]`)) {
  // A page drawn as islands: app/islands/islands.ts hydrates its islands. This module runs there
  // only when a dialog or the chat, whose chunks share modules with the app's entry, loads it.
} else if (serverData && container.firstElementChild) {
  // A page the server rendered: its chunk first, so hydration meets the same tree at once.
  rememberServerAnswers(serverData);
  void preloadPages(routes, window.location.pathname).finally(() => hydrateRoot(container, tree(serverData)));
} else {
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds instead of
  // one long task, so a slow phone can still answer a tap while the page builds.
  startTransition(() => {
    root.render(tree());
  });
}
