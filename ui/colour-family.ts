/**
 * The colour family a person names when they see a colour ("orange", "green"...), read from
 * what `getComputedStyle` gives (`rgb(...)`, `rgba(...)`) or a `#rrggbb` token. Stories use it
 * to check that a status reads in the colour the spec gives it, whatever the exact shade.
 */
export type ColourFamily = 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'neutral';

function channels(colour: string): [number, number, number] {
  const text = colour.trim();
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  if (hex) return [hex[1]!, hex[2]!, hex[3]!].map((part) => Number.parseInt(part, 16)) as [number, number, number];
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Không đọc được màu: ${colour}`);
}

/**
 * Hue decides the family; a colour too grey to name (low HSL saturation: the navy greys,
 * white, black) is neutral, so a blue-grey "neutral" badge never passes for blue.
 */
export function colourFamily(colour: string): ColourFamily {
  const [r, g, b] = channels(colour).map((value) => value / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const lightness = (max + min) / 2;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (chroma < 0.02 || saturation < 0.55) return 'neutral';
  let hue: number;
  if (max === r) hue = 60 * (((g - b) / chroma + 6) % 6);
  else if (max === g) hue = 60 * ((b - r) / chroma + 2);
  else hue = 60 * ((r - g) / chroma + 4);
  if (hue < 12 || hue >= 340) return 'red';
  if (hue < 50) return 'orange';
  if (hue < 70) return 'yellow';
  if (hue < 170) return 'green';
  if (hue < 260) return 'blue';
  return 'purple';
}
