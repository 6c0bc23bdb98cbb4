import { categories, staffPositions } from '../db/schema';
import type { App } from '../app';

// A real 1x1 PNG.
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// JPEG start-of-image and JFIF header: enough for the type check, which reads the bytes.
const JPEG_BYTES = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

/** A PNG, declared as whatever type the caller says (the server trusts only the bytes). */
export function pngDataUrl(declared = 'image/png', salt = ''): string {
  return `data:${declared};base64,${Buffer.concat([PNG_BYTES, Buffer.from(salt)]).toString('base64')}`;
}

export function jpegDataUrl(salt = ''): string {
  return `data:image/jpeg;base64,${Buffer.concat([JPEG_BYTES, Buffer.from(salt)]).toString('base64')}`;
}

/** Text dressed up as a picture. */
export const textDataUrl = `data:image/jpeg;base64,${Buffer.from('Xin chào, đây không phải là ảnh.').toString('base64')}`;

/** A PNG header followed by padding: just over the 5 MB limit. */
export function oversizedDataUrl(): string {
  const bytes = Buffer.alloc(5_000_100, 0);
  PNG_BYTES.copy(bytes, 0, 0, 8);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

/** A response body must never embed an image as base64 text. */
export function carriesBase64Image(body: string): boolean {
  return /data:[^"]*;base64,/.test(body);
}

export async function insertCategory(app: App, name: string) {
  const [row] = await app.db.insert(categories).values({ name }).returning();
  return row!;
}

export async function insertStaffPosition(app: App, name: string) {
  const [row] = await app.db.insert(staffPositions).values({ name }).returning();
  return row!;
}

export const MISSING_ID = '0123456789abcdef01234567';
