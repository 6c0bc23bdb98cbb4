// The visual test: a screenshot of every story tagged 'visual' in the built Storybook, compared
// with the baseline kept in visual/baselines/. The list of stories is Storybook's own index, so a
// new tagged story is pictured without being listed here. ui stories are pictured at 1280 px (or
// the width the story asks for), the box of what they drew; screen stories (tag 'screen') the
// whole page at 375 and 1280 px. Any differing pixel (pixelmatch threshold 0.1) or size fails the
// run, and visual/report/index.html shows baseline, new and difference side by side.
//
//   node scripts/test-visual.mjs [--no-build] [--update] [--only <substring>] [--self-test]
//
// --update writes new and changed baselines and deletes those of stories that are gone.
// --self-test also draws each story a second time with one button padding 1 px wider and checks
// that exactly the pictures showing such a button differ (the tool sees a one-pixel change).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { chromiumFlags } from './chromium-flags.mjs';
import { serveStatic } from './static-server.mjs';
import { openPreview, readStoryIndex, setGlobals, showStory, storyViewport } from './storybook-walk.mjs';

const started = performance.now();
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const update = flag('--update');
const selfTest = flag('--self-test');

const baselineDir = path.resolve('visual/baselines');
const reportDir = path.resolve('visual/report');
// The baselines are kept in git: their total stays under this budget (649 pictures weighed
// 14.2 MB; the budget is that plus about 25 %, see docs/visual-tests.md).
const BASELINE_BUDGET_BYTES = 18 * 1024 * 1024;

// Pixels whose colour distance is under 0.1 (pixelmatch's YIQ scale) are the same pixel: the
// anti-aliasing of one renderer run to the next stays under it, a changed colour or a moved edge
// does not.
const THRESHOLD = 0.1;
// A long page is pictured down to here: below, a screen repeats itself, and one picture of a
// 10,000 px page would weigh more than a hundred of the others.
const MAX_HEIGHT = 3000;
const SCREEN_WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];
const UI_VIEWPORT = { width: 1280, height: 800 };
const SCREEN_HIDDEN_CSS = 'li[data-severity] { visibility: hidden !important; }';
// Every story sees the same "now": a Monday morning in the garage's time zone. The clock keeps
// running (timers, debounces and play functions need it) and is set back before each story.
const FIXED_NOW = new Date('2026-12-07T09:00:00+07:00');
// The self-test's one-pixel change: the medium Button (ui/button.tsx, size md: h-control-md px-4)
// gets 1 px more padding on its left. The same selector decides which pictures show it.
const SELF_TEST_SELECTOR = '.h-control-md.px-4';
const SELF_TEST_CSS = `${SELF_TEST_SELECTOR} { padding-left: calc(var(--spacing) * 4 + 1px) !important; }`;

const chromiumArgs = [
  ...chromiumFlags,
  // Text drawn the same way on every run: no LCD sub-pixel colours, no font hinting guesses.
  '--disable-lcd-text',
  '--font-render-hinting=none',
];

