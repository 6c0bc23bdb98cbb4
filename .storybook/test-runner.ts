import type { TestRunnerConfig } from '@storybook/test-runner';
import type { ConsoleMessage, Page } from 'playwright';

const consoleErrors = new WeakMap<Page, string[]>();
const listening = new WeakSet<Page>();

// Chromium's own noise on a closed network, not the story's fault.
const ignored = [
  /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|NAME_NOT_RESOLVED)/,
  // mockNetworkError (MSW's Response.error()) surfaces in Chromium as ERR_FAILED.
  /Failed to load resource: net::ERR_FAILED/,
  // The browser's own line for an HTTP error status; error-state stories answer 4xx/5xx on purpose.
  /Failed to load resource: the server responded with a status of [45]\d\d/,
];

// The test-runner's own window; a story without a viewport of its own gets it back.
const defaultViewport = { width: 1280, height: 720 };

/**
 * The window size a story asks for with `globals: { viewport: { value } }` among its
 * `parameters.viewport.options`. The Storybook UI resizes its canvas from these; the
 * test-runner does not, so without this a phone story would be tested at desktop width.
 */
async function storyViewport(page: Page, storyId: string) {
  return page.evaluate(async (id) => {
    type Size = { width: string; height: string };
    type Loaded = {
      storyGlobals?: { viewport?: { value?: string } };
      parameters?: { viewport?: { options?: Record<string, { styles?: Size }> } };
    };
    const preview = (globalThis as unknown as { __STORYBOOK_PREVIEW__: { storyStore: { loadStory(input: { storyId: string }): Promise<Loaded> } } })
      .__STORYBOOK_PREVIEW__;
    const story = await preview.storyStore.loadStory({ storyId: id });
    const key = story.storyGlobals?.viewport?.value;
    const styles = key ? story.parameters?.viewport?.options?.[key]?.styles : undefined;
    return styles ? { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) } : null;
  }, storyId);
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    await page.setViewportSize((await storyViewport(page, context.id)) ?? defaultViewport);
    consoleErrors.set(page, []);
    if (listening.has(page)) return;
    listening.add(page);
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (ignored.some((pattern) => pattern.test(text))) return;
      const { url, lineNumber, columnNumber } = message.location();
      consoleErrors.get(page)?.push(url ? `${text} (${url}:${lineNumber}:${columnNumber})` : text);
    });
    // The stack's first frames say where: a bare message of a minified bundle says nothing.
    page.on('pageerror', (error) => consoleErrors.get(page)?.push(error.stack?.split('\n').slice(0, 4).join('\n') ?? error.message));
  },
  async postVisit(page, context) {
    const errors = consoleErrors.get(page) ?? [];
    if (errors.length) {
      throw new Error(`Story ${context.id} logged console errors:\n${errors.join('\n')}`);
    }
  },
};

export default config;
