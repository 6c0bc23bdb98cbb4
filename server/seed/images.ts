import type { SeedIcon } from './data';
import { loadSharp } from '../lib/image-variants';

/**
 * Demo pictures drawn at seed time, without network: flat SVG scenes of a garage rendered to
 * WebP by sharp (about half the bytes of the same picture as JPEG: 10-15 KB at 800 x 500).
 * Two kinds: a car in a setting (workshop, road, garage door, tool wall, city) with the
 * category's badge, or a close-up of the work itself (a tyre, a brake disc, an engine's
 * piston and gear, a battery, a spray gun, an oil can, a tow hook), so a list of services
 * is not eight copies of one car drawing and the demo garage does not read as a template.
 * They carry no text: the site writes titles beside or over them in HTML, and text baked
 * into a picture is cut off by cropped cards and unreadable when scaled down on a phone.
 * Each picture's variety (kind, body style, scene, colours, placement, palette shift) comes
 * from a hash of its title, so the same seed gives the same pictures and neighbouring cards
 * do not look alike. Shapes are kept filter-free so the whole seed takes a few seconds.
 */

const QUALITY = 75;

/** FNV-1a: a small, stable string hash, enough to spread titles over the picture variants. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: successive picks from one seed, so adding a pick does not reshuffle the others' bits. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const r1 = (n: number) => Math.round(n * 10) / 10;

// --- colours -------------------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** The colour with its hue turned by `degrees` (HSL), for palette shifts within one category. */
function turnHue(color: string, degrees: number): string {
  const [r, g, b] = rgb(color).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return color;
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return hex([channel(h / 360 + 1 / 3) * 255, channel(h / 360) * 255, channel(h / 360 - 1 / 3) * 255]);
}

