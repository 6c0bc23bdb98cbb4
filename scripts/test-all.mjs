// `npm test`: every check that needs nothing but Node and Chromium, in order of speed.
// The same server suite runs again against a Postgres server in CI (`npm run test:pg`).
import { spawn } from 'node:child_process';

// [name, command, args, options]: `env` adds to the environment; `keepGoing` lets the
// steps after a failure run (the result still counts as failed); `beside` runs the step at the
// same time as the next step that is not beside (each is one thread on a two-core machine), its
// output held back and printed when it ends.
const steps = [
  ['lint', 'npx', ['eslint', '.'], { beside: true }],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  // The generated token files match design/tokens.json; contrast of every pair; no unknown token.
  ['tokens', 'npm', ['run', '--silent', 'check:tokens']],
  ['unit + server (PGlite)', 'npx', ['vitest', 'run']],
  // Builds storybook-static, which the two walks below read.
  ['storybook (play + axe)', 'node', ['scripts/test-storybook.mjs']],
  // Built once here; the budget reads this build and the e2e server runs it.
  ['e2e: build app + server', 'sh', ['-c', 'npx vite build --logLevel warn && node scripts/build-server.mjs']],
  // The two walks read the same Storybook build in one tab each, and the pictures' walk leaves a
  // third of the two cores idle (it waits for fonts, pictures and frames): the API states walk and
  // the JavaScript budget (a demo server and a browser, mostly waiting on pages) run beside it,
  // their output held until they end. The pictures do not depend on it (their clock and animations
  // are fixed), nor does the budget (it waits on each page's own events, not a time).
  ['storybook: screens in every API state', 'node', ['scripts/test-api-states.mjs', '--no-build'], { beside: true, keepGoing: true }],
  // A page over its budget fails the run, but the journeys still run and report.
  ['e2e: JavaScript budget', 'npm', ['run', '--silent', 'check:js-budget'], { beside: true, keepGoing: true }],
  // A picture that changed fails the run, but the other checks still run and report.
  ['storybook: pictures (visual)', 'node', ['scripts/test-visual.mjs', '--no-build'], { keepGoing: true }],
  ['e2e (real server)', 'npx', ['playwright', 'test'], { env: { E2E_SKIP_BUILD: '1' } }],
];

const only = process.argv.slice(2);
const results = [];

/** Runs a step; resolves to whether it passed. A step run beside the next keeps its output until it ends. */
function runStep(name, command, args, options) {
  const held = options.beside && !only.length;
  if (!held) console.info(`\n▶ ${name}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, CI: process.env.CI ?? '', ...options.env } });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (held) {
        console.info(`\n▶ ${name} (run beside the next step)`);
        process.stdout.write(Buffer.concat(output));
      }
      results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
      resolve(code === 0);
    });
  });
}

let beside = [];
for (const [name, command, args, options = {}] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  const running = runStep(name, command, args, options);
  if (options.beside && !only.length) {
    beside.push({ running, keepGoing: options.keepGoing });
    continue;
  }
  let ok = await running;
  let stop = !ok && !options.keepGoing;
  for (const step of beside) {
    const passed = await step.running;
    ok = passed && ok;
    if (!passed && !step.keepGoing) stop = true;
  }
  beside = [];
  if (stop) break;
}

console.info('\nKết quả:');
for (const { name, ok, seconds } of results) console.info(`  ${ok ? '✓' : '✗'} ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length - (only.length ? steps.filter(([n]) => !only.some((w) => n.includes(w))).length : 0);
console.info(`${results.length - failed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
