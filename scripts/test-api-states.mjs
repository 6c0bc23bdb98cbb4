// Walks every screen story (tag 'screen') through every API state of the toolbar ('Trạng thái API',
// .storybook/api-state.ts) in one Chromium page, and fails on what a person must never see: a page
// error, a story that does not render, an empty story root, or English words.
//
//   node scripts/test-api-states.mjs [--dir storybook-static] [--no-build] [--states error,offline] [--show] [filters...]
//
// Filters keep the screens whose story id, title or file contains one of them. STORYBOOK_OUT names
// the build folder as for scripts/test-storybook.mjs; --dir wins over it. --show prints the start of
// each screen's text, to see what a state shows.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { englishIn, screenStories } from './api-state-checks.mjs';
import { serveStatic } from './static-server.mjs';
import { openPreview, readStoryIndex, setGlobals, showStory, storyViewport } from './storybook-walk.mjs';

const states = ['normal', 'empty', 'slow', 'error', 'offline', 'signedOut', 'forbidden'];

function parseArgs(argv) {
  const options = { dir: process.env.STORYBOOK_OUT ?? 'storybook-static', build: true, states, filters: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--dir') options.dir = argv[++i];
    else if (arg.startsWith('--dir=')) options.dir = arg.slice('--dir='.length);
    else if (arg === '--show') options.show = true;
    else if (arg === '--states') options.states = argv[++i].split(',');
    else if (arg.startsWith('--states=')) options.states = arg.slice('--states='.length).split(',');
    else options.filters.push(arg);
  }
  const unknown = options.states.filter((state) => !states.includes(state));
  if (unknown.length) throw new Error(`Trạng thái không có: ${unknown.join(', ')} (có: ${states.join(', ')})`);
  return options;
}

const run = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });

// Counts the page's calls to /api/ in flight and the time of the last change of the DOM, so the
// walk waits exactly until a screen has its answers and has drawn them.
const watchScript = () => {
  const state = { inFlight: 0, lastChange: performance.now() };
  globalThis.__apiWalk = state;
  const original = globalThis.fetch;
  globalThis.fetch = function walkFetch(input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/api/')) return original.call(this, input, init);
    state.inFlight += 1;
    state.lastChange = performance.now();
    return original.call(this, input, init).finally(() => {
      state.inFlight -= 1;
      state.lastChange = performance.now();
    });
  };
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(() => {
      state.lastChange = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
};

/** Until no call is in flight and nothing has changed for `quietMs`, or `maxMs` have passed. */
async function settle(page, { quietMs = 250, maxMs = 3000 } = {}) {
  await page
    .waitForFunction((quiet) => globalThis.__apiWalk.inFlight === 0 && performance.now() - globalThis.__apiWalk.lastChange >= quiet, quietMs, { timeout: maxMs, polling: 50 })
    .catch(() => undefined);
}

/** What a person sees: the story root's visible text and whether it shows a waiting state, and the whole page's text (toasts, dialogs). */
function readScreen(page) {
  return page.evaluate(() => {
    const root = document.querySelector('#storybook-root');
    const visible = (element) => element.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true;
    const waiting = [...document.querySelectorAll('[aria-busy="true"], [role="status"], [role="progressbar"]')].some(visible);
    const errorShown = document.body.classList.contains('sb-show-errordisplay');
    return { rootText: root?.innerText.trim() ?? '', pageText: document.body.innerText, waiting, errorShown };
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  const started = performance.now();
  if (options.build) await run('npx', ['storybook', 'build', '--quiet', '-o', options.dir]);
  const walkStarted = performance.now();

  let screens = screenStories(readStoryIndex(options.dir));
  if (options.filters.length) screens = screens.filter((story) => options.filters.some((filter) => [story.id, story.title, story.importPath].some((field) => field.includes(filter))));
  if (!screens.length) throw new Error('Không có màn hình nào (tag "screen") khớp bộ lọc.');

  const { server, port } = await serveStatic(options.dir);
  const browser = await chromium.launch({ executablePath });
  const failures = [];
  try {
    // Two walkers, each in its own page with its share of the states: a page draws on one core.
    const walk = async (states) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'vi-VN' });
      const pageErrors = [];
      page.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0]));
      await page.addInitScript(watchScript);
      await openPreview(page, `http://127.0.0.1:${port}`);
      // embed=true: the preview draws a story without its play function (a play written for the
      // normal state would fail in every other one), and axe is left to the Storybook test.
      await page.evaluate(() => history.replaceState(null, '', `${location.pathname}${location.search}&embed=true`));

      // State by state: the globals change seven times, not once per screen (a change redraws the
      // story on show, whose late errors would be blamed on the next one).
      const neutral = readStoryIndex(options.dir).find((entry) => !entry.tags?.includes('screen'));
      for (const state of states) {
        await showStory(page, neutral.id);
        await setGlobals(page, { apiState: state, a11y: { manual: true } });
        await settle(page, { maxMs: 1000 });
        let failed = 0;
        for (const story of screens) {
          await page.setViewportSize((await storyViewport(page, story.id)) ?? { width: 1280, height: 720 });
          pageErrors.length = 0;
          const reasons = [];
          let phase;
          try {
            phase = await showStory(page, story.id, { timeout: 15_000 });
          } catch (error) {
            reasons.push(`không vẽ xong: ${error.message.split('\n')[0]}`);
          }
          // Slow: what a person sees while waiting; the answers that come 2 s later are the normal state's.
          await settle(page, state === 'slow' ? { quietMs: 250, maxMs: 700 } : {});
          const screen = await readScreen(page);
          if (phase === 'errored' || screen.errorShown) reasons.push('story lỗi khi vẽ');
          if (pageErrors.length) reasons.push(`lỗi trang: ${[...new Set(pageErrors)].join(' | ')}`);
          if (!screen.rootText && !(state === 'slow' && screen.waiting)) reasons.push('vùng chính trống');
          const english = englishIn(screen.pageText);
          if (english.length) reasons.push(`chữ tiếng Anh: ${english.join(', ')}`);
          if (reasons.length) {
            failures.push({ screen: story.title, story: story.name, state, reasons });
            failed += 1;
          }
          if (options.show) console.log(`\n${story.id} [${state}] ${screen.rootText.replace(/\s+/g, ' ').slice(0, 400)}`);
        }
        // The two walkers write at once: one line per state when it is done.
        console.log(`${state}: ${screens.length} màn hình, ${failed} lỗi`);
      }
    };
    const shares = [options.states.filter((_, i) => i % 2 === 0), options.states.filter((_, i) => i % 2 === 1)].filter((share) => share.length);
    await Promise.all(shares.map(walk));
  } finally {
    await browser.close();
    server.close();
  }

  const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
  if (failures.length) {
    console.log('\nmàn hình | story | trạng thái | lý do');
    for (const failure of failures) console.log(`${failure.screen} | ${failure.story} | ${failure.state} | ${failure.reasons.join('; ')}`);
  }
  console.log(
    `\n${screens.length} màn hình × ${options.states.length} trạng thái: ${failures.length} lỗi; đi hết trong ${seconds(walkStarted)} s${options.build ? ` (cả dựng: ${seconds(started)} s)` : ''}.`,
  );
  if (failures.length) process.exitCode = 1;
}

await main();
