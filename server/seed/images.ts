import sharp from 'sharp';
import type { SeedIcon } from './data';
import { escapeXml } from '../lib/escape-xml';

/**
 * Demo pictures drawn at seed time, without network: a small SVG scene (gradient, car
 * silhouette, service icon, title) rendered to JPEG by sharp. Sizes and quality are kept
 * small so the whole seed takes a few seconds.
 */

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const BRAND = 'GARA Ô TÔ SÀI GÒN';
const QUALITY = 75;

/** Greedy word wrap by character count (the fonts are close enough to monospace for titles). */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length > maxChars && current) {
      lines.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:–-]+$/, '')}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, lineHeight: number, attrs: string): string {
  return lines.map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" ${attrs}>${escapeXml(line)}</text>`).join('');
}

function gradient(id: string, [from, to]: [string, string], vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A side view of a sedan, 460 x 160 in its own coordinates. */
function car(transform: string, opacity = 0.92): string {
  return `<g transform="${transform}">
    <path d="M10,120 L10,95 Q12,80 30,76 L110,66 L165,24 Q178,14 200,14 L310,14 Q332,14 346,28 L392,66 L430,72 Q452,76 452,98 L452,120 Q452,128 444,128 L400,128 A40,40 0 0 0 320,128 L140,128 A40,40 0 0 0 60,128 L18,128 Q10,128 10,120 Z" fill="#ffffff" fill-opacity="${opacity}"/>
    <path d="M178,30 Q186,24 200,24 L250,24 L250,64 L130,64 Z" fill="#0f172a" fill-opacity="0.55"/>
    <path d="M262,24 L308,24 Q326,24 336,36 L362,64 L262,64 Z" fill="#0f172a" fill-opacity="0.55"/>
    <rect x="420" y="84" width="24" height="9" rx="4" fill="#fde68a"/>
    <rect x="14" y="86" width="16" height="8" rx="3" fill="#f87171"/>
    <circle cx="100" cy="128" r="32" fill="#111827"/><circle cx="100" cy="128" r="14" fill="#d1d5db"/>
    <circle cx="360" cy="128" r="32" fill="#111827"/><circle cx="360" cy="128" r="14" fill="#d1d5db"/>
  </g>`;
}

/** A white line icon about 110 px across, centred on (0, 0). */
function icon(kind: SeedIcon): string {
  const stroke = 'fill="none" stroke="#ffffff" stroke-linecap="round" stroke-linejoin="round"';
  switch (kind) {
    case 'oil':
      return `<path d="M0,-50 C20,-20 35,0 35,18 A35,35 0 0 1 -35,18 C-35,0 -20,-20 0,-50 Z" fill="#ffffff"/><path d="M-16,16 A16,16 0 0 0 0,32" fill="none" stroke="#1f2937" stroke-linecap="round" stroke-width="6" opacity="0.35"/>`;
    case 'engine':
      return `<circle r="38" ${stroke} stroke-width="16" stroke-dasharray="11 8"/><circle r="27" ${stroke} stroke-width="8"/><circle r="9" fill="#ffffff"/>`;
    case 'brake':
      return `<circle r="46" ${stroke} stroke-width="10"/><circle r="16" ${stroke} stroke-width="7"/>${[0, 60, 120, 180, 240, 300]
        .map((deg) => `<circle cx="${(31 * Math.cos((deg * Math.PI) / 180)).toFixed(1)}" cy="${(31 * Math.sin((deg * Math.PI) / 180)).toFixed(1)}" r="4" fill="#ffffff"/>`)
        .join('')}<path d="M30,-52 A60,60 0 0 1 58,-14" ${stroke} stroke-width="14"/>`;
    case 'electric':
      return `<path d="M10,-52 L-30,6 L-2,6 L-12,52 L30,-10 L2,-10 Z" fill="#ffffff"/>`;
    case 'paint':
      return `<path d="M0,-50 Q7,-7 50,0 Q7,7 0,50 Q-7,7 -50,0 Q-7,-7 0,-50 Z" fill="#ffffff"/><path d="M36,-44 Q38,-38 44,-36 Q38,-34 36,-28 Q34,-34 28,-36 Q34,-38 36,-44 Z" fill="#ffffff"/>`;
    case 'tire':
      return `<circle r="42" ${stroke} stroke-width="18" stroke-dasharray="7 4"/><circle r="22" ${stroke} stroke-width="6"/><circle r="7" fill="#ffffff"/>`;
    case 'rescue':
      return `<path d="M0,-46 L46,34 L-46,34 Z" ${stroke} stroke-width="10"/><path d="M0,-12 L0,10" ${stroke} stroke-width="10"/><circle cy="22" r="5" fill="#ffffff"/>`;
  }
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

async function toJpegDataUrl(markup: string): Promise<string> {
  const jpeg = await sharp(Buffer.from(markup)).jpeg({ quality: QUALITY }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

export interface ServicePicture {
  title: string;
  category: string;
  icon: SeedIcon;
  colors: [string, string];
}

/** The main picture of a service: 800 x 500. */
export function renderServiceImage(p: ServicePicture): Promise<string> {
  const lines = wrapText(p.title, 36, 2);
  const titleY = lines.length === 1 ? 462 : 440;
  return toJpegDataUrl(
    svg(
      800,
      500,
      `<defs>${gradient('bg', p.colors)}</defs>
      <rect width="800" height="500" fill="url(#bg)"/>
      <circle cx="690" cy="70" r="230" fill="#ffffff" fill-opacity="0.06"/>
      <circle cx="60" cy="480" r="170" fill="#ffffff" fill-opacity="0.05"/>
      <rect x="0" y="378" width="800" height="3" fill="#ffffff" fill-opacity="0.18"/>
      <g transform="translate(110 118)"><circle r="70" fill="#ffffff" fill-opacity="0.13"/><g transform="scale(0.8)">${icon(p.icon)}</g></g>
      <text x="205" y="105" font-family="${FONT}" font-size="20" fill="#ffffff" fill-opacity="0.8" letter-spacing="1">${escapeXml(p.category.toUpperCase())}</text>
      <text x="205" y="140" font-family="${FONT}" font-size="15" fill="#ffffff" fill-opacity="0.6">${escapeXml(BRAND)}</text>
      ${car('translate(318 218)')}
      <rect x="0" y="392" width="800" height="108" fill="#000000" fill-opacity="0.32"/>
      ${textLines(lines, 40, titleY, 40, `font-family="${FONT}" font-size="31" font-weight="bold" fill="#ffffff"`)}`,
    ),
  );
}

/** A secondary picture shared by the services of a category: 800 x 500. */
export function renderDetailImage(p: { caption: string; category: string; icon: SeedIcon; colors: [string, string]; flip: boolean }): Promise<string> {
  const [from, to] = p.colors;
  return toJpegDataUrl(
    svg(
      800,
      500,
      `<defs>${gradient('bg', p.flip ? [to, from] : [from, to], true)}</defs>
      <rect width="800" height="500" fill="url(#bg)"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${i * 150 - 60}" y="0" width="70" height="500" fill="#ffffff" fill-opacity="0.035" transform="skewX(-18)"/>`).join('')}
      <g transform="translate(${p.flip ? 600 : 200} 200)"><circle r="120" fill="#ffffff" fill-opacity="0.12"/><g transform="scale(1.6)">${icon(p.icon)}</g></g>
      ${p.flip ? car('translate(40 150) scale(0.9)', 0.85) : car('translate(380 150) scale(0.85)', 0.85)}
      ${textLines(wrapText(p.caption, 40, 2), 400, 410, 38, `font-family="${FONT}" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle"`)}
      <text x="400" y="470" font-family="${FONT}" font-size="17" fill="#ffffff" fill-opacity="0.7" text-anchor="middle">${escapeXml(`${p.category} · ${BRAND}`)}</text>`,
    ),
  );
}

/** A news article's picture: 800 x 500, title over a darkened scene. */
export function renderNewsImage(p: { title: string; icon: SeedIcon; colors: [string, string] }): Promise<string> {
  const lines = wrapText(p.title, 24, 3);
  return toJpegDataUrl(
    svg(
      800,
      500,
      `<defs>${gradient('bg', p.colors)}</defs>
      <rect width="800" height="500" fill="url(#bg)"/>
      ${car('translate(360 272) scale(0.95)', 0.22)}
      <g transform="translate(680 110)"><circle r="74" fill="#ffffff" fill-opacity="0.14"/><g transform="scale(0.85)">${icon(p.icon)}</g></g>
      <rect x="40" y="46" width="116" height="34" rx="17" fill="#ffffff" fill-opacity="0.2"/>
      <text x="98" y="69" font-family="${FONT}" font-size="17" font-weight="bold" fill="#ffffff" text-anchor="middle">TIN TỨC</text>
      ${textLines(lines, 40, 160, 50, `font-family="${FONT}" font-size="38" font-weight="bold" fill="#ffffff"`)}
      <text x="40" y="460" font-family="${FONT}" font-size="18" fill="#ffffff" fill-opacity="0.75">${escapeXml(`Cẩm nang chăm sóc xe · ${BRAND}`)}</text>`,
    ),
  );
}

/** A home-page banner: 1600 x 560. */
export function renderBannerImage(p: { headline: string; tagline: string; icon: SeedIcon; colors: [string, string] }): Promise<string> {
  return toJpegDataUrl(
    svg(
      1600,
      560,
      `<defs>${gradient('bg', p.colors)}</defs>
      <rect width="1600" height="560" fill="url(#bg)"/>
      <circle cx="1320" cy="120" r="420" fill="#ffffff" fill-opacity="0.06"/>
      <rect x="0" y="470" width="1600" height="4" fill="#ffffff" fill-opacity="0.2"/>
      ${car('translate(820 150) scale(1.55)')}
      <g transform="translate(1460 110)"><circle r="70" fill="#ffffff" fill-opacity="0.16"/><g transform="scale(0.8)">${icon(p.icon)}</g></g>
      <text x="90" y="120" font-family="${FONT}" font-size="26" fill="#ffffff" fill-opacity="0.8" letter-spacing="3">${escapeXml(BRAND)}</text>
      ${textLines(wrapText(p.headline, 22, 2), 90, 215, 72, `font-family="${FONT}" font-size="60" font-weight="bold" fill="#ffffff"`)}
      ${textLines(wrapText(p.tagline, 48, 2), 90, 385, 38, `font-family="${FONT}" font-size="28" fill="#ffffff" fill-opacity="0.9"`)}
      <rect x="90" y="452" width="250" height="62" rx="31" fill="#ffffff"/>
      <text x="215" y="492" font-family="${FONT}" font-size="24" font-weight="bold" fill="${p.colors[0]}" text-anchor="middle">Đặt lịch ngay</text>`,
    ),
  );
}

/** "Nguyễn Hoàng Phúc" gives "HP": the given names, as Vietnamese staff are addressed. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return words
    .slice(-2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** A staff portrait placeholder: 400 x 400, silhouette and initials. */
export function renderAvatar(p: { name: string; colors: [string, string] }): Promise<string> {
  return toJpegDataUrl(
    svg(
      400,
      400,
      `<defs>${gradient('bg', p.colors)}</defs>
      <rect width="400" height="400" fill="url(#bg)"/>
      <circle cx="200" cy="150" r="70" fill="#ffffff" fill-opacity="0.9"/>
      <path d="M60,400 Q60,250 200,250 Q340,250 340,400 Z" fill="#ffffff" fill-opacity="0.9"/>
      <text x="200" y="372" font-family="${FONT}" font-size="56" font-weight="bold" fill="${p.colors[0]}" text-anchor="middle">${escapeXml(initials(p.name))}</text>`,
    ),
  );
}
