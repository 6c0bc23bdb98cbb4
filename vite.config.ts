import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HYDRATION_LOADER, ISLANDS_ENTRY } from './server/lib/page-chunks.ts';
import { readIslandRegistry } from './scripts/js-budget.ts';
import { inlineMessages } from './scripts/inline-messages.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { WORKSHOP_MANIFEST_FILE, WORKSHOP_PATH, workshopPrecacheFiles, workshopThemeColor, workshopWebManifest } from './scripts/workshop-app.ts';

const serverOrigin = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * Writes `.br` and `.gz` beside every text file of the build, compressed once at the
 * highest levels, so the server sends them as they are instead of compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'garage:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const raw = await readFile(path.join(dir, name));
          if (raw.length < 1024) return;
          const brotli = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
          await writeFile(path.join(dir, `${name}.br`), brotli);
          await writeFile(path.join(dir, `${name}.gz`), gzipSync(raw, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Preloads the three font files (app/styles.css): without it the browser finds them only
 * after the CSS has arrived and been applied, a chain one step longer than the page needs.
 */
function preloadFonts(): Plugin {
  return {
    name: 'garage:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((name) => /be-vietnam-pro-\d+-[\w-]+\.woff2$/.test(name));
        return fonts.sort().map((name) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${name}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The workshop view's own web manifest (issue 44), beside index.html: linked from '/xuong' only
 * (app/workshop-app.ts, and the server's HTML of that page), so installing the website stays as it was.
 */
function workshopManifest(): Plugin {
  return {
    name: 'garage:workshop-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKSHOP_MANIFEST_FILE, source: JSON.stringify(workshopWebManifest(workshopThemeColor(process.cwd())), null, 2) });
    },
  };
}

/**
 * The workshop view's service worker, Workbox's (vite-plugin-pwa, generateSW), registered from
 * '/xuong' only with that scope (app/workshop-app.ts): it keeps the app shell and the files the
 * view needs (scripts/workshop-app.ts) so the tablet opens it without a connection, answers
 * navigations to /xuong* with the kept shell and no other address, keeps the other built files
 * the view fetches as it goes (they are fingerprinted), and never touches /api.
 */
function workshopServiceWorker() {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    scope: WORKSHOP_PATH,
    injectRegister: false,
    manifest: false,
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,png,webmanifest}'],
      globIgnores: ['images/**', 'sw.js', 'workbox-*.js'],
      manifestTransforms: [
        (entries) => {
          const kept = workshopPrecacheFiles(JSON.parse(readFileSync(path.join('dist', '.vite', 'manifest.json'), 'utf8')));
          return { manifest: entries.filter((entry) => kept.has(entry.url) || /be-vietnam-pro-[\w-]+\.woff2$/.test(entry.url)), warnings: [] };
        },
      ],
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [/^\/xuong(\/|$)/],
      navigateFallbackDenylist: [/^\/api\//],
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'xuong-assets', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
        },
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}

/** A test matching the given modules (paths from the project root). */
const modulesTest = (...modules: string[]) => (id: string) => modules.some((module) => id.replaceAll('\\', '/').endsWith(`/${module}`));

/**
 * A chunk per island (app/islands/island-registry.ts) with what it needs that React and the
 * islands before it do not bring: a page drawn as islands loads its islands' code and nothing
 * of the app. Those with React alone first, so what they share with the app (cn, the button)
 * never pulls the app's providers into them; then the app's frame; then the others. The app's
 * entry imports these chunks like any other.
 */
function islandGroups() {
  const islands = readIslandRegistry(process.cwd());
  const chunk = (island: { name: string; module: string }, priority: number) => ({ name: `island-${island.name}`, test: modulesTest(island.module), priority });
  return [
    // What runs on an island's HTML until it is hydrated (a banner turning by itself), with what it
    // imports: a file of its own, or it would come inside the island's chunk, and React with it.
    // The prelude alone: what it shares with its island (the carousel's look) goes below, into a file
    // both import, so the app, which imports the island's chunk, loads no prelude it never runs.
    ...islands.flatMap((island) => (island.prelude ? [{ name: `prelude-${island.name}`, test: modulesTest(island.prelude), priority: 2.95, includeDependenciesRecursively: false }] : [])),
    { name: 'carousel-look', test: modulesTest('ui/banner-carousel-look.ts', 'ui/carousel-logic.ts'), priority: 2.95 },
    // React alone's hydration, which the frame's uses too (not the other way round).
    { name: 'island-root', test: modulesTest('app/islands/island-root.tsx'), priority: 2.9 },
    ...islands.filter((island) => island.frame === 'none').map((island) => chunk(island, 2.8)),
    { name: 'island-frame', test: modulesTest('app/islands/island-app-root.tsx'), priority: 2.7 },
    ...islands.filter((island) => island.frame === 'app').map((island) => chunk(island, 2.6)),
  ];
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineMessages(), precompress(), preloadFonts(), workshopManifest(), workshopServiceWorker()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which files each route chunk loads (scripts/check-js-budget.ts).
    manifest: true,
    rolldownOptions: {
      // The second entry: the few lines a server-rendered page loads instead of index.html's
      // script, which then fetch that script after the first paint (server/lib/page-html.ts).
      // The third: the island loader of the pages drawn as islands (app/islands/islands.ts).
      input: { index: 'index.html', 'hydrate-after-paint': HYDRATION_LOADER, islands: ISLANDS_ENTRY },
      // contract/client.ts, in the entry, reads one string from contract/paging.ts, whose other
      // statements build zod schemas. Inlined, and paging.ts declared free of side effects (it
      // only builds schemas), the entry no longer needs that module, nor zod (some 25 KB
      // gzipped): both go to the 'schemas' chunk below, which the pages' contract modules load.
      treeshake: { moduleSideEffects: [{ test: /contract[\\/]paging\.ts$/, sideEffects: false }] },
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        codeSplitting: {
          // Fewer, larger files: a phone on HTTP/1.1 pays a round trip per file, six at a time.
          // - Everything the entry imports statically goes into the entry chunk: rolldown had
          //   split it into eight files (react, zod, tailwind-merge, small shared modules), all
          //   needed before the app runs anyway. Not the hydration loader: it stays its own
          //   small file, which imports nothing.
          // - The icons that many pages share (four chunks or more) go into one chunk instead of
          //   one 200-600 byte file each (the home page fetched a dozen). An icon fewer pages use
          //   stays with them: in that one chunk, every page paid for some 70 icons (7 KB gzipped).
          // - zod and paging.ts, statically reachable from the entry but used by none of its code
          //   (see treeshake above), get their own chunk before 'initial' can take them; without
          //   their dependencies (messages, constants), which stay in the entry. That chunk imports
          //   the entry, so the entry must never import it (it would run first, before the
          //   messages it reads, and the page would crash): no code of the entry may use zod, and
          //   scripts/check-js-budget.ts fails the build's check when one does.
          groups: [
            // Vite's preloading of a chunk's imports, which the island loader shares with the app: its own small file, not the app's entry.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 4 },
            // React alone: a page drawn as islands loads it with its first island, without the router and swr the app's frame adds.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            // What nearly every component uses (class names, variants, the button, the icons' base): shared by the app and the islands.
            { name: 'ui-base', test: /node_modules[\\/](clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|context|defaultAttributes)|[\\/]ui[\\/](cn|button)\.tsx?$/, priority: 3.5 },
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]|contract[\\/]paging\.ts$/, priority: 3, includeDependenciesRecursively: false },
            // Nor the island loader and what it alone imports: a page drawn as islands loads no React up front.
            ...islandGroups(),
            { name: 'initial', tags: ['$initial'], test: (id: string) => !id.endsWith(HYDRATION_LOADER) && !/app[\\/]islands[\\/](islands|island-registry)\.ts$|ui[\\/]island-attributes\.ts$/.test(id), priority: 2 },
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 4, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: false },
      '/media': { target: serverOrigin, changeOrigin: false },
      '/socket.io': { target: serverOrigin, ws: true },
    },
  },
});
