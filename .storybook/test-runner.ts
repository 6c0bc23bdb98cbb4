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

/** The runner's own set-up of a page, kept in its environment's globals. */
const runner = globalThis as unknown as { context: unknown; __sbSetupPage(page: Page, context: unknown): Promise<void> };

/** The story each page is showing, and the documents it loaded while it did. */
const showing = new WeakMap<Page, string>();
const newDocuments = new WeakMap<Page, string[]>();

/**
 * The runner loads the preview once per story file and adds its `__test` to it. A story that
 * loads a new document (a link followed, a reload) takes that away, and every story after it in
 * the file would fail with "__test is not defined", far from the cause. The story that did it
 * fails in postVisit, by name; the next one gets the preview set up again. The tests hold this
 * Page object, so it is set up again in place: its bindings survive a navigation, and adding
 * them twice is refused, which is all that refusal means here.
 */
async function setUpAgainIfLeft(page: Page, storyId: string): Promise<void> {
  const ready = await page.evaluate(() => typeof (globalThis as { __test?: unknown }).__test === 'function').catch(() => false);
  if (ready) return;
  console.warn(`The preview left its page after story ${showing.get(page) ?? '(none)'}; setting it up again for ${storyId}.`);
  await setUpAgain(page);
}

/** The runner's set-up again on this Page: a new preview document with its `__test`. */
async function setUpAgain(page: Page): Promise<void> {
  const exposeBinding = page.exposeBinding.bind(page);
  page.exposeBinding = (async (...args: Parameters<Page['exposeBinding']>) => {
    await exposeBinding(...args).catch((error: unknown) => {
      if (!/already registered/.test(String(error))) throw error;
    });
  }) as Page['exposeBinding'];
  try {
    await runner.__sbSetupPage(page, runner.context);
  } finally {
    page.exposeBinding = exposeBinding;
  }
}

const config: TestRunnerConfig = {
  // The runner reads its list of stories with these headers and loads the preview with them too.
  // Only the list asks for titles in groups (scripts/test-storybook.mjs); the preview needs the true index.
  getHttpHeaders: async (url) => (url.includes('iframe.html') ? {} : { 'x-test-groups': '1' }),
  async preVisit(page, context) {
    // The same story twice in a row is Jest's retry of a failed one. Asked for the story it
    // already shows, the preview answers 'storyUnchanged' without playing it, and the runner
    // counts that as a pass: every failure passed on its retry. A new preview plays it again.
    if (showing.get(page) === context.id) await setUpAgain(page);
    else await setUpAgainIfLeft(page, context.id);
    showing.set(page, context.id);
    newDocuments.set(page, []);
    // Resized only when the story asks for another size: a resize lays the page out again.
    const size = (await storyViewport(page, context.id)) ?? defaultViewport;
    const current = page.viewportSize();
    if (current?.width !== size.width || current?.height !== size.height) await page.setViewportSize(size);
    consoleErrors.set(page, []);
    if (listening.has(page)) return;
    listening.add(page);
    // A new document, not the preview's own replaceState of its address for each story.
    page.on('domcontentloaded', () => newDocuments.get(page)?.push(page.url()));
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
    const left = newDocuments.get(page) ?? [];
    if (left.length) errors.push(`The page loaded a new document during the story: ${left.join(', ')}`);
    if (errors.length) {
      throw new Error(`Story ${context.id} logged console errors:\n${errors.join('\n')}`);
    }
  },
};

export default config;
