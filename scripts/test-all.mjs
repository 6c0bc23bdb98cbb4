// `npm test`: every check that needs nothing but Node and Chromium, in order of speed.
// The same server suite runs again against a Postgres server in CI (`npm run test:pg`).
import { spawn } from 'node:child_process';

// [name, command, args, options]: `env` adds to the environment; `keepGoing` lets the
// steps after a failure run (the result still counts as failed); `beside` runs the step at the
// same time as the next one (each is one thread on a two-core machine), its output held back
// and printed when it ends.
const steps = [
  ['lint', 'npx', ['eslint', '.'], { beside: true }],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  // The generated token files match design/tokens.json; contrast of every pair; no unknown token.
  ['tokens', 'npm', ['run', '--silent', 'check:tokens']],
  ['unit + server (PGlite)', 'npx', ['vitest', 'run']],
  // Builds storybook-static, which the two walks below read.
  ['storybook (play + axe)', 'node', ['scripts/test-storybook.mjs']],
  // Both walk the same build in one tab each, and the pictures' walk leaves a third of the two
  // cores idle (it waits for fonts, pictures and frames): the API states walk runs beside it, 130 s
  // less than one after the other, the pictures unchanged (their clock and animations are fixed).
  ['storybook: screens in every API state', 'node', ['scripts/test-api-states.mjs', '--no-build'], { beside: true, keepGoing: true }],
  // A picture that changed fails the run, but the other checks still run and report.
  ['storybook: pictures (visual)', 'node', ['scripts/test-visual.mjs', '--no-build'], { keepGoing: true }],
  // Built once here; the budget reads this build and the e2e server runs it.
  ['e2e: build app + server', 'sh', ['-c', 'npx vite build --logLevel warn && node scripts/build-server.mjs']],
  // A page over its budget fails the run, but the journeys still run and report.
  ['e2e: JavaScript budget', 'npm', ['run', '--silent', 'check:js-budget'], { keepGoing: true }],
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

let beside;
for (const [name, command, args, options = {}] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  const running = runStep(name, command, args, options);
  if (options.beside && !only.length) {
    beside = running;
    continue;
  }
  let ok = await running;
  if (beside) ok = (await beside) && ok;
  beside = undefined;
  if (!ok && !options.keepGoing) break;
}

console.info('\nKết quả:');
for (const { name, ok, seconds } of results) console.info(`  ${ok ? '✓' : '✗'} ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length - (only.length ? steps.filter(([n]) => !only.some((w) => n.includes(w))).length : 0);
console.info(`${results.length - failed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
