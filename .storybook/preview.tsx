import type { Decorator, Preview } from '@storybook/react-vite';
import { Fragment } from 'react';
import { isCommonAssetRequest } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { TOAST_DURATION_MS, TOAST_PHONE_BOTTOM_OFFSET_PX, TOAST_TOP_OFFSET_PX } from '../ui/ui-values';
import { ToastProvider } from '../ui/toast';
import { shellViewports } from '../app/layout/story-viewports';
import { privacyStoryDefaults } from '../mocks/privacy-notice-handler';
import { apiStates, apiStateTitles, applyApiState, watchApiState } from './api-state';
import '../app/styles.css';

// findBy*/waitFor wait 1 s by default. The test run shares two cores between two browsers,
// and dialogs and the toast region arrive as lazy chunks: give them time before calling a
// story broken. A story that checks something does NOT happen sets its own timeout.
configure({ asyncUtilTimeout: 5000 });

const isStorybookRequest = (url: string) => /iframe\.html|sb-|@vite|@react-refresh|\/virtual:|\.stories\.|index\.json|\/media\//.test(url);

/** Each story gets its own cache, so one story's data never leaks into the next. */
const withProviders: Decorator = (Story, context) => (
  <MemoryRouter initialEntries={[context.parameters.route ?? '/']}>
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <ToastProvider duration={context.parameters.toastDuration ?? TOAST_DURATION_MS} topOffset={TOAST_TOP_OFFSET_PX} phoneBottomOffset={TOAST_PHONE_BOTTOM_OFFSET_PX}>
        <Story />
      </ToastProvider>
    </SWRConfig>
  </MemoryRouter>
);

/**
 * The toolbar's API state takes over `/api/*` at render, after the story's own handlers are in.
 * A change of state remounts the story, so its cache is new and it asks the server again.
 */
const withApiState: Decorator = (Story, context) => {
  const state = context.globals.apiState ?? 'normal';
  applyApiState(state);
  return (
    <Fragment key={state}>
      <Story />
    </Fragment>
  );
};

let watchingUnhandled = false;

/**
 * The mock service worker next to the page, not at the site's root: the workbench is also
 * published at /workbench/ (server/plugins/workbench.ts), where a worker at / would be the site's
 * own. A loader runs before every beforeEach, so the stories' `msw` is this worker.
 */
const startWorker = mswLoader(async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  // Unhandled requests are reported by the preview's own listener below.
  await worker.start({ quiet: true, serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname }, onUnhandledRequest: 'bypass' });
  return worker;
});

const preview: Preview = {
  loaders: [startWorker],
  // The last decorator is the outermost: a new API state remounts the providers (a new cache) too.
  decorators: [withProviders, withApiState],
  globalTypes: {
    apiState: {
      description: 'Trạng thái API của màn hình đang mở',
      toolbar: {
        title: 'Trạng thái API',
        icon: 'transfer',
        items: apiStates.map((value) => ({ value, title: apiStateTitles[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { apiState: 'normal' },
  parameters: {
    a11y: { test: 'error' },
    // Every story may ask for a width with `globals: { viewport: { value: 'phone' } }`.
    viewport: { options: shellViewports },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  beforeEach({ msw }) {
    // Every form that takes personal data reads the privacy notice for its consent boxes, and the
    // live chat the customer's consent: default answers, which a story's own handlers override
    // (they are added later, so they win).
    msw.use(...privacyStoryDefaults());
    watchApiState(msw);
    // A request no handler answers is a bug in the story: log it as an error, which the
    // test-runner turns into a failure.
    if (watchingUnhandled) return;
    watchingUnhandled = true;
    msw.events.on('request:unhandled', ({ request }) => {
      if (isCommonAssetRequest(request) || isStorybookRequest(request.url)) return;
      console.error(`[MSW] Yêu cầu không có handler: ${request.method} ${request.url}`);
    });
  },
};

export default preview;
