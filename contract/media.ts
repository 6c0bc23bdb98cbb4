/**
 * Stored pictures are served at /media/<sha256>.<ext>; `?w=<width>` asks the server for a
 * copy at most that wide (WebP when the browser accepts it). Only these widths exist, so a
 * handful of copies per picture are ever made and cached.
 */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 800, 960, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

const RESIZABLE_MEDIA_URL = /^\/media\/[0-9a-f]{64}\.(jpg|png|webp)$/;

export function isMediaWidth(value: number): value is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(value);
}

/**
 * The `srcset` of a stored picture: its copies at every width, so the browser downloads one
 * that fits the slot (`sizes`) instead of the original. Undefined for anything else (another
 * site's URL, a GIF, which may be animated, or nothing), which then loads as it is.
 */
export function mediaSrcSet(src: string | null | undefined, widths: readonly MediaWidth[] = MEDIA_WIDTHS): string | undefined {
  if (!src || !RESIZABLE_MEDIA_URL.test(src)) return undefined;
  return widths.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}
