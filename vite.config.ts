import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), preloadFonts()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which files each route chunk loads (scripts/check-js-budget.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Fewer, larger files: a phone on HTTP/1.1 pays a round trip per file, six at a time.
          // - Everything the entry imports statically goes into the entry chunk: rolldown had
          //   split it into eight files (react, zod, tailwind-merge, small shared modules), all
          //   needed before the first paint anyway.
          // - The icons that several pages share go into one chunk instead of one 200-600 byte
          //   file each (the home page fetched a dozen).
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 2, priority: 1 },
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
