/**
 * Offline demo pictures for stories: SVG data URLs, so the workbench needs no network
 * and no binary fixtures. Not for production use.
 */
const palettes = [
  ['#132038', '#f97316'],
  ['#1d2d4a', '#fdba74'],
  ['#a93a09', '#fed7aa'],
  ['#2a3f64', '#9bb0d2'],
  ['#166534', '#bbf7d0'],
  ['#1e40af', '#bfdbfe'],
] as const;

function encode(svg: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A landscape picture with a big caption, `width`×`height`, colour scheme `index`. */
export function demoImage(label: string, index = 0, width = 1200, height = 500) {
  const [background, accent] = palettes[index % palettes.length]!;
  const size = Math.round(Math.min(width, height) / 6);
  return encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="100%" height="100%" fill="${background}"/>` +
      `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.45}" fill="${accent}" opacity="0.35"/>` +
      `<rect x="0" y="${height * 0.78}" width="100%" height="${height * 0.22}" fill="${accent}" opacity="0.5"/>` +
      `<text x="50%" y="50%" fill="#ffffff" font-family="Be Vietnam Pro, sans-serif" font-weight="700" font-size="${size}" text-anchor="middle" dominant-baseline="middle">${label}</text>` +
      `</svg>`,
  );
}

/** A head-and-shoulders silhouette for avatars. */
export function demoPortrait(index = 0) {
  const [background, accent] = palettes[index % palettes.length]!;
  return encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
      `<rect width="200" height="200" fill="${accent}"/>` +
      `<circle cx="100" cy="80" r="38" fill="${background}"/>` +
      `<ellipse cx="100" cy="190" rx="70" ry="60" fill="${background}"/>` +
      `</svg>`,
  );
}
