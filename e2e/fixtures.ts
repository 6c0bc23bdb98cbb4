import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Every e2e test fails when the page logs a console error, throws, or a same-origin
 * request fails: a visitor would see a broken page even if the assertion passed.
 * `expectedStatus`: Chromium logs every refused request as a console error; a test about
 * such a refusal (a 401, a 403) forgives that one line and nothing else.
 */
function withPageProblems(expectedStatus?: number) {
  return base.extend<{ pageProblems: string[] }>({
    pageProblems: [
      async ({ page, baseURL }, use) => {
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          if (expectedStatus !== undefined && message.text().includes(`status of ${expectedStatus}`)) return;
          problems.push(`console: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('requestfailed', (request) => {
          if (!baseURL || !request.url().startsWith(baseURL)) return;
          const reason = request.failure()?.errorText ?? '';
          // The browser cancels a picture it no longer needs (the page left, or a resize made
          // srcset pick another width): nothing a visitor sees is broken.
          if (request.resourceType() === 'image' && reason === 'net::ERR_ABORTED') return;
          problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
        });
        await use(problems);
        expect(problems, 'the page logged errors or failed requests').toEqual([]);
      },
      { auto: true },
    ],
  });
}

export const test = withPageProblems();

/** `test` for a journey in which the server refuses a request with `status` on purpose. */
export const testExpectingStatus = (status: number) => withPageProblems(status);

/**
 * A toast by severity and text. Radix also repeats a toast's text in a screen-reader
 * announcement for a moment, so a bare getByText would match twice.
 */
export const toast = (page: Page, severity: 'success' | 'error' | 'warning' | 'info', text: string) =>
  page.locator(`li[data-severity="${severity}"]`).filter({ hasText: text });

export { expect };