const run = (command, commandArgs) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`))));
  });

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(`Chromium not found at ${executablePath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

// STORYBOOK_OUT: another folder, so two people (or a person and CI) can build at once.
const out = process.env.STORYBOOK_OUT ?? 'storybook-static';
if (!flag('--no-build')) await run('npx', ['storybook', 'build', '--quiet', '-o', out]);

/** The baseline's file name: `<id>@375.png` for a screen at a width, `<id>.png` for a ui story. */
const fileName = (job) => `${job.id}${job.screen ? `@${job.viewport.width}` : ''}.png`;

/**
 * A screenshot as it is kept: a PNG of at most 256 colours (libimagequant at quality 100, no
 * dithering, zlib 9). Measured on the 649 pictures: 37.5 MB re-encoded losslessly
 * (compressionLevel 9, adaptiveFiltering) against 14.2 MB with the palette. The palette is
 * lossless for the flat colours of ui pictures and lossy only on photos and anti-aliased
 * gradients, so every new screenshot goes through the same quantization before it is compared
 * (the same input gives the same output, a re-run stays at 0 difference); a moved edge or a
 * changed colour still changes the quantized picture.
 */
const keepable = (buffer) => sharp(buffer).png({ palette: true, quality: 100, colours: 256, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer();

/**
 * Compares a new screenshot with its kept baseline. Most pictures have few colours and equal
 * their baseline as shot; the others are quantized first, as the baseline was.
 */
async function compareWithBaseline(baselineBuffer, shot) {
  const direct = compare(baselineBuffer, shot);
  if (!direct.different) return { ...direct, kept: null };
  const kept = await keepable(shot);
  return { ...compare(baselineBuffer, kept), kept };
}

/** Compares two PNG buffers: { different, pixels, sizeChanged, diff (PNG buffer or null) }. */
function compare(baselineBuffer, actualBuffer) {
  const baseline = PNG.sync.read(baselineBuffer);
  const actual = PNG.sync.read(actualBuffer);
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return { different: true, pixels: null, sizeChanged: `${baseline.width}×${baseline.height} → ${actual.width}×${actual.height}`, diff: null };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const pixels = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, { threshold: THRESHOLD });
  return { different: pixels > 0, pixels, sizeChanged: null, diff: pixels > 0 ? PNG.sync.write(diff) : null };
}

/**
 * The region to picture, in page coordinates. A screen: the page from the top, full width, down
 * to MAX_HEIGHT. A ui story: the box of #storybook-root and of whatever it put beside it in
 * <body> (dialogs, sheets, menus and toasts live in portals).
 */
async function regionOf(page, job) {
  return page.evaluate(
    ({ screen, maxHeight, viewport }) => {
      window.scrollTo(0, 0);
      const page = document.documentElement;
      // Pictures are as wide as the viewport: a sideways overflow is a bug the picture shows cut.
      const pageWidth = viewport.width;
      const pageHeight = Math.max(viewport.height, page.scrollHeight, document.body.scrollHeight);
      if (screen) return { x: 0, y: 0, width: pageWidth, height: Math.min(pageHeight, maxHeight) };
      const root = document.querySelector('#storybook-root');
      const others = [...document.body.children].filter(
        (element) => element !== root && element.id !== 'storybook-docs' && !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName),
      );
      const boxes = [root, ...others, ...others.flatMap((element) => [...element.querySelectorAll('*')])]
        .filter(Boolean)
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length === 0) return { x: 0, y: 0, width: viewport.width, height: viewport.height };
      const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left))));
      const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top))));
      const right = Math.min(pageWidth, Math.ceil(Math.max(...boxes.map((box) => box.right))));
      const bottom = Math.min(pageHeight, Math.ceil(Math.max(...boxes.map((box) => box.bottom))));
      return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, Math.min(bottom - top, maxHeight)) };
    },
    { screen: job.screen, maxHeight: MAX_HEIGHT, viewport: job.viewport },
  );
}

/**
 * Until the page has not changed for 300 ms (at most 3 s): a play function may end on a click
 * whose answer comes a moment later (ConfirmDialog's AsyncFailure ends 'Đang xử lý...', then fails).
 */
async function quiet(page) {
  await page
    .evaluate(
      () =>
        new Promise((resolve) => {
          let timer = setTimeout(done, 300);
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(done, 300);
          });
          const limit = setTimeout(done, 3000);
          function done() {
            observer.disconnect();
            clearTimeout(limit);
            resolve();
          }
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        }),
    )
    .catch(() => undefined);
}

/** Whether an element matching `selector` is drawn inside `region` (for the self-test). */
function showsSelector(page, selector, region) {
  return page.evaluate(
    ({ selector, region }) =>
      [...document.querySelectorAll(selector)].some((element) => {
        const box = element.getBoundingClientRect();
        const inside = box.right > region.x && box.left < region.x + region.width && box.bottom > region.y && box.top < region.y + region.height;
        return box.width > 0 && box.height > 0 && inside && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      }),
    { selector, region },
  );
}

const { server, port } = await serveStatic(out);
const baseUrl = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath, args: chromiumArgs });

