import type { TestRunnerConfig } from '@storybook/test-runner';
import type { ConsoleMessage, Page } from 'playwright';

const consoleErrors = new WeakMap<Page, string[]>();
const listening = new WeakSet<Page>();

// Chromium's own noise on a closed network, not the story's fault.
const ignored = [
  /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|NAME_NOT_RESOLVED)/,
  // The browser's own line for an HTTP error status; error-state stories answer 4xx/5xx on purpose.
  /Failed to load resource: the server responded with a status of [45]\d\d/,
];

const config: TestRunnerConfig = {
  async preVisit(page) {
    consoleErrors.set(page, []);
    if (listening.has(page)) return;
    listening.add(page);
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (ignored.some((pattern) => pattern.test(text))) return;
      consoleErrors.get(page)?.push(text);
    });
    page.on('pageerror', (error) => consoleErrors.get(page)?.push(error.message));
  },
  async postVisit(page, context) {
    const errors = consoleErrors.get(page) ?? [];
    if (errors.length) {
      throw new Error(`Story ${context.id} logged console errors:\n${errors.join('\n')}`);
    }
  },
};

export default config;
