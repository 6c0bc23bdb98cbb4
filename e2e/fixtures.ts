import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PAGE_HYDRATED_ATTRIBUTE } from '../app/hydrated-event';

/** How many page.goto/reload calls a test's page has begun: a request started before one is cut off by it. */
const loadsStarted = new WeakMap<Page, number>();
/** How many page.goto/reload calls of a test's page are under way (begun, not yet returned). */
const loadsUnderWay = new WeakMap<Page, number>();

/**
 * A public page comes drawn by the server and works once React has hydrated it: a click before
 * that does nothing. A visitor gets there in a blink; a test acts faster, so every load of this
 * page waits for it (the fixture's page, and a second browser's page from sessions.ts's pageFor).
 */
export function loadsWaitForHydration(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    loadsStarted.set(page, (loadsStarted.get(page) ?? 0) + 1);
    loadsUnderWay.set(page, (loadsUnderWay.get(page) ?? 0) + 1);
    try {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    } finally {
      loadsUnderWay.set(page, (loadsUnderWay.get(page) ?? 1) - 1);
    }
  };
  page.reload = async (...args) => {
    loadsStarted.set(page, (loadsStarted.get(page) ?? 0) + 1);
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
}

/**
 * Every e2e test fails when the page logs a console error or a hydration warning, throws,
 * or a same-origin request fails: a visitor would see a broken page even if the assertion passed.
 * `expectedStatus`: Chromium logs every refused request as a console error; a test about
 * such a refusal (a 401, a 403) forgives that one line and nothing else.
 */
function withPageProblems(expectedStatus?: number) {
  return base.extend<{ pageProblems: string[] }>({
    page: async ({ page }, provide) => {
      loadsWaitForHydration(page);
      await provide(page);
    },
    pageProblems: [
      async ({ page, baseURL }, use) => {
        const problems: string[] = [];
        page.on('console', (message) => {
          // A server-rendered page the browser could not hydrate as sent is broken too, even if it then looks right.
          if (message.type() === 'warning' && /hydrat/i.test(message.text())) problems.push(`console: ${message.text()}`);
          if (message.type() !== 'error') return;
          if (expectedStatus !== undefined && message.text().includes(`status of ${expectedStatus}`)) return;
          problems.push(`console: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        /** The address the page was at when each request started, and how many loads the test had begun by then. */
        const startedAt = new WeakMap<object, string>();
        const loadsBefore = new WeakMap<object, number>();
        /** Documents the tab began to load (a goto, a reload, a link followed the browser's way). */
        let documentsBegun = 0;
        const documentsBefore = new WeakMap<object, number>();
        /** Calls the old page made after the test's next page.goto had begun: the load cuts them off. */
        const startedDuringLoad = new WeakSet<object>();
        /** A document is on its way (a link followed) and has not replaced the old one yet. */
        let documentPending = false;
        page.on('request', (request) => {
          // The old page goes on for a moment after a click sent the browser to the next one (an
          // island it touched on the way fetches its code): the new document's commit cuts that off.
          if (((loadsUnderWay.get(page) ?? 0) > 0 || documentPending) && !request.isNavigationRequest()) startedDuringLoad.add(request);
          startedAt.set(request, page.url());
          loadsBefore.set(request, loadsStarted.get(page) ?? 0);
          documentsBefore.set(request, documentsBegun);
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
            documentsBegun += 1;
            documentPending = true;
          }
        });
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) documentPending = false;
        });
        page.on('requestfailed', (request) => {
          if (!baseURL || !request.url().startsWith(baseURL)) return;
          const reason = request.failure()?.errorText ?? '';
          // Whatever was still on its way when the visitor went to another page (a call, the icon) is cut off by the browser.
          if (reason === 'net::ERR_ABORTED' && startedAt.get(request) !== page.url()) return;
          // The same, when the test's next page.goto begins before the address has changed (a lazy chunk still loading).
          if (reason === 'net::ERR_ABORTED' && (loadsBefore.get(request) ?? 0) < (loadsStarted.get(page) ?? 0)) return;
          // The same when a click loaded a new document before the address had changed: leaving a page cancels its calls.
          if (reason === 'net::ERR_ABORTED' && !request.isNavigationRequest() && (documentsBefore.get(request) ?? 0) < documentsBegun) return;
          // The same when the old page began the call after the next page.goto had begun but before its document
          // replaced the old one (a refresh after marking the list seen): neither the address nor the counts changed in between.
          if (reason === 'net::ERR_ABORTED' && startedDuringLoad.has(request)) return;
          // The browser cancels a picture it no longer needs (the page left, or a resize made
          // srcset pick another width): nothing a visitor sees is broken.
          if (request.resourceType() === 'image' && reason === 'net::ERR_ABORTED') return;
          // A socket's long poll is cut by the client itself when it upgrades to a WebSocket or
          // closes (a screen that held it went away); a socket that truly fails shows on screen.
          if (new URL(request.url()).pathname.startsWith('/socket.io/') && reason === 'net::ERR_ABORTED') return;
          problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
        });
        await use(problems);
        expect(problems, 'the page logged errors or failed requests').toEqual([]);
      },
      { auto: true },
    ],
  });
}

/**
 * Resolves once React owns the page's root and has no server-drawn part left to hydrate: the app
 * marks <html> when its root has committed (PAGE_HYDRATED_ATTRIBUTE, app/app.tsx), as it tells
 * the form holder; no test reads React's private fields.
 *
 * A page drawn as islands (app/islands/islands.ts) has no React root: there each island starts
 * at a visitor's first touch, so a test, faster than any visitor, touches every island once
 * (a pointer passing over it) and waits until each is hydrated. What loads before any touch is
 * e2e/islands.spec.ts's business.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction((attribute) => {
    if (document.documentElement.getAttribute('data-islands') === 'ready') {
      const islands = [...document.querySelectorAll('[data-island-id]')];
      for (const island of islands) {
        if (!island.hasAttribute('data-island-state')) island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      }
      return islands.every((island) => island.getAttribute('data-island-state') === 'hydrated');
    }
    // A page React draws whole: its App has run (app/app.tsx). A page without React's root is done.
    return !document.getElementById('root') || document.documentElement.hasAttribute(attribute);
  }, PAGE_HYDRATED_ATTRIBUTE);
}

export const test = withPageProblems();

/**
 * The tag of a journey whose page differs at a phone's width (a slide-out menu, a bar at the bottom,
 * a tap for a hover, the layout itself): the `mobile` project runs only these. A journey the same at
 * every width runs once, on the desktop.
 */
export const PHONE = { tag: '@phone' } as const;

/** `test` for a journey in which the server refuses a request with `status` on purpose. */
export const testExpectingStatus = (status: number) => withPageProblems(status);

/**
 * A toast by severity and text. Radix also repeats a toast's text in a screen-reader
 * announcement for a moment, so a bare getByText would match twice.
 */
export const toast = (page: Page, severity: 'success' | 'error' | 'warning' | 'info', text: string) =>
  page.locator(`li[data-severity="${severity}"]`).filter({ hasText: text });

export { expect };