/** One page per walker and viewport, opened on first use, the preview loaded once. */
const pages = new Map();
async function pageFor(viewport, walker = 0) {
  const key = `${walker}:${viewport.width}x${viewport.height}`;
  if (!pages.has(key)) {
    pages.set(
      key,
      (async () => {
        const context = await browser.newContext({
          viewport,
          deviceScaleFactor: 1,
          locale: 'vi-VN',
          timezoneId: 'Asia/Ho_Chi_Minh',
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        page.on('pageerror', (error) => console.error(`[${key}] ${error.message}`));
        await page.clock.install({ time: FIXED_NOW });
        await openPreview(page, baseUrl);
        // Axe is the Storybook test's job (test:storybook); here it would only double the time.
        await setGlobals(page, { a11y: { manual: true } });
        return page;
      })(),
    );
  }
  return pages.get(key);
}

const failures = [];
const differences = [];
const selfTestResults = [];
let pictures = 0;
let written = 0;

try {
  const stories = readStoryIndex(out).filter((story) => story.tags?.includes('visual') && (!only || story.id.includes(only)));
  // The plan: which pictures at which viewport. A ui story's own viewport is in its parameters,
  // read through the preview.
  const planner = await pageFor(UI_VIEWPORT);
  const jobs = [];
  for (const story of stories) {
    if (story.tags.includes('screen')) {
      for (const viewport of SCREEN_WIDTHS) jobs.push({ id: story.id, title: `${story.title} / ${story.name}`, screen: true, viewport });
    } else {
      const own = await storyViewport(planner, story.id);
      jobs.push({ id: story.id, title: `${story.title} / ${story.name}`, screen: false, viewport: own ?? UI_VIEWPORT });
    }
  }
  console.log(`test:visual: ${jobs.length} pictures of ${stories.length} stories${only ? ` (ids with "${only}")` : ''}`);

  mkdirSync(baselineDir, { recursive: true });
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });

  async function picture(job, walker) {
    const page = await pageFor(job.viewport, walker);
    await page.clock.setSystemTime(FIXED_NOW);
    let phase;
    try {
      phase = await showStory(page, job.id);
    } catch (error) {
      failures.push({ job, reason: error.message.split('\n')[0] });
      return;
    }
    if (phase !== 'finished' && phase !== 'completed') {
      failures.push({ job, reason: `the story's render ended '${phase}'` });
      return;
    }
    // A screen's toasts come and go on a timer, and on a phone they sit at the window's bottom,
    // which a tall picture moves: a screen is pictured without them (the toasts have pictures of
    // their own in ui/toast's stories, and the API state walk reads their words).
    const toastsHidden = job.screen ? await page.addStyleTag({ content: SCREEN_HIDDEN_CSS }) : null;
    await quiet(page);
    const region = await regionOf(page, job);
    // A screen taller than the window is pictured in a window as tall as the picture: a full-page
    // capture scrolls, and what is pinned to the window's bottom (a phone's toast) landed in a
    // different place from one run to the next.
    const tall = job.screen && region.height > job.viewport.height;
    if (tall) await page.setViewportSize({ width: job.viewport.width, height: region.height });
    const shot = await page.screenshot({ clip: region, fullPage: !job.screen, animations: 'disabled', caret: 'hide' });
    pictures += 1;
    const name = fileName(job);
    const baselinePath = path.join(baselineDir, name);

    if (selfTest) {
      const style = await page.addStyleTag({ content: SELF_TEST_CSS });
      const shows = await showsSelector(page, SELF_TEST_SELECTOR, region);
      const changedShot = await page.screenshot({ clip: region, fullPage: !job.screen, animations: 'disabled', caret: 'hide' });
      await style.evaluate((element) => element.remove());
      const unchanged = !compare(shot, changedShot).different;
      const before = existsSync(baselinePath) ? await compareWithBaseline(readFileSync(baselinePath), shot) : { different: true };
      const after = existsSync(baselinePath) ? await compareWithBaseline(readFileSync(baselinePath), changedShot) : { different: true };
      selfTestResults.push({ job, shows, seen: after.different, cleanBefore: !before.different, unchanged });
    }
    if (tall) await page.setViewportSize(job.viewport);
    await toastsHidden?.evaluate((element) => element.remove());

    if (!existsSync(baselinePath)) {
      if (update) {
        writeFileSync(baselinePath, await keepable(shot));
        written += 1;
      } else {
        failures.push({ job, reason: `no baseline ${path.relative(process.cwd(), baselinePath)} (run with --update)` });
      }
      return;
    }
    const result = await compareWithBaseline(readFileSync(baselinePath), shot);
    if (!result.different) return;
    if (update) {
      writeFileSync(baselinePath, result.kept ?? (await keepable(shot)));
      written += 1;
      return;
    }
    const stem = name.replace(/\.png$/, '');
    copyFileSync(baselinePath, path.join(reportDir, `${stem}.baseline.png`));
    writeFileSync(path.join(reportDir, `${stem}.new.png`), result.kept ?? shot);
    if (result.diff) writeFileSync(path.join(reportDir, `${stem}.diff.png`), result.diff);
    differences.push({ job, stem, ...result });
  }

  // Two walkers, each in its own pages (a page draws on one core), take every other picture: a
  // fixed share, because the mocks number what they make in the order a page asks (booking
  // codes, times), so a page must see the same stories in the same order on every run. (A run
  // with --only sees fewer stories: read its differences, do not --update from it.)
  let done = 0;
  await Promise.all(
    [0, 1].map(async (walker) => {
      for (const job of jobs.filter((_, index) => index % 2 === walker)) {
        await picture(job, walker);
        done += 1;
        if (done % 50 === 0) console.log(`  ${done}/${jobs.length}`);
      }
    }),
  );

  // A baseline whose story is gone (renamed, untagged, deleted) is stale.
  const expected = new Set(jobs.map(fileName));
  const stale = readdirSync(baselineDir)
    .filter((file) => file.endsWith('.png') && !expected.has(file))
    .filter((file) => !only || file.includes(only));
  if (stale.length > 0) {
    if (update) {
      for (const file of stale) rmSync(path.join(baselineDir, file));
      console.log(`Removed ${stale.length} stale baselines: ${stale.join(', ')}`);
    } else {
      for (const file of stale) failures.push({ job: { id: file, title: 'stale baseline', viewport: {} }, reason: `baseline ${file} has no story tagged 'visual' any more (run with --update)` });
    }
  }

  writeReport();

  for (const { job, reason } of failures) console.error(`✗ ${job.id}${job.viewport.width ? ` @${job.viewport.width}` : ''}: ${reason}`);
  for (const { job, pixels, sizeChanged } of differences) {
    console.error(`≠ ${job.id} @${job.viewport.width}: ${sizeChanged ? `size ${sizeChanged}` : `${pixels} pixels`}`);
  }
  const total = readdirSync(baselineDir).reduce((sum, file) => sum + statSync(path.join(baselineDir, file)).size, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `test:visual: ${pictures} pictures, ${differences.length} different, ${failures.length} failed` +
      `${update ? `, ${written} baselines written` : ''}; baselines ${(total / 1024 / 1024).toFixed(2)} MB of ${(BASELINE_BUDGET_BYTES / 1024 / 1024).toFixed(0)} MB; ${seconds} s` +
      `${differences.length > 0 ? `; report: ${path.relative(process.cwd(), path.join(reportDir, 'index.html'))}` : ''}`,
  );
  if (total > BASELINE_BUDGET_BYTES) {
    console.error(`The baselines weigh ${total} bytes, over the budget of ${BASELINE_BUDGET_BYTES}: crop or drop pictures, or raise the budget on purpose.`);
    process.exitCode = 1;
  }
  if (failures.length > 0 || (differences.length > 0 && !update)) process.exitCode = 1;

  if (selfTest) reportSelfTest();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}

