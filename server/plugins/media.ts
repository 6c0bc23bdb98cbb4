import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { IMAGE_MAX_BYTES } from '../../contract/constants';
import { isMediaWidth, type MediaWidth } from '../../contract/media';
import { format as formatMessage, messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { badRequest, HttpError } from '../lib/http-errors';
import { createUploadBudget, DEFAULT_UPLOAD_BUDGET, type UploadBudget, type UploadBudgetSettings } from '../services/upload-budget';
import {
  createImageVariantQueue,
  findVariant,
  loadSharp,
  makeCopies,
  noteStoredImage,
  recordStoredImages,
  runPictureJob,
  storeVariants,
  type ImageVariantQueue,
  type VariantCopy,
  type VariantFormat,
} from '../lib/image-variants';

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

/** Pictures over this many pixels (all frames of an animation together) are refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Animations over this many frames are refused before decoding: a 4.6 MB GIF of 200,000 frames
 * of one pixel passes the pixel bound and the size limit, and took seconds of the encoder.
 */
export const MAX_FRAMES = 100;
/** Stored pictures are shrunk to fit this square; the site never shows them larger. */
export const MAX_STORED_DIMENSION = 2560;

/** A picture decoded, re-encoded and hashed, ready to be stored (see storePreparedImage). */
export interface PreparedImage {
  id: string;
  mimeType: string;
  ext: string;
  data: Uint8Array;
}

const OUTPUTS = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  gif: { mime: 'image/gif', ext: 'gif' },
  webp: { mime: 'image/webp', ext: 'webp' },
} as const;
type OutputFormat = keyof typeof OUTPUTS;

function outputFormatOf(mime: (typeof KINDS)[number]['mime']): OutputFormat {
  if (mime === 'image/jpeg') return 'jpeg';
  if (mime === 'image/png') return 'png';
  if (mime === 'image/gif') return 'gif';
  return 'webp';
}

/**
 * Decodes the picture and encodes it again, so what is stored and served is only pixels:
 * whatever was appended or hidden in it (HTML, script, metadata, GPS position) is gone.
 * The format stays (an animated GIF keeps its frames) unless the result would pass 5 MB,
 * then it becomes WebP. sharp works on libuv's threads: the event loop stays free.
 */
async function reencode(bytes: Uint8Array, mime: (typeof KINDS)[number]['mime']): Promise<{ format: OutputFormat; data: Buffer }> {
  const sharp = await loadSharp();
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const open = () => sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let meta;
  try {
    // The headers alone (an animation's frames are counted, not decoded): a small file announcing
    // a huge picture or a flood of frames is refused before it is unpacked.
    meta = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(messages.media.imageUnreadable);
  }
  if (!meta.width || !meta.height) throw badRequest(messages.media.imageUnreadable);
  const pages = animated ? (meta.pages ?? 1) : 1;
  if (pages > MAX_FRAMES) throw badRequest(formatMessage(messages.media.imageTooManyFrames, { max: MAX_FRAMES }));
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight * pages > MAX_INPUT_PIXELS) throw new HttpError(413, messages.media.imageTooManyPixels);

  const frames = pages > 1;
  const scale = Math.min(1, MAX_STORED_DIMENSION / Math.max(meta.width, frameHeight));
  const shaped = () => {
    // Frames are stacked for sharp: an animation is sized by its width, each frame follows.
    const image = frames ? open() : open().rotate();
    return scale < 1 ? image.resize({ width: Math.max(1, Math.round(meta.width! * scale)) }) : image;
  };
  const encode = (format: OutputFormat) => {
    const image = shaped();
    if (format === 'jpeg') return image.jpeg({ quality: 82 }).toBuffer();
    if (format === 'png') return image.png({ palette: meta.isPalette === true }).toBuffer();
    if (format === 'gif') return image.gif().toBuffer();
    return image.webp({ quality: 85 }).toBuffer();
  };
  try {
    const format = outputFormatOf(mime);
    const data = await encode(format);
    if (data.length <= IMAGE_MAX_BYTES || format === 'webp') return { format, data };
    return { format: 'webp', data: await encode('webp') };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new HttpError(413, messages.media.imageTooManyPixels);
    throw badRequest(messages.media.imageUnreadable);
  }
}

/**
 * Decodes a data URL, trusts only the bytes (not the declared type), refuses anything but
 * JPEG, PNG, WebP and GIF or over 5 MB, re-encodes it (see reencode) and names it by the
 * hash of what will be stored. No database work: callers do this before their transaction.
 */
export async function prepareDataUrlImage(dataUrl: string): Promise<PreparedImage> {
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
  // With PICTURE_JOBS others at most (server/lib/image-variants.ts): pages and the API keep libuv's threads.
  const { format: stored, data } = await runPictureJob(() => reencode(bytes, kind.mime));
  if (data.length > IMAGE_MAX_BYTES) throw new HttpError(413, messages.validation.imageTooLarge);
  const output = OUTPUTS[stored];
  return { id: createHash('sha256').update(data).digest('hex'), mimeType: output.mime, ext: output.ext, data: new Uint8Array(data) };
}

/** Stores a prepared picture once (the same bytes have the same name) and answers its URL. */
export async function storePreparedImage(db: Pick<Db, 'insert'>, image: PreparedImage): Promise<string> {
  await db.insert(images).values({ id: image.id, mimeType: image.mimeType, size: image.data.length, data: image.data }).onConflictDoNothing();
  // Its copies are made once the request has answered (see recordStoredImages).
  noteStoredImage(image.id);
  return `${MEDIA_PREFIX}${image.id}.${image.ext}`;
}

export async function storeDataUrlImage(db: Pick<Db, 'insert'>, dataUrl: string): Promise<string> {
  return storePreparedImage(db, await prepareDataUrlImage(dataUrl));
}

