// `npm run typecheck`: the browser code, the server and the tooling, each with its own tsconfig,
// checked by TypeScript 7, the Go compiler (`tsgo`, @typescript/native-preview: about 50 s for the
// three here, where TypeScript 5.9's `tsc` took about 125 s). It is the 7.0 preview rather than the
// `typescript@7` release because the release's command is also named `tsc`: installed beside 5.9,
// which of the two `npx tsc` ran would depend on npm's order of linking. TypeScript 5.9 stays the
// `typescript` package: typescript-eslint and Storybook's prop tables read its compiler API, which 7
// does not have.
//
//   node scripts/typecheck.mjs --classic    the same three with TypeScript 5.9
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const compiler = fileURLToPath(new URL(`../node_modules/.bin/${process.argv.includes('--classic') ? 'tsc' : 'tsgo'}`, import.meta.url));

let failed = false;
for (const project of ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.node.json']) {
  const { status } = spawnSync(compiler, ['-p', project, '--noEmit'], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`TypeScript found errors in ${project}.`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
