// `npm test`: every check that needs nothing but Node and Chromium, in order of speed.
// The same server suite runs again against a Postgres server in CI (`npm run test:pg`).
import { spawnSync } from 'node:child_process';

// [name, command, args, options]: `env` adds to the environment; `keepGoing` lets the
// steps after a failure run (the result still counts as failed).
const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit + server (PGlite)', 'npx', ['vitest', 'run']],
  ['storybook (play + axe)', 'node', ['scripts/test-storybook.mjs']],
  // Built once here; the budget reads this build and the e2e server runs it.
  ['e2e: build app + server', 'sh', ['-c', 'npx vite build --logLevel warn && node scripts/build-server.mjs']],
  // A page over its budget fails the run, but the journeys still run and report.
  ['e2e: JavaScript budget', 'npm', ['run', '--silent', 'check:js-budget'], { keepGoing: true }],
  ['e2e (real server)', 'npx', ['playwright', 'test'], { env: { E2E_SKIP_BUILD: '1' } }],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args, options = {}] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '', ...options.env } });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok && !options.keepGoing) break;
}

console.info('\nKết quả:');
for (const { name, ok, seconds } of results) console.info(`  ${ok ? '✓' : '✗'} ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length - (only.length ? steps.filter(([n]) => !only.some((w) => n.includes(w))).length : 0);
console.info(`${results.length - failed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
