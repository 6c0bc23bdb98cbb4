import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { IMAGE_MAX_BYTES } from '../../contract/constants';
import { isMediaWidth } from '../../contract/media';
import { messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { badRequest, HttpError } from '../lib/http-errors';

const KINDS = [
  { mime: 'image/jpeg', ext: 'jpg', test: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', ext: 'png', test: (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { mime: 'image/gif', ext: 'gif', test: (b: Uint8Array) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b: Uint8Array) => String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  },
] as const;

const MEDIA_PREFIX = '/media/';
const DATA_URL = /^data:([a-z0-9.+/-]+)?(;[a-z0-9=.+-]+)*;base64,/i;

export function isDataUrl(value: string): boolean {
  return DATA_URL.test(value);
}

/** A URL this server gave out earlier (kept as is when a form sends an image back unchanged). */
export function isStoredImageUrl(value: string): boolean {
  return /^\/media\/[0-9a-f]{64}\.(jpg|png|gif|webp)$/.test(value);
}

/**
 * Decodes a data URL, trusts only the bytes (not the declared type), refuses anything but
 * JPEG, PNG, WebP and GIF or over 5 MB, and stores each distinct picture once.
 */
export async function storeDataUrlImage(db: Pick<Db, 'insert'>, dataUrl: string): Promise<string> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badRequest(messages.validation.imageInvalidType);
  const base64 = dataUrl.slice(match[0].length);
  // base64 is 4/3 of the bytes: refuse early without decoding a huge string.
  if ((base64.length * 3) / 4 > IMAGE_MAX_BYTES + 3) throw new HttpError(413, messages.validation.imageTooLarge);
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length === 0) throw badRequest(messages.validation.imageInvalidType);
  if (bytes.length > IMAGE_MAX_BYTES) throw new HttpError(413, messages.validation.imageTooLarge);
  const kind = KINDS.find((k) => k.test(bytes));
  if (!kind) throw badRequest(messages.validation.imageInvalidType);
  const hash = createHash('sha256').update(bytes).digest('hex');
  await db.insert(images).values({ id: hash, mimeType: kind.mime, size: bytes.length, data: bytes }).onConflictDoNothing();
  return `${MEDIA_PREFIX}${hash}.${kind.ext}`;
}

/**
 * What to store for an image field: a new data URL is stored, a URL this server issued
 * is kept, null/undefined/'' mean "no image".
 */
export async function resolveImageInput(db: Pick<Db, 'insert'>, value: string | null | undefined): Promise<string | null> {
  if (!value) return null;
  if (isDataUrl(value)) return storeDataUrlImage(db, value);
  if (isStoredImageUrl(value)) return value;
  throw badRequest(messages.validation.imageInvalidType);
}

interface Variant {
  mimeType: string;
  body: Buffer;
}

/** Resized copies made since the server started, oldest first; bounded by their total size. */
const VARIANT_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const variants = new Map<string, Variant>();
let variantBytes = 0;

function rememberVariant(key: string, variant: Variant) {
  variants.set(key, variant);
  variantBytes += variant.body.length;
  for (const [oldKey, old] of variants) {
    if (variantBytes <= VARIANT_CACHE_MAX_BYTES) break;
    variants.delete(oldKey);
    variantBytes -= old.body.length;
  }
}

/**
 * A copy of a stored picture at most `width` pixels wide: WebP for browsers that accept it,
 * the original format otherwise. A picture already that narrow is sent as it is.
 */
async function resizedVariant(row: { id: string; mimeType: string; data: Uint8Array }, width: number, webp: boolean): Promise<Variant> {
  const key = `${row.id}:${width}:${webp ? 'webp' : 'orig'}`;
  const cached = variants.get(key);
  if (cached) {
    // Recently used: move to the young end.
    variants.delete(key);
    variants.set(key, cached);
    return cached;
  }
  const input = Buffer.from(row.data);
  const original: Variant = { mimeType: row.mimeType, body: input };
  let variant = original;
  try {
    const { default: sharp } = await import('sharp');
    const image = sharp(input, { failOn: 'none' });
    const { width: originalWidth } = await image.metadata();
    if (originalWidth === undefined || originalWidth > width || webp) {
      const resized = image.rotate().resize({ width, withoutEnlargement: true });
      if (webp) variant = { mimeType: 'image/webp', body: await resized.webp({ quality: 75 }).toBuffer() };
      else if (row.mimeType === 'image/png') variant = { mimeType: 'image/png', body: await resized.png().toBuffer() };
      else if (row.mimeType === 'image/webp') variant = { mimeType: 'image/webp', body: await resized.webp({ quality: 75 }).toBuffer() };
      else variant = { mimeType: 'image/jpeg', body: await resized.jpeg({ quality: 80, mozjpeg: true }).toBuffer() };
      // A re-encoded copy is not always smaller than a small, well-compressed original.
      if (variant.body.length >= input.length) variant = original;
    }
  } catch {
    // A picture sharp cannot read is still a stored picture: send it as it is.
    variant = original;
  }
  rememberVariant(key, variant);
  return variant;
}

/**
 * Serves stored images with long cache headers: a URL's content never changes. `?w=` (one of
 * MEDIA_WIDTHS) sends a narrower copy, in WebP when the request accepts it; GIFs, which may be
 * animated, are always sent as they are.
 */
export const mediaPlugin = fp(
  async (app) => {
    app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/media/:file', async (request, reply) => {
      const match = /^([0-9a-f]{64})\.(jpg|png|gif|webp)$/.exec(request.params.file);
      if (!match) return reply.status(404).send({ message: messages.common.apiRouteNotFound });
      const widthParam = request.query.w;
      const width = widthParam === undefined ? undefined : Number(widthParam);
      if (width !== undefined && !isMediaWidth(width)) return reply.status(404).send({ message: messages.common.apiRouteNotFound });
      const [row] = await app.db.select().from(images).where(eq(images.id, match[1]!));
      if (!row) return reply.status(404).send({ message: messages.common.apiRouteNotFound });
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      if (width === undefined || row.mimeType === 'image/gif') {
        return reply.header('Content-Type', row.mimeType).send(Buffer.from(row.data));
      }
      const webp = /\bimage\/webp\b/.test(request.headers.accept ?? '');
      const variant = await resizedVariant(row, width, webp);
      return reply.header('Content-Type', variant.mimeType).header('Vary', 'Accept').send(variant.body);
    });
  },
  { name: 'media', dependencies: ['db'] },
);