/** An image field made ready outside a transaction: a new picture, a URL to keep, or none. */
export type PreparedImageInput = PreparedImage | string | null;

/**
 * The slow half of storing an image field (decoding and re-encoding), to run before any
 * transaction: on the embedded database a transaction holds the one connection, and every
 * other request would wait for the encoder. storeImageInput is the quick half, inside it.
 */
export async function prepareImageInput(value: string | null | undefined): Promise<PreparedImageInput> {
  if (!value) return null;
  if (isDataUrl(value)) return prepareDataUrlImage(value);
  if (isStoredImageUrl(value)) return value;
  throw badRequest(messages.validation.imageInvalidType);
}

/** The quick half: stores a prepared picture inside the caller's transaction. */
export async function storeImageInput(db: Pick<Db, 'insert'>, prepared: PreparedImageInput): Promise<string | null> {
  if (prepared === null || typeof prepared === 'string') return prepared;
  return storePreparedImage(db, prepared);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue that makes pictures' narrower copies ahead of their requests. */
    mediaVariants: ImageVariantQueue;
    /** The bytes of pictures an address may send in a day without signing in (see server/services/upload-budget.ts). */
    uploadBudget: UploadBudget;
  }
}

export interface MediaOptions {
  /** Anonymous pictures per address and day (DEFAULT_UPLOAD_BUDGET unless given). */
  uploadBudget?: UploadBudgetSettings | undefined;
  /** The budget is counted in Redis when set, so every server process shares it. */
  redisUrl?: string | undefined;
}

/**
 * Serves stored images with long cache headers: a URL's content never changes. `?w=` (one of
 * MEDIA_WIDTHS) sends a narrower copy, in WebP when the request accepts it; GIFs, which may be
 * animated, are always sent as they are. The copies are read from image_variants (see
 * server/lib/image-variants.ts); one not made yet is made for its request and kept.
 */
export const mediaPlugin = fp<MediaOptions>(
  async (app, options) => {
    const variants = createImageVariantQueue(app.db, app.log);
    app.decorate('mediaVariants', variants);
    const budget = await createUploadBudget(options.uploadBudget ?? DEFAULT_UPLOAD_BUDGET, options.redisUrl, (error) =>
      app.log.warn({ err: error }, 'upload budget store error'),
    );
    app.decorate('uploadBudget', budget);
    app.addHook('onClose', () => budget.close());

    // The pictures each request stores are queued once it has answered (its transaction is over).
    // Reads store none: the pages' many GETs skip this.
    const storedBy = new WeakMap<FastifyRequest, Set<string>>();
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.method === 'GET' || request.method === 'HEAD') return done();
      const stored = new Set<string>();
      storedBy.set(request, stored);
      recordStoredImages(stored, done);
    });
    app.addHook('onResponse', async (request) => {
      for (const id of storedBy.get(request) ?? []) variants.add(id);
    });
    // Pictures stored before this server ran (the demo seed, older versions): in the background.
    app.addHook('onReady', async () => {
      void variants.fillMissing();
    });
    app.addHook('preClose', async () => {
      await variants.close();
    });

    // Several requests for one copy not made yet (a page showing a picture twice) share one encode.
    const making = new Map<string, Promise<VariantCopy>>();
    const copyOnRequest = (row: { id: string; mimeType: string; data: Uint8Array }, width: MediaWidth, format: VariantFormat) => {
      const key = `${row.id}:${width}:${format}`;
      let copy = making.get(key);
      if (!copy) {
        copy = (async () => {
          const made = (await makeCopies(row, format, [width])).get(width)!;
          try {
            await storeVariants(app.db, row.id, format, new Map([[width, made]]));
          } catch (error) {
            // The request is answered all the same; the copy is made again next time.
            app.log.warn({ err: error, imageId: row.id }, 'could not keep a picture copy');
          }
          // The picture lacks copies: the queue makes the rest before they are asked for.
          if (format === 'webp') variants.add(row.id);
          return made;
        })().finally(() => making.delete(key));
        making.set(key, copy);
      }
      return copy;
    };

    app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/media/:file', async (request, reply) => {
      const match = /^([0-9a-f]{64})\.(jpg|png|gif|webp)$/.exec(request.params.file);
      if (!match) return reply.status(404).send({ message: messages.common.apiRouteNotFound });
      const id = match[1]!;
      const widthParam = request.query.w;
      const width = widthParam === undefined ? undefined : Number(widthParam);
      if (width !== undefined && !isMediaWidth(width)) return reply.status(404).send({ message: messages.common.apiRouteNotFound });
      const format: VariantFormat = /\bimage\/webp\b/.test(request.headers.accept ?? '') ? 'webp' : 'original';
      const sendCopy = (copy: VariantCopy) =>
        reply
          .header('Cache-Control', IMMUTABLE)
          .header('Content-Type', copy.mimeType)
          .header('Vary', 'Accept')
          .send(asBuffer(copy.data));
      if (width !== undefined) {
        const stored = await findVariant(app.db, id, width, format);
        if (stored) return sendCopy(stored);
      }
      const [row] = await app.db.select().from(images).where(eq(images.id, id));
      if (!row) return reply.status(404).send({ message: messages.common.apiRouteNotFound });
      if (width === undefined || row.mimeType === 'image/gif') {
        return reply.header('Cache-Control', IMMUTABLE).header('Content-Type', row.mimeType).send(asBuffer(row.data));
      }
      return sendCopy(await copyOnRequest(row, width, format));
    });
  },
  { name: 'media', dependencies: ['db'] },
);

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The bytes as a Buffer without copying them. */
function asBuffer(data: Uint8Array): Buffer {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
