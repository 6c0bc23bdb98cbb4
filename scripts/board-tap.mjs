// The workshop board on a tablet (issue 46), as `npm run bench` measures it: `/manager/repairs`
// with the demo's open jobs and 200 more checked in through the API, signed in as the admin, in
// Chromium at 1024×768 with the CPU slowed 4x (the garage's Wi-Fi: no network throttling). Per run:
//   - drawn: from the start of the load to the frame in which every open job's card shows;
//   - move: 'Chuyển … sang bước …' tapped on the first card at once, its INP (web-vitals) and
//     the time to the frame in which the card has left for its next step.
//
//   node scripts/board-tap.mjs          against a fresh demo server (builds the app first)
//   BOARD_RUNS=3                         runs (the median is printed)
import { startDemoServer } from './demo-server.mjs';
import { launchMeasuringBrowser, median, WEB_VITALS } from './first-tap.mjs';

const ADMIN = { email: 'admin@garaotosaigon.vn', password: 'Admin@123' };
const EXTRA_JOBS = 200;

async function api(baseUrl, method, url, token, body) {
  const response = await fetch(new URL(url, baseUrl), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** 200 walk-in customers' cars checked in at Quận 12 (the board shows one branch), as the desk does it. */
async function checkInJobs(baseUrl, token) {
  for (let index = 0; index < EXTRA_JOBS; index += 1) {
    const number = String(index).padStart(3, '0');
    await api(baseUrl, 'POST', '/api/repairs', token, {
      branch: 'quan-12',
      fullName: `Khách thử ${number}`,
      numberPhone: `0977${String(100_000 + index).slice(1)}0`.slice(0, 10),
      plate: `59K-${number}.${String(index % 100).padStart(2, '0')}`,
      model: 'Toyota Vios',
      odometerKm: 30_000 + index,
      fuelLevel: 50,
      complaint: 'Bảo dưỡng định kỳ',
    });
  }
}

function watchBoard(vitals) {
  const state = { inp: 0, tapAt: 0, drawnAt: 0, movedAt: 0 };
  Object.defineProperty(window, '__board', { value: state });
  vitals.onINP((metric) => (state.inp = metric.value), { reportAllChanges: true, durationThreshold: 16 });
  addEventListener('pointerdown', (event) => (state.tapAt ||= event.timeStamp), { capture: true });
}

async function boardOnce(browser, baseUrl, session, openJobs) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, locale: 'vi-VN' });
  try {
    await context.addInitScript(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, session);
    await context.addInitScript({ content: `${WEB_VITALS};(${watchBoard.toString()})(webVitals);` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(new URL('/manager/repairs?branch=quan-12', baseUrl).href, { waitUntil: 'commit' });
    await page.waitForFunction(
      (expected) => {
        const shows = document.querySelectorAll('article[aria-label^="Xe "]').length >= expected;
        if (shows && !window.__board.drawnAt) window.__board.drawnAt = performance.now();
        return shows;
      },
      openJobs,
      { polling: 'raf', timeout: 60_000 },
    );
    const move = page.getByRole('button', { name: /^Chuyển xe .* sang bước / }).first();
    const label = await move.getAttribute('aria-label');
    await move.tap();
    await page.waitForFunction(
      (name) => {
        const gone = !document.querySelector(`button[aria-label="${name}"]`);
        if (gone && !window.__board.movedAt) window.__board.movedAt = performance.now();
        return gone;
      },
      label,
      { polling: 'raf', timeout: 30_000 },
    );
    await page.waitForTimeout(500);
    const state = await page.evaluate(() => window.__board);
    return { drawn: state.drawnAt, inp: state.inp, moved: state.movedAt - state.tapAt };
  } finally {
    await context.close();
  }
}

/** Checks in the jobs, then measures the board `runs` times; returns the medians. */
export async function measureBoard({ baseUrl, runs = 3, log = console.info }) {
  const login = await api(baseUrl, 'POST', '/api/accounts/login', null, ADMIN);
  const session = { token: login.token, user: { id: login.id, fullName: login.fullName, email: login.email, image: login.image, roles: login.roles } };
  await checkInJobs(baseUrl, login.token);
  const board = await api(baseUrl, 'GET', '/api/repairs?state=board&branch=quan-12', login.token);
  const openJobs = board.length;
  const { browser, cpuIndex } = await launchMeasuringBrowser(baseUrl);
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await boardOnce(browser, baseUrl, session, openJobs));
    const row = { openJobs, cpuIndex, drawn: median(results.map((r) => r.drawn)), inp: median(results.map((r) => r.inp)), moved: median(results.map((r) => r.moved)) };
    log(
      `  /manager/repairs, ${openJobs} open jobs, 1024×768, CPU 4x (index ${Math.round(cpuIndex)}): drawn ${Math.round(row.drawn)} ms` +
        `   move INP ${Math.round(row.inp)} ms, card moved ${Math.round(row.moved)} ms   (runs: ${results.map((r) => `${Math.round(r.drawn)}/${Math.round(r.inp)}`).join(', ')})`,
    );
    return row;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startDemoServer();
  try {
    await measureBoard({ baseUrl: server.baseUrl, runs: Number(process.env.BOARD_RUNS ?? 3) });
  } finally {
    await server.stop();
  }
}