function distance(a: string, b: string): number {
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

interface Palette {
  dark: string;
  light: string;
  /** The darkest tone, for floors, shadows and the banner's scrim. */
  deep: string;
  car: string;
}

const CAR_COLORS = ['#f8fafc', '#ef4444', '#facc15', '#94a3b8', '#fb923c', '#38bdf8', '#34d399', '#a78bfa'];

function palette(rng: Rng, [from, to]: [string, string]): Palette {
  const turn = between(rng, -16, 16);
  const dark = turnHue(from, turn);
  const light = mix(turnHue(to, turn), '#ffffff', between(rng, 0, 0.15));
  // A car the colour of the background would vanish into it: take the next colour instead.
  const start = Math.floor(rng() * CAR_COLORS.length);
  let car = CAR_COLORS[start]!;
  for (let i = 0; i < CAR_COLORS.length && (distance(car, light) < 130 || distance(car, dark) < 130); i++) {
    car = CAR_COLORS[(start + i + 1) % CAR_COLORS.length]!;
  }
  return { dark, light, deep: mix(dark, '#000000', 0.45), car };
}

function linear(id: string, stops: [number, string, number?][], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  const s = stops.map(([at, color, opacity = 1]) => `<stop offset="${at}" stop-color="${color}" stop-opacity="${opacity}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

// --- the car ---------------------------------------------------------------------------------

export const BODY_STYLES = ['sedan', 'suv', 'pickup', 'hatchback'] as const;
type BodyStyle = (typeof BODY_STYLES)[number];

/** Every body is drawn facing right in 460 x 160, rear wheel at x 100, front wheel at x 360, ground at y 160. */
const WHEEL_ARCHES = 'L400,128 A40,40 0 0 0 320,128 L140,128 A40,40 0 0 0 60,128';
const BODIES: Record<BodyStyle, { body: string; windows: string; extra?: string; wheel: number }> = {
  sedan: {
    body: `M10,120 L10,95 Q12,80 30,76 L110,66 L165,24 Q178,14 200,14 L310,14 Q332,14 346,28 L392,66 L430,72 Q452,76 452,98 L452,120 Q452,128 444,128 ${WHEEL_ARCHES} L18,128 Q10,128 10,120 Z`,
    windows: 'M178,30 Q186,24 200,24 L250,24 L250,64 L130,64 Z M262,24 L308,24 Q326,24 336,36 L362,64 L262,64 Z',
    wheel: 32,
  },
  suv: {
    body: `M10,120 L10,62 Q10,40 30,36 L62,8 Q68,2 82,2 L318,2 Q336,2 348,14 L390,56 L434,64 Q452,68 452,90 L452,120 Q452,128 444,128 ${WHEEL_ARCHES} L18,128 Q10,128 10,120 Z`,
    windows: 'M40,52 L72,14 L150,14 L150,54 L40,54 Z M162,14 L250,14 L250,54 L162,54 Z M262,14 L318,14 Q332,14 342,26 L370,54 L262,54 Z',
    extra: '<rect x="96" y="-6" width="210" height="6" rx="3" fill="#1f2937" fill-opacity="0.7"/>',
    wheel: 35,
  },
  pickup: {
    body: `M10,120 L10,70 L196,70 L196,62 L218,14 Q222,6 236,6 L312,6 Q330,6 340,18 L380,60 L432,68 Q452,72 452,94 L452,120 Q452,128 444,128 ${WHEEL_ARCHES} L18,128 Q10,128 10,120 Z`,
    windows: 'M208,58 L224,20 Q228,14 238,14 L276,14 L276,58 Z M288,14 L310,14 Q324,14 332,24 L360,58 L288,58 Z',
    extra: '<rect x="10" y="70" width="186" height="8" fill="#0f172a" fill-opacity="0.25"/>',
    wheel: 34,
  },
  hatchback: {
    body: `M14,120 L14,58 Q16,28 46,22 L240,16 Q268,14 290,30 L350,66 L428,74 Q452,78 452,100 L452,120 Q452,128 444,128 ${WHEEL_ARCHES} L22,128 Q14,128 14,120 Z`,
    windows: 'M32,30 Q36,27 52,27 L124,25 L124,62 L28,62 Z M136,25 L236,23 Q258,23 276,36 L316,62 L136,62 Z',
    wheel: 31,
  },
};

function wheel(cx: number, r: number): string {
  return `<circle cx="${cx}" cy="128" r="${r}" fill="#111827"/><circle cx="${cx}" cy="128" r="${r * 0.45}" fill="#d1d5db"/><circle cx="${cx}" cy="128" r="${r * 0.15}" fill="#6b7280"/>`;
}

interface Placement {
  x: number;
  /** The ground line the wheels stand on. */
  ground: number;
  scale: number;
  /** Facing left instead of right. */
  flip: boolean;
}

function car(style: BodyStyle, color: string, { x, ground, scale, flip }: Placement): string {
  const b = BODIES[style];
  const y = ground - 160 * scale;
  const transform = flip ? `translate(${r1(x + 460 * scale)} ${r1(y)}) scale(${-r1(scale * 100) / 100} ${r1(scale * 100) / 100})` : `translate(${r1(x)} ${r1(y)}) scale(${r1(scale * 100) / 100})`;
  return `<ellipse cx="${r1(x + 230 * scale)}" cy="${r1(ground - 2)}" rx="${r1(236 * scale)}" ry="${r1(10 * scale)}" fill="#000000" fill-opacity="0.28"/>
    <g transform="${transform}">
    ${b.extra ?? ''}
    <path d="${b.body}" fill="${color}"/>
    <path d="M10,104 L452,104 L452,120 Q452,128 444,128 ${WHEEL_ARCHES} L18,128 Q10,128 10,120 Z" fill="#0f172a" fill-opacity="0.14"/>
    <path d="${b.windows}" fill="#0f172a" fill-opacity="0.6"/>
    <rect x="238" y="80" width="22" height="5" rx="2.5" fill="#0f172a" fill-opacity="0.35"/>
    <rect x="422" y="84" width="24" height="9" rx="4" fill="#fde68a"/>
    <rect x="14" y="84" width="14" height="9" rx="3" fill="#f87171"/>
    ${wheel(100, b.wheel)}${wheel(360, b.wheel)}
  </g>`;
}

// --- the category icon -------------------------------------------------------------------------

/** A white icon about 110 px across, centred on (0, 0). */
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

/** The icon on a round badge of radius r. */
function badge(kind: SeedIcon, cx: number, cy: number, r: number, pal: Palette): string {
  return `<g transform="translate(${r1(cx)} ${r1(cy)})"><circle r="${r1(r)}" fill="${pal.dark}" fill-opacity="0.82" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4"/><g transform="scale(${(r / 90).toFixed(3)})">${icon(kind)}</g></g>`;
}

// --- close-ups --------------------------------------------------------------------------------

const STEEL = '#cbd5e1';
const RUBBER = '#111827';

function ring(count: number, radius: number, draw: (x: number, y: number, deg: number) => string, offset = 0): string {
  return Array.from({ length: count }, (_, i) => {
    const deg = offset + (360 / count) * i;
    const rad = (deg * Math.PI) / 180;
    return draw(r1(radius * Math.cos(rad)), r1(radius * Math.sin(rad)), Math.round(deg));
  }).join('');
}

/** The work of each category, about 320 px across, centred on (0, 0); `accent` is the car colour of the palette. */
function closeUpObject(kind: SeedIcon, accent: string, pal: Palette): string {
  switch (kind) {
    case 'tire':
      return `<circle r="160" fill="${RUBBER}"/>${ring(36, 150, (x, y, d) => `<rect x="${x - 7}" y="${y - 16}" width="14" height="32" rx="3" fill="#1f2937" transform="rotate(${d} ${x} ${y})"/>`)}<circle r="96" fill="${STEEL}"/><circle r="86" fill="${mix(STEEL, pal.dark, 0.35)}"/>${ring(5, 50, (x, y, d) => `<rect x="-8" y="-40" width="16" height="80" rx="8" fill="${STEEL}" transform="translate(${x} ${y}) rotate(${d + 90})"/>`)}<circle r="26" fill="${STEEL}"/>${ring(5, 14, (x, y) => `<circle cx="${x}" cy="${y}" r="4" fill="#475569"/>`)}`;
    case 'brake':
      return `<circle r="150" fill="#9ca3af"/><circle r="150" fill="none" stroke="#6b7280" stroke-width="6"/>${ring(24, 110, (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="#4b5563"/>`)}<circle r="62" fill="#6b7280"/><circle r="40" fill="${STEEL}"/>${ring(5, 22, (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="#374151"/>`)}<path d="M60,-150 A160,160 0 0 1 158,-40 L112,-30 A115,115 0 0 0 44,-108 Z" fill="${accent}"/><path d="M60,-150 A160,160 0 0 1 158,-40" fill="none" stroke="#000000" stroke-opacity="0.2" stroke-width="6"/>`;
    case 'engine':
      return `<g transform="translate(70 10)"><circle r="110" fill="${STEEL}" stroke="${STEEL}" stroke-width="34" stroke-dasharray="20 16"/><circle r="70" fill="${mix(STEEL, pal.dark, 0.3)}"/><circle r="26" fill="${STEEL}"/></g><g transform="translate(-110 -30) rotate(-12)"><rect x="-60" y="-120" width="120" height="110" rx="14" fill="#e2e8f0"/>${[0, 1, 2].map((i) => `<rect x="-60" y="${-104 + i * 18}" width="120" height="7" fill="#64748b"/>`).join('')}<rect x="-16" y="-20" width="32" height="170" rx="14" fill="#94a3b8"/><circle cy="150" r="34" fill="#94a3b8"/><circle cy="150" r="14" fill="#475569"/><circle cy="-50" r="12" fill="#475569"/></g>`;
    case 'electric':
      return `<rect x="-160" y="-90" width="320" height="190" rx="18" fill="#1f2937"/><rect x="-160" y="-90" width="320" height="44" rx="18" fill="${accent}"/><rect x="-110" y="-122" width="46" height="34" rx="6" fill="${STEEL}"/><rect x="64" y="-122" width="46" height="34" rx="6" fill="${STEEL}"/><rect x="-102" y="-20" width="30" height="8" fill="#e5e7eb"/><rect x="-91" y="-31" width="8" height="30" fill="#e5e7eb"/><rect x="72" y="-20" width="30" height="8" fill="#e5e7eb"/><path d="M14,-10 L-22,50 L2,50 L-10,92 L34,24 L10,24 L24,-10 Z" fill="#facc15"/>`;
    case 'paint':
      return `<g transform="rotate(-14)"><rect x="-40" y="-40" width="180" height="70" rx="18" fill="#e2e8f0"/><rect x="-150" y="-22" width="116" height="34" rx="10" fill="#94a3b8"/><rect x="50" y="26" width="40" height="130" rx="14" fill="#475569"/><rect x="-6" y="-120" width="72" height="84" rx="14" fill="${accent}"/><rect x="-6" y="-120" width="72" height="22" rx="10" fill="#ffffff" fill-opacity="0.35"/></g>${Array.from({ length: 22 }, (_, i) => `<circle cx="${r1(-190 - (i % 6) * 14)}" cy="${r1(-60 + Math.floor(i / 6) * 26 + (i % 2) * 8 + (i % 6) * 6)}" r="${4 + (i % 3) * 3}" fill="${accent}" fill-opacity="${(0.9 - (i % 6) * 0.12).toFixed(2)}"/>`).join('')}`;
    case 'oil':
      return `<path d="M-120,-60 L40,-60 L110,-10 L110,140 Q110,150 100,150 L-120,150 Q-130,150 -130,140 L-130,-50 Q-130,-60 -120,-60 Z" fill="${accent}"/><rect x="-110" y="-100" width="90" height="26" rx="10" fill="#334155"/><path d="M-100,-74 L-100,-60 M-30,-74 L-30,-60" stroke="#334155" stroke-width="10"/><rect x="60" y="-84" width="40" height="30" rx="6" fill="#334155"/><rect x="-100" y="10" width="170" height="90" rx="10" fill="#ffffff" fill-opacity="0.3"/><path d="M160,40 C176,64 186,80 186,94 A26,26 0 0 1 134,94 C134,80 144,64 160,40 Z" fill="#f59e0b"/><path d="M200,120 C210,134 216,144 216,152 A16,16 0 0 1 184,152 C184,144 190,134 200,120 Z" fill="#f59e0b" fill-opacity="0.8"/>`;
    case 'rescue':
      return `<path d="M-40,-170 L-40,20 A70,70 0 1 0 100,20 L100,-10" fill="none" stroke="${STEEL}" stroke-width="34" stroke-linecap="round"/><rect x="-62" y="-200" width="44" height="40" rx="8" fill="#475569"/><path d="M120,150 L190,20 L260,150 Z" fill="${accent}"/><path d="M150,130 L190,56 L230,130 Z" fill="#ffffff" fill-opacity="0.85"/><path d="M-230,150 L-190,-20 L-150,150 Z" fill="#f97316"/><rect x="-212" y="40" width="44" height="18" fill="#ffffff"/><rect x="-244" y="146" width="108" height="14" rx="4" fill="#f97316"/>`;
  }
}

function closeUpTools(rng: Rng, w: number, h: number, keepOutX: number): string {
  const pieces: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = between(rng, 40, w - 40);
    if (Math.abs(x - keepOutX) < 230) continue;
    const y = between(rng, h * 0.55, h - 40);
    const kind = Math.floor(rng() * 3);
    if (kind === 0) pieces.push(wrench(x, y, between(rng, 0.6, 0.9), between(rng, 40, 140), '#e2e8f0'));
    else if (kind === 1) pieces.push(`<g transform="translate(${r1(x)} ${r1(y)}) rotate(${Math.round(between(rng, 0, 180))})"><rect x="-4" y="-50" width="8" height="60" fill="#e2e8f0"/><rect x="-10" y="8" width="20" height="38" rx="8" fill="#f59e0b"/></g>`);
    else pieces.push(`<g transform="translate(${r1(x)} ${r1(y)})"><path d="M-16,0 L-8,-14 L8,-14 L16,0 L8,14 L-8,14 Z" fill="#94a3b8"/><circle r="6" fill="#475569"/></g>`);
  }
  return pieces.join('');
}

/** An 800 x 500 close-up: the category's work on a bench, no car, a few tools around it. */
function closeUpScene(v: Variant, kind: SeedIcon): string {
  const [w, h] = [800, 500];
  const x = r1(260 + v.carAt * 280);
  const bench = r1(h * (0.7 + v.carSize * 0.08));
  const backdrop =
    v.badgeSide === 0
      ? Array.from({ length: 9 }, (_, i) => `<rect x="${i * 100 - 40}" y="0" width="46" height="${bench}" fill="#ffffff" fill-opacity="0.05" transform="skewX(-18)"/>`).join('')
      : `<circle cx="${r1(w - x * 0.6)}" cy="${r1(h * 0.3)}" r="${r1(h * 0.42)}" fill="#ffffff" fill-opacity="0.07"/><circle cx="${r1(w - x * 0.6)}" cy="${r1(h * 0.3)}" r="${r1(h * 0.26)}" fill="#ffffff" fill-opacity="0.06"/>`;
  const scale = (0.85 + v.badgeSize * 0.25).toFixed(2);
  return svg(
    w,
    h,
    `<defs>${linear(
      'bg',
      [
        [0, v.pal.dark],
        [1, mix(v.pal.dark, v.pal.light, 0.6)],
      ],
      [0, 0, 1, 1],
    )}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${backdrop}
    <rect x="0" y="${bench}" width="${w}" height="${r1(h - bench)}" fill="${v.pal.deep}"/><rect x="0" y="${bench}" width="${w}" height="6" fill="#ffffff" fill-opacity="0.14"/>
    <ellipse cx="${x}" cy="${r1(bench + 16)}" rx="190" ry="18" fill="#000000" fill-opacity="0.3"/>
    ${closeUpTools(v.rng, w, h, x)}
    <g transform="translate(${x} ${r1(bench - 150 * Number(scale))}) scale(${scale})${v.flip ? ' scale(-1 1)' : ''}">${closeUpObject(kind, v.pal.car, v.pal)}</g>`,
  );
}

// --- scenes ----------------------------------------------------------------------------------

export const SCENES = ['workshop', 'road', 'garageDoor', 'toolsWall', 'city'] as const;
type Scene = (typeof SCENES)[number];

interface Frame {
  w: number;
  h: number;
  ground: number;
  pal: Palette;
  rng: Rng;
  /** Where the car stands, so the scene can put a lift under it or keep clear of it. */
  carLeft: number;
  carRight: number;
  /** The badge's centre x and radius: tools on the wall keep clear of it. */
  badgeX: number;
  badgeR: number;
}

function workshop({ w, h, ground, pal, carLeft, carRight }: Frame): string {
  const panels = Array.from({ length: Math.ceil(w / 160) }, (_, i) => `<rect x="${i * 160}" y="0" width="3" height="${ground}" fill="#ffffff" fill-opacity="0.07"/>`).join('');
  const lamps = [0.25, 0.75]
    .map((f) => {
      const x = r1(w * f);
      return `<path d="M${x - 70},${r1(ground * 0.95)} L${x + 70},${r1(ground * 0.95)} L${x + 22},40 L${x - 22},40 Z" fill="#fff7d6" fill-opacity="0.07"/><rect x="${x - 1}" y="0" width="2" height="30" fill="#0f172a" fill-opacity="0.5"/><path d="M${x - 26},44 L${x + 26},44 L${x + 16},30 L${x - 16},30 Z" fill="${pal.deep}"/><rect x="${x - 20}" y="42" width="40" height="5" rx="2" fill="#fef3c7"/>`;
    })
    .join('');
  const post = (x: number) => `<rect x="${r1(x - 9)}" y="${r1(ground - h * 0.62)}" width="18" height="${r1(h * 0.62)}" rx="3" fill="${mix(pal.light, '#94a3b8', 0.5)}"/><rect x="${r1(x - 16)}" y="${ground - 6}" width="32" height="6" fill="${pal.deep}"/>`;
  const lift = `${post(carLeft - 14)}${post(carRight + 14)}<rect x="${r1(carLeft - 14)}" y="${ground - 34}" width="${r1(carRight - carLeft + 28)}" height="7" rx="3" fill="#facc15" fill-opacity="0.9"/>`;
  return `<defs>${linear('wall', [
    [0, pal.dark],
    [1, mix(pal.dark, pal.light, 0.55)],
  ])}</defs>
    <rect width="${w}" height="${h}" fill="url(#wall)"/>${panels}
    <rect x="0" y="${r1(ground * 0.55)}" width="${w}" height="10" fill="#facc15" fill-opacity="0.55"/>
    ${lamps}${lift}
    <rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="${pal.deep}"/>
    <rect x="0" y="${ground}" width="${w}" height="4" fill="#ffffff" fill-opacity="0.12"/>`;
}

function road({ w, h, ground, pal, rng }: Frame): string {
  const horizon = r1(ground - (h - ground) * 0.2 - h * 0.22);
  const hills = [0, 1]
    .map((layer) => {
      const y = horizon + layer * 16;
      const bumps = Array.from({ length: 5 }, (_, i) => `Q${r1((w / 5) * (i + 0.5))},${r1(y - between(rng, 30, 90) + layer * 20)} ${r1((w / 5) * (i + 1))},${r1(y)}`).join(' ');
      return `<path d="M0,${y} ${bumps} L${w},${ground} L0,${ground} Z" fill="${mix(pal.dark, pal.light, layer ? 0.25 : 0.45)}"/>`;
    })
    .join('');
  const trees = Array.from({ length: Math.round(w / 260) }, (_, i) => {
    const x = r1((i + between(rng, 0.2, 0.8)) * (w / Math.round(w / 260)));
    const s = between(rng, 0.8, 1.2);
    return `<rect x="${x - 3}" y="${r1(ground - 44 * s)}" width="6" height="${r1(44 * s)}" fill="${pal.deep}"/><circle cx="${x}" cy="${r1(ground - 56 * s)}" r="${r1(22 * s)}" fill="${mix(pal.dark, '#14532d', 0.5)}"/>`;
  }).join('');
  const dash = Math.round(w / 10);
  const lane = r1(ground + (h - ground) * 0.55);
  return `<defs>${linear('sky', [
    [0, mix(pal.light, '#ffffff', 0.25)],
    [1, pal.light],
  ])}</defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${r1(w * between(rng, 0.15, 0.85))}" cy="${r1(h * 0.2)}" r="${r1(h * 0.09)}" fill="#fef9c3" fill-opacity="0.85"/>
    ${hills}${trees}
    <rect x="0" y="${ground - 8}" width="${w}" height="${h - ground + 8}" fill="#334155"/>
    <rect x="0" y="${ground - 8}" width="${w}" height="5" fill="#e2e8f0" fill-opacity="0.6"/>
    <path d="M0,${lane} L${w},${lane}" stroke="#f8fafc" stroke-width="6" stroke-dasharray="${dash} ${r1(dash * 0.8)}" stroke-opacity="0.85"/>`;
}

function garageDoor({ w, h, ground, pal, rng, carLeft, carRight }: Frame): string {
  const doorW = Math.min(w * 0.62, (carRight - carLeft) * 1.35);
  const centre = (carLeft + carRight) / 2;
  const doorX = r1(Math.max(20, Math.min(w - doorW - 20, centre - doorW / 2)));
  const doorTop = r1(h * 0.2);
  const open = between(rng, 0.35, 0.6);
  const doorH = ground - doorTop;
  const slats = Array.from({ length: Math.floor((doorH * open) / 22) }, (_, i) => `<rect x="${doorX}" y="${r1(doorTop + i * 22 + 18)}" width="${r1(doorW)}" height="3" fill="#0f172a" fill-opacity="0.18"/>`).join('');
  return `<defs>${linear('facade', [
    [0, mix(pal.dark, pal.light, 0.35)],
    [1, pal.dark],
  ])}</defs>
    <rect width="${w}" height="${h}" fill="url(#facade)"/>
    <rect x="0" y="${doorTop - 46}" width="${w}" height="16" fill="${pal.deep}" fill-opacity="0.5"/>
    <rect x="${doorX - 14}" y="${doorTop - 14}" width="${r1(doorW + 28)}" height="${r1(doorH + 14)}" fill="${pal.deep}"/>
    <rect x="${doorX}" y="${doorTop}" width="${r1(doorW)}" height="${r1(doorH)}" fill="#0b1120"/>
    <rect x="${doorX}" y="${doorTop}" width="${r1(doorW)}" height="${r1(doorH * open)}" fill="${mix(pal.light, '#e2e8f0', 0.6)}"/>${slats}
    <rect x="${doorX + 20}" y="${r1(doorTop + doorH * open + 30)}" width="${r1(doorW - 40)}" height="6" fill="#fef3c7" fill-opacity="0.35"/>
    <rect x="${r1(doorX - 14 - 90)}" y="${r1(doorTop + 10)}" width="60" height="80" rx="4" fill="#ffffff" fill-opacity="0.12"/>
    <rect x="${r1(doorX + doorW + 14 + 30)}" y="${r1(doorTop + 10)}" width="60" height="80" rx="4" fill="#ffffff" fill-opacity="0.12"/>
    <rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="#475569"/>
    <path d="M0,${ground} L${w},${ground}" stroke="#facc15" stroke-width="5" stroke-dasharray="30 20"/>`;
}

function wrench(x: number, y: number, s: number, rotate: number, color: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${Math.round(rotate)}) scale(${s.toFixed(2)})"><rect x="-6" y="-40" width="12" height="80" rx="6" fill="${color}"/><circle cy="-44" r="15" fill="${color}"/><rect x="-6" y="-62" width="12" height="20" fill="#0f172a" fill-opacity="0.6"/><circle cy="44" r="12" fill="${color}"/></g>`;
}

function toolsWall({ w, h, ground, pal, rng, carLeft, carRight, badgeX, badgeR }: Frame): string {
  const bench = r1(ground - h * 0.16);
  const metal = '#e2e8f0';
  const tools = Array.from({ length: Math.round(w / 130) }, (_, i) => {
    const x = (i + 0.5) * (w / Math.round(w / 130));
    const y = h * between(rng, 0.2, 0.3);
    const kind = Math.floor(rng() * 3);
    if (Math.abs(x - badgeX) < badgeR + 34) return '';
    if (kind === 0) return wrench(x, y, between(rng, 0.7, 1), between(rng, -20, 20), metal);
    if (kind === 1) return `<g transform="translate(${r1(x)} ${r1(y)})"><rect x="-5" y="-44" width="10" height="60" fill="${metal}"/><rect x="-10" y="12" width="20" height="36" rx="8" fill="#f59e0b"/></g>`;
    return `<g transform="translate(${r1(x)} ${r1(y)})"><rect x="-5" y="-20" width="10" height="70" rx="3" fill="#a16207"/><rect x="-26" y="-38" width="52" height="20" rx="4" fill="${metal}"/></g>`;
  }).join('');
  // The tyre stack goes on the side with more room beside the car.
  const tyreX = carLeft > w - carRight ? Math.max(80, carLeft / 2) : Math.min(w - 80, (carRight + w) / 2);
  const tyres = [0, 1, 2].map((i) => `<ellipse cx="${r1(tyreX)}" cy="${r1(ground - 22 - i * 36)}" rx="62" ry="20" fill="#111827" stroke="#374151" stroke-width="4"/>`).join('');
  return `<defs><pattern id="peg" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="2.5" fill="#000000" fill-opacity="0.22"/></pattern>${linear('board', [
    [0, mix(pal.light, '#d6b98c', 0.35)],
    [1, mix(pal.dark, '#8b6b45', 0.35)],
  ])}</defs>
    <rect width="${w}" height="${h}" fill="url(#board)"/>
    <rect width="${w}" height="${bench}" fill="url(#peg)"/>
    ${tools}
    <rect x="0" y="${bench}" width="${w}" height="14" fill="${pal.deep}"/>
    <rect x="0" y="${bench + 14}" width="${w}" height="${r1(ground - bench - 14)}" fill="${mix(pal.dark, '#000000', 0.2)}"/>
    ${tyres}
    <rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="${pal.deep}"/>
    <rect x="0" y="${ground}" width="${w}" height="4" fill="#ffffff" fill-opacity="0.15"/>`;
}

function city({ w, h, ground, pal, rng }: Frame): string {
  let x = -10;
  const far: string[] = [];
  const near: string[] = [];
  while (x < w) {
    const bw = between(rng, 50, 110);
    far.push(`<rect x="${r1(x)}" y="${r1(ground - between(rng, 0.35, 0.6) * h)}" width="${r1(bw)}" height="${h}" fill="${mix(pal.dark, pal.light, 0.55)}"/>`);
    x += bw + between(rng, 4, 18);
  }
  x = between(rng, -40, 0);
  while (x < w) {
    const bw = between(rng, 70, 140);
    const top = r1(ground - between(rng, 0.22, 0.45) * h);
    near.push(`<rect x="${r1(x)}" y="${top}" width="${r1(bw)}" height="${r1(ground - top)}" fill="${mix(pal.dark, pal.light, 0.2)}"/><rect x="${r1(x)}" y="${top}" width="${r1(bw)}" height="${r1(ground - top)}" fill="url(#windows)"/>`);
    x += bw + between(rng, 10, 40);
  }
  return `<defs><pattern id="windows" width="22" height="28" patternUnits="userSpaceOnUse"><rect x="7" y="8" width="9" height="12" fill="#fde68a" fill-opacity="0.45"/></pattern>${linear('dusk', [
    [0, pal.dark],
    [1, mix(pal.light, '#fb923c', 0.3)],
  ])}</defs>
    <rect width="${w}" height="${h}" fill="url(#dusk)"/>
    ${far.join('')}${near.join('')}
    <rect x="0" y="${ground - 6}" width="${w}" height="${h - ground + 6}" fill="#1e293b"/>
    <rect x="0" y="${ground - 6}" width="${w}" height="4" fill="#94a3b8" fill-opacity="0.5"/>`;
}

const SCENE_DRAW: Record<Scene, (f: Frame) => string> = { workshop, road, garageDoor, toolsWall, city };

// --- pictures --------------------------------------------------------------------------------

/** The choices a picture is drawn from: exported so tests can check neighbours differ visibly. */
export interface Variant {
  /** A close-up of the work instead of a car in a setting. */
  closeUp: boolean;
  scene: Scene;
  body: BodyStyle;
  pal: Palette;
  flip: boolean;
  /** 0 to 1: how far along its allowed range the car stands, and how big it is. */
  carAt: number;
  carSize: number;
  /** The badge: which corner (0 top left, 1 top right), and 0 to 1 for its size. */
  badgeSide: 0 | 1;
  badgeSize: number;
  rng: Rng;
}

function pictureVariant(key: string, colors: [string, string]): Variant {
  const h = hashString(key);
  const rng = random(h);
  // Kind, scene and body from separate bits of the hash so they do not move together.
  return {
    closeUp: Math.floor(h / 97) % 10 < 3,
    scene: SCENES[h % SCENES.length]!,
    body: BODY_STYLES[Math.floor(h / SCENES.length) % BODY_STYLES.length]!,
    pal: palette(rng, colors),
    flip: rng() < 0.5,
    carAt: rng(),
    carSize: rng(),
    badgeSide: rng() < 0.5 ? 0 : 1,
    badgeSize: rng(),
    rng,
  };
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** An 800 x 500 scene: a car in a garage setting and the category's badge in an upper corner. */
function cardScene(v: Variant, kind: SeedIcon, opts: { zoom?: number } = {}): string {
  const [w, h] = [800, 500];
  const scale = (0.95 + v.carSize * 0.25) * (opts.zoom ?? 1);
  const carW = 460 * scale;
  const ground = r1(h - 70 - v.carSize * 20);
  // Zoomed details may run off the picture's edge; cards keep the whole car in view.
  const minX = opts.zoom ? -carW * 0.12 : 40;
  const maxX = opts.zoom ? w - carW * 0.88 : w - carW - 40;
  const x = r1(minX + (maxX - minX) * v.carAt);
  const r = 50 + v.badgeSize * 22;
  const bx = v.badgeSide === 0 ? 40 + r : w - 40 - r;
  const frame: Frame = { w, h, ground, pal: v.pal, rng: v.rng, carLeft: x, carRight: x + carW, badgeX: bx, badgeR: r };
  const lifted = v.scene === 'workshop' ? 30 : 0;
  return svg(w, h, `${SCENE_DRAW[v.scene](frame)}${car(v.body, v.pal.car, { x, ground: ground - lifted, scale, flip: v.flip })}${badge(kind, bx, 36 + r, r, v.pal)}`);
}

/** The picture a variant describes: a close-up of the work, or a car in its setting with the badge. */
function pictureSvg(v: Variant, kind: SeedIcon): string {
  return v.closeUp ? closeUpScene(v, kind) : cardScene(v, kind);
}

/**
 * Prefixes of the hashed titles. The numbers were picked so that no two services of one
 * demo category, and no two demo articles, share both scene and body style or are close-ups
 * of the same work, and about a quarter of them are close-ups (images.test.ts checks it);
 * when renamed seed data breaks that, try other numbers.
 */
const SERVICE_SALT = 'service201';
const NEWS_SALT = 'news8';

export interface ServicePicture {
  title: string;
  category: string;
  icon: SeedIcon;
  colors: [string, string];
}

/** The choices behind a service's main picture: the title only picks them. */
export function serviceVariant(p: ServicePicture): Variant {
  return pictureVariant(`${SERVICE_SALT}:${p.title}`, p.colors);
}

/** The SVG of a service's main picture (800 x 500). */
export function serviceImageSvg(p: ServicePicture): string {
  return pictureSvg(serviceVariant(p), p.icon);
}

/** The main picture of a service: 800 x 500, WebP. */
export function renderServiceImage(p: ServicePicture): Promise<string> {
  return toWebpDataUrl(serviceImageSvg(p));
}

export interface DetailPicture {
  caption: string;
  category: string;
  icon: SeedIcon;
  colors: [string, string];
  flip: boolean;
}

/** The SVG of a secondary picture shared by a category's services: a closer view of the car, or (the flipped one) of the work. */
export function detailImageSvg(p: DetailPicture): string {
  const v = pictureVariant(`detail:${p.category}:${p.caption}`, p.colors);
  if (p.flip) return closeUpScene({ ...v, closeUp: true, flip: false, carAt: 0.5 }, p.icon);
  return cardScene({ ...v, flip: false, carAt: 0.9, badgeSide: 0 }, p.icon, { zoom: 1.25 });
}

/** A secondary picture shared by the services of a category: 800 x 500. */
export function renderDetailImage(p: DetailPicture): Promise<string> {
  return toWebpDataUrl(detailImageSvg(p));
}

export interface NewsPicture {
  title: string;
  icon: SeedIcon;
  colors: [string, string];
}

export function newsVariant(p: NewsPicture): Variant {
  return pictureVariant(`${NEWS_SALT}:${p.title}`, p.colors);
}

export function newsImageSvg(p: NewsPicture): string {
  return pictureSvg(newsVariant(p), p.icon);
}

/** A news article's picture: 800 x 500. */
export function renderNewsImage(p: NewsPicture): Promise<string> {
  return toWebpDataUrl(newsImageSvg(p));
}

export interface BannerPicture {
  headline: string;
  tagline: string;
  icon: SeedIcon;
  colors: [string, string];
}

/**
 * The SVG of a home-page banner (1600 x 560). The page lays the headline, text and button
 * over the left part in HTML, so that part is a calm dark scrim and the car stands right.
 */
export function bannerImageSvg(p: BannerPicture): string {
  const v = pictureVariant(`banner10:${p.headline}`, p.colors);
  const [w, h] = [1600, 560];
  const scale = 1.45 + v.carSize * 0.15;
  const carW = 460 * scale;
  const ground = 505;
  const x = r1(w - carW - 40 - v.carAt * 60);
  const r = 58 + v.badgeSize * 16;
  const bx = v.badgeSide === 0 ? x + 20 : w - 50 - r;
  const frame: Frame = { w, h, ground, pal: v.pal, rng: v.rng, carLeft: x, carRight: x + carW, badgeX: bx, badgeR: r };
  const lifted = v.scene === 'workshop' ? 40 : 0;
  const scrim = linear(
    'scrim',
    [
      [0, v.pal.deep, 0.92],
      [0.45, v.pal.deep, 0.8],
      [0.62, v.pal.deep, 0.15],
      [0.72, v.pal.deep, 0],
    ],
    [0, 0, 1, 0],
  );
  return svg(
    w,
    h,
    `${SCENE_DRAW[v.scene](frame)}<defs>${scrim}</defs><rect width="${w}" height="${h}" fill="url(#scrim)"/>${car(v.body, v.pal.car, { x, ground: ground - lifted, scale, flip: !v.flip })}${badge(p.icon, bx, 50 + r, r, v.pal)}`,
  );
}

/** A home-page banner: 1600 x 560. */
export function renderBannerImage(p: BannerPicture): Promise<string> {
  return toWebpDataUrl(bannerImageSvg(p));
}

const SKIN = ['#f1c9a5', '#e8b98f', '#d9a066', '#c68642', '#f5d5b8'];
const HAIR = ['#1f2937', '#111827', '#3f2a1d', '#4b3621'];
const UNIFORM = ['#1e3a8a', '#0f766e', '#b45309', '#334155', '#7c2d12'];

/** The SVG of a staff portrait placeholder (400 x 400): a faceless person in a work uniform. */
export function avatarSvg(p: { name: string; colors: [string, string] }): string {
  const rng = random(hashString(`avatar:${p.name}`));
  const skin = pick(rng, SKIN);
  const hair = pick(rng, HAIR);
  const uniform = pick(rng, UNIFORM);
  const cap = rng() < 0.35;
  const long = !cap && rng() < 0.3;
  const [from, to] = p.colors;
  const top = cap
    ? `<path d="M128,140 Q128,72 200,72 Q272,72 272,140 Z" fill="${uniform}"/><path d="M262,132 Q300,132 318,146 L262,146 Z" fill="${mix(uniform, '#000000', 0.3)}"/>`
    : `<path d="M126,156 Q120,74 200,70 Q282,74 274,156 Q262,110 200,108 Q140,110 126,156 Z" fill="${hair}"/>`;
  const longHair = long ? `<path d="M124,150 Q118,240 150,262 L250,262 Q282,240 276,150 Q272,214 200,214 Q128,214 124,150 Z" fill="${hair}"/>` : '';
  return svg(
    400,
    400,
    `<defs>${linear('bg', [
      [0, to],
      [1, from],
    ])}</defs>
    <rect width="400" height="400" fill="url(#bg)"/>
    <circle cx="200" cy="170" r="150" fill="#ffffff" fill-opacity="0.07"/>
    ${longHair}
    <path d="M60,400 Q62,282 200,272 Q338,282 340,400 Z" fill="${uniform}"/>
    <path d="M168,276 L200,322 L232,276 Z" fill="#f8fafc"/>
    <rect x="178" y="230" width="44" height="52" rx="14" fill="${mix(skin, '#000000', 0.1)}"/>
    <path d="M174,282 L200,322 L226,282 L214,276 L200,298 L186,276 Z" fill="${skin}"/>
    <rect x="252" y="320" width="44" height="8" rx="4" fill="#f8fafc" fill-opacity="0.7"/>
    <circle cx="128" cy="166" r="14" fill="${skin}"/><circle cx="272" cy="166" r="14" fill="${skin}"/>
    <ellipse cx="200" cy="158" rx="72" ry="84" fill="${skin}"/>
    ${top}`,
  );
}

/** A staff portrait placeholder: 400 x 400. */
export function renderAvatar(p: { name: string; colors: [string, string] }): Promise<string> {
  return toWebpDataUrl(avatarSvg(p));
}

async function toWebpDataUrl(markup: string): Promise<string> {
  const sharp = await loadSharp();
  const webp = await sharp(Buffer.from(markup)).webp({ quality: QUALITY }).toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}
