import { test as base, expect } from '@playwright/test';

/**
 * Every e2e test fails when the page logs a console error, throws, or a same-origin
 * request fails: a visitor would see a broken page even if the assertion passed.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        if (baseURL && request.url().startsWith(baseURL)) problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
      });
      await use(problems);
      expect(problems, 'the page logged errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
