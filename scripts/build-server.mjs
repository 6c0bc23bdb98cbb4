// The server built ahead: server/main.ts and everything it imports from server/ and contract/
// bundled by esbuild into one ES module, dist-server/main.js, so a start runs plain JavaScript
// instead of compiling TypeScript through tsx. Packages stay in node_modules (external): their
// own files (PGlite's WASM, swagger-ui's assets, pino's transports) are found where they are.
// The SQL migrations are copied beside the bundle, where server/db/client.ts looks for them
// (the folder named `migrations` next to the module that opens the database).
//
//   node scripts/build-server.mjs        (npm run build:server) always builds
//   import { ensureServerBuilt } ...     builds when missing or older than its sources
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = path.join(root, 'dist-server');
export const serverEntry = path.join(serverOutDir, 'main.js');
/** The files the last build read (esbuild's metafile inputs), to know when it is out of date. */
const inputsFile = path.join(serverOutDir, 'inputs.json');
const migrationsSource = path.join(root, 'server', 'db', 'migrations');
/** Files that change the output without being bundled inputs. */
const buildFiles = [fileURLToPath(import.meta.url), path.join(root, 'package.json'), path.join(root, 'tsconfig.base.json'), path.join(root, 'tsconfig.server.json')];

/**
 * How to run the built server: plain node. Stack traces point into dist-server/main.js, which is
 * not minified and marks each source file; NODE_OPTIONS=--enable-source-maps maps them back to
 * the TypeScript, at the cost of ~25 MB resident (scripts/server-runtime.mjs).
 */
export function serverCommand() {
  return { command: process.execPath, args: [serverEntry] };
}

/** import.meta.env as the browser build sees it (Vite's VITE_* variables), so both render a page alike. */
function viteEnv() {
  const vite = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('VITE_')));
  return { ...vite, MODE: 'production', PROD: true, DEV: false, SSR: true, BASE_URL: '/' };
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** True when there is no build, or a source it was made from (or a migration) is newer. */
export function serverBuildIsStale() {
  if (!existsSync(serverEntry) || !existsSync(inputsFile)) return true;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return true;
  }
  const builtAt = statSync(serverEntry).mtimeMs;
  const sources = [...inputs.map((file) => path.join(root, file)), ...buildFiles, ...filesUnder(migrationsSource)];
  // A source that is gone (renamed, deleted) means the importing file changed too, so it is newer.
  return sources.some((file) => existsSync(file) && statSync(file).mtimeMs > builtAt);
}

/**
 * Packages bundled all the same, from their ES modules, so that only what the server uses is
 * loaded: Node would load lucide-react's CommonJS build, every icon of it (1.3 MB of source and
 * an object per icon, ~10 MB of the server's memory), for the few dozen the pages draw.
 */
const bundledPackages = {
  name: 'bundled-packages',
  setup(build) {
    build.onResolve({ filter: /^lucide-react$/ }, () => ({ path: path.join(root, 'node_modules', 'lucide-react', 'dist', 'esm', 'lucide-react.mjs') }));
  },
};

/** Bundles the server into dist-server/ and returns the time it took in ms. */
export async function buildServer({ quiet = false } = {}) {
  const started = performance.now();
  // Loaded here, not at the top: a start with an up-to-date build never needs it.
  const { build, stop } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    // The invoice PDF thread (server/lib/invoice-pdf-thread.ts) loads its own file, beside main.js.
    entryPoints: { main: 'server/main.ts', 'invoice-pdf-worker': 'server/lib/invoice-pdf-worker.ts' },
    outdir: serverOutDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [bundledPackages],
    // The browser app's public pages are rendered by the server too (app/entry-server.tsx).
    jsx: 'automatic',
    // What Vite gives the browser build; the server has no VITE_* values of its own to add.
    define: { 'import.meta.env': JSON.stringify(viteEnv()) },
    // Class and function names stay as written (error names, plugin names in Fastify's messages).
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live on beside a server started in this process.
  await stop();
  mkdirSync(serverOutDir, { recursive: true });
  // Written beside and renamed over, so a server starting meanwhile never reads half a file.
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  // Copied whole, then swapped in, so a starting server sees the old set or the new one.
  const migrationsTarget = path.join(serverOutDir, 'migrations');
  const freshCopy = `${migrationsTarget}.${process.pid}.tmp`;
  const oldCopy = `${migrationsTarget}.${process.pid}.old`;
  cpSync(migrationsSource, freshCopy, { recursive: true });
  if (existsSync(migrationsTarget)) renameSync(migrationsTarget, oldCopy);
  renameSync(freshCopy, migrationsTarget);
  rmSync(oldCopy, { recursive: true, force: true });
  // Last, so an interrupted build counts as stale.
  writeFileSync(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'))));
  const ms = performance.now() - started;
  if (!quiet) {
    const size = statSync(serverEntry).size;
    console.info(`Server built: ${path.relative(root, serverEntry)} (${(size / 1024).toFixed(0)} KB) in ${Math.round(ms)} ms`);
  }
  return ms;
}

/** Builds the server unless dist-server/ is up to date with its sources. */
export async function ensureServerBuilt() {
  if (!serverBuildIsStale()) return false;
  console.info('Đang build server (esbuild)...');
  await buildServer();
  return true;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  await buildServer();
}
