// `npm test`: every check that needs nothing but Node and Chromium, in order of speed.
// The same server suite runs again against a Postgres server in CI (`npm run test:pg`).
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit + server (PGlite)', 'npx', ['vitest', 'run']],
  ['storybook (play + axe)', 'node', ['scripts/test-storybook.mjs']],
  ['e2e (real server)', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '' } });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}

console.info('\nKết quả:');
for (const { name, ok, seconds } of results) console.info(`  ${ok ? '✓' : '✗'} ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length - (only.length ? steps.filter(([n]) => !only.some((w) => n.includes(w))).length : 0);
console.info(`${results.length - failed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