function reportSelfTest() {
  // Only pictures equal to their baseline without the change can tell whether the change was seen.
  const clean = selfTestResults.filter((result) => result.cleanBefore);
  const showing = clean.filter((result) => result.shows);
  const missed = showing.filter((result) => !result.seen);
  const falseAlarms = clean.filter((result) => !result.shows && result.seen);
  console.log(
    `self-test (${SELF_TEST_CSS}): ${clean.length} pictures equal to their baseline, ${showing.length} show '${SELF_TEST_SELECTOR}', ` +
      `${showing.length - missed.length} of them reported different, ${missed.length} missed; ${falseAlarms.length} without it reported different` +
      `${selfTestResults.length - clean.length ? `; ${selfTestResults.length - clean.length} left out (already different)` : ''}`,
  );
  for (const { job, unchanged } of missed) console.error(`  missed: ${fileName(job)}${unchanged ? ' (the picture did not change at all)' : ''}`);
  for (const { job } of falseAlarms) console.error(`  false alarm: ${fileName(job)}`);
  if (missed.length > 0 || falseAlarms.length > 0 || clean.length === 0) process.exitCode = 1;
}

function writeReport() {
  const escape = (text) => String(text).replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);
  const rows = differences
    .map(
      ({ job, stem, pixels, sizeChanged, diff }) => `<section>
  <h2>${escape(job.title)}</h2>
  <p><code>${escape(job.id)}</code> · ${job.viewport.width} px · ${sizeChanged ? `kích thước đổi ${escape(sizeChanged)}` : `${pixels} điểm ảnh khác`}</p>
  <div class="row">
    <figure><figcaption>Ảnh gốc</figcaption><img src="${stem}.baseline.png" alt=""></figure>
    <figure><figcaption>Ảnh mới</figcaption><img src="${stem}.new.png" alt=""></figure>
    ${diff ? `<figure><figcaption>Khác biệt</figcaption><img src="${stem}.diff.png" alt=""></figure>` : ''}
  </div>
</section>`,
    )
    .join('\n');
  const failed = failures.map(({ job, reason }) => `<li><code>${escape(job.id)}</code>: ${escape(reason)}</li>`).join('\n');
  writeFileSync(
    path.join(reportDir, 'index.html'),
    `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>Kiểm tra hình ảnh</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 24px; color: #111; }
  section { border-top: 1px solid #ccc; padding: 12px 0; }
  .row { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; }
  figure { margin: 0; flex: 0 0 auto; max-width: 32%; }
  img { max-width: 100%; border: 1px solid #999; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
</style></head>
<body>
<h1>Kiểm tra hình ảnh: ${differences.length} ảnh khác, ${failures.length} lỗi, ${pictures} ảnh đã chụp</h1>
${failed ? `<h2>Lỗi</h2><ul>${failed}</ul>` : ''}
${rows || '<p>Không có ảnh nào khác ảnh gốc.</p>'}
</body></html>
`,
  );
}
