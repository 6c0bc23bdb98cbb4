// Walks a built Storybook in one Chromium page: the list of stories comes from Storybook's own
// index.json (a new story is found without being listed anywhere), and each story is drawn by
// telling the preview to switch (its channel), not by loading the page again: a load costs
// ~1.3 s of this machine's CPU, a switch a tenth of it. Read by the visual test and the API
// state walk.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The stories (not docs) of a built Storybook, in index order: { id, title, name, tags, importPath, componentPath }. */
export function readStoryIndex(dir) {
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

// Still pictures: no animation, no transition, no caret, no smooth scroll.
const stillCss = `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;
  animation-iteration-count: 1 !important; transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important; }`;

// 'finished' comes after the play function and the afterEach hooks (axe among them).
const settled = ['finished', 'errored', 'aborted'];

/**
 * Opens the preview once at `baseUrl` (the static server over the build); `globals` are the
 * page's first globals (`{ apiState: 'slow' }`).
 */
export async function openPreview(page, baseUrl, { globals = {} } = {}) {
  const query = Object.entries(globals).map(([key, value]) => `${key}:${value}`).join(';');
  await page.goto(`${baseUrl}/iframe.html?viewMode=story${query ? `&globals=${encodeURIComponent(query)}` : ''}`);
  await page.waitForFunction(() => Boolean(globalThis.__STORYBOOK_PREVIEW__ && globalThis.__STORYBOOK_ADDONS_CHANNEL__));
  await page.evaluate(() => globalThis.__STORYBOOK_PREVIEW__.ready());
  await page.addStyleTag({ content: stillCss });
}

/** Sets globals (the toolbar's choices) for the stories drawn from now on. */
export async function setGlobals(page, globals) {
  await page.evaluate((next) => globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: next }), globals);
}

/**
 * Draws story `id` and waits until its play function (if any) has run, the fonts are in and
 * every picture has loaded or failed. Resolves to the render's last phase ('completed',
 * 'errored'...).
 */
export async function showStory(page, id, { timeout = 30_000 } = {}) {
  await page.evaluate((storyId) => {
    const preview = globalThis.__STORYBOOK_PREVIEW__;
    // A marker, so the wait below cannot read the previous story's finished render.
    globalThis.__walkPrevious = preview.currentRender;
    globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  await page.waitForFunction(
    ({ storyId, phases }) => {
      const render = globalThis.__STORYBOOK_PREVIEW__.currentRender;
      return render && render !== globalThis.__walkPrevious && render.id === storyId && phases.includes(render.phase);
    },
    { storyId: id, phases: settled },
    { timeout },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy picture below the fold never loads by itself (nobody scrolls), and a whole-page
    // picture would show it blank or not depending on timing: load it now.
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
    const pending = [...document.images].filter((image) => !image.complete);
    const loaded = Promise.all(
      pending.map((image) => new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      })),
    );
    // A picture that never answers must not hold the walk forever.
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
  return page.evaluate(() => globalThis.__STORYBOOK_PREVIEW__.currentRender.phase);
}

/** The viewport a story asks for (`globals.viewport.value` among `parameters.viewport.options`), or null. */
export async function storyViewport(page, id) {
  return page.evaluate(async (storyId) => {
    const story = await globalThis.__STORYBOOK_PREVIEW__.storyStore.loadStory({ storyId });
    const key = story.storyGlobals?.viewport?.value;
    const styles = key ? story.parameters?.viewport?.options?.[key]?.styles : undefined;
    return styles ? { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) } : null;
  }, id);
}
