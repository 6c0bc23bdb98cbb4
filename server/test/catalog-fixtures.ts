import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { categories, staffPositions } from '../db/schema';
import type { App } from '../app';

// A real 1x1 PNG.
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real 1x1 PNG whose colour comes from `salt`: the server re-encodes every picture (bytes
 * appended to one would be dropped), so different pictures must differ in their pixels.
 */
function saltedPng(salt: string): Buffer {
  if (!salt) return PNG_BYTES;
  const [r, g, b] = createHash('sha256').update(salt).digest();
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, r!, g!, b!]));
  return Buffer.concat([PNG_BYTES.subarray(0, 8), pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A PNG, declared as whatever type the caller says (the server trusts only the bytes). */
export function pngDataUrl(declared = 'image/png', salt = ''): string {
  return `data:${declared};base64,${saltedPng(salt).toString('base64')}`;
}

// Small real JPEGs of distinct greys, one per salt in the order salts are first used.
const JPEG_SHADES = await Promise.all(
  Array.from({ length: 64 }, (_, i) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: { r: i * 4, g: i * 4, b: i * 4 } } })
      .jpeg()
      .toBuffer(),
  ),
);
const jpegShadeOfSalt = new Map<string, number>();

export function jpegDataUrl(salt = ''): string {
  if (!jpegShadeOfSalt.has(salt)) jpegShadeOfSalt.set(salt, jpegShadeOfSalt.size % JPEG_SHADES.length);
  return `data:image/jpeg;base64,${JPEG_SHADES[jpegShadeOfSalt.get(salt)!]!.toString('base64')}`;
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
