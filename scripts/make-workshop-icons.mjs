// The workshop app's icons (issue 44: '/xuong' installed on a tablet), drawn once from the site's
// logo (public/favicon.svg) on the navy of the design tokens and committed as PNGs:
//   public/xuong-icon-192.png, public/xuong-icon-512.png    the logo on a navy rounded square
//   public/xuong-icon-maskable-512.png                       full-bleed navy, the logo inside the
//                                                            middle 60 % (the safe zone a launcher's mask keeps)
//
//   node scripts/make-workshop-icons.mjs      (again only if the logo or the navy changes)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');
const navy = /--color-navy-900:\s*(#[0-9a-f]{6})/i.exec(readFileSync(path.join(root, 'app', 'tokens.css'), 'utf8'))?.[1];
if (!navy) throw new Error('no --color-navy-900 in app/tokens.css');

/** The logo's own drawing (its inner SVG), placed at `x`,`y` with side `side` on a canvas of `size`. */
function icon(size, { radius, logoSide }) {
  const inner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const offset = (size - logoSide) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" rx="${radius}" fill="${navy}"/>` +
      `<svg x="${offset}" y="${offset}" width="${logoSide}" height="${logoSide}" viewBox="0 0 64 64">${inner}</svg>` +
      `</svg>`,
  );
}

const outputs = [
  { file: 'xuong-icon-192.png', size: 192, radius: 42, logoSide: 136 },
  { file: 'xuong-icon-512.png', size: 512, radius: 112, logoSide: 362 },
  { file: 'xuong-icon-maskable-512.png', size: 512, radius: 0, logoSide: 300 },
];
for (const { file, size, ...look } of outputs) {
  await sharp(icon(size, look)).png({ compressionLevel: 9 }).toFile(path.join(root, 'public', file));
  console.info(`public/${file}`);
}
