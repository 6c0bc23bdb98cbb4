// The design workbench the server publishes to staff at /workbench/ (server/plugins/workbench.ts):
// the built Storybook in storybook-static/ (WORKBENCH_DIR) and, beside it, the visual test's
// report of that build in visual/report/ (WORKBENCH_REPORT_DIR). A picture that changed does not
// stop the build: the report is there to review it.
import { spawnSync } from 'node:child_process';

const run = (args) => spawnSync('node', args, { stdio: 'inherit' }).status;

if (spawnSync('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const visual = run(['scripts/test-visual.mjs', '--no-build']);
console.info(
  visual === 0
    ? 'Workbench built: storybook-static/ and visual/report/ (no picture changed).'
    : 'Workbench built: storybook-static/ and visual/report/ (some pictures changed: see /workbench/visual-report/).',
);
