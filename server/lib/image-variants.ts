import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type sharpModule from 'sharp';
import { MEDIA_WIDTHS, type MediaWidth } from '../../contract/media';
import type { Db } from '../db/client';
import { images, imageVariants } from '../db/schema';

/**
 * The narrower copies `/media/<id>?w=` answers with, made once per picture and kept in the
 * image_variants table: a request reads one row instead of waiting for the encoder, and no
 * copy lives in the server's memory. WebP copies of every width are made ahead by a
 * queue (one picture at a time, after the upload's transaction, and at start for pictures
 * that lack some); the original-format copies, asked for only by browsers without WebP, are
 * made on their first request and kept the same way.
 */

/**
 * The pictures a request stored, so their copies are queued once it has answered: by then its
 * transaction has committed (the copies must not be made inside it, and a picture of a
 * rolled-back transaction is simply not found). Services store pictures through
 * storePreparedImage, which notes them here without knowing about requests.
 */
const storedImages = new AsyncLocalStorage<Set<string>>();

export function recordStoredImages(into: Set<string>, run: () => void): void {
  storedImages.run(into, run);
}

export function noteStoredImage(imageId: string): void {
  storedImages.getStore()?.add(imageId);
}

let sharpLoaded: Promise<typeof sharpModule> | undefined;

/**
 * sharp, set up once for this server (the settings are libvips', for the whole process). Every
 * picture is new bytes, so libvips' operation cache (up to 50 MB and 100 operations) never
 * answers a request and only holds memory. One thread per picture: sharp's own default on glibc,
 * which it raises to every core when MALLOC_ARENA_MAX is set (as scripts/server-runtime.mjs
 * does), and the copies made in the background must leave a core to the requests.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}

/**
 * Pictures decoded or encoded at once in this process: uploads, the copies made ahead and those
 * made for a request all wait their turn here. Each sharp job holds one of libuv's four threads
 * until it ends, and static files, compression and password hashing need those threads too:
 * four uploads at once held all of them and static files waited 15 s.
 */
export const PICTURE_JOBS = 2;
const pictureJobs = pLimit(PICTURE_JOBS);

/** Runs one piece of picture work (a decode, an encode) when fewer than PICTURE_JOBS run. Never call it from inside a job: it would wait for itself. */
export function runPictureJob<T>(job: () => Promise<T>): Promise<T> {
  return pictureJobs(job);
}

/** Picture work running and waiting now (tests, benchmarks). */
export function pictureJobCounts(): { running: number; waiting: number } {
  return { running: pictureJobs.activeCount, waiting: pictureJobs.pendingCount };
}

export type VariantFormat = (typeof imageVariants.format.enumValues)[number];

export interface VariantCopy {
  mimeType: string;
  data: Uint8Array;
}

interface SourcePicture {
  mimeType: string;
  data: Uint8Array;
}

/**
 * Copies of a picture at the given widths: WebP, or its own format. A copy is never wider than
 * the picture (every width past it gets the same full-size copy, encoded once), and a copy
 * that comes out no smaller than the picture is the picture itself. What sharp cannot read
 * is answered as it is. `stopped` is asked between widths, so closing the app waits for one
 * encode at most.
 */
export async function makeCopies(
  source: SourcePicture,
  format: VariantFormat,
  widths: readonly MediaWidth[],
  stopped: () => boolean = () => false,
): Promise<Map<MediaWidth, VariantCopy>> {
  const input = Buffer.from(source.data.buffer, source.data.byteOffset, source.data.byteLength);
  const original: VariantCopy = { mimeType: source.mimeType, data: source.data };
  const copies = new Map<MediaWidth, VariantCopy>();
  const sharp = await loadSharp();
  let pictureWidth: number | undefined;
  try {
    const meta = await runPictureJob(() => sharp(input, { failOn: 'none' }).metadata());
    pictureWidth = meta.autoOrient.width;
  } catch {
    for (const width of widths) copies.set(width, original);
    return copies;
  }
  let fullSize: VariantCopy | undefined;
  for (const width of [...widths].sort((a, b) => a - b)) {
    if (stopped()) break;
    const wider = pictureWidth !== undefined && width >= pictureWidth;
    if (wider && fullSize) {
      copies.set(width, fullSize);
      continue;
    }
    let copy = original;
    // A picture no wider than asked keeps its format unless WebP was asked for.
    if (!wider || format === 'webp') {
      try {
        const resized = sharp(input, { failOn: 'none' }).rotate().resize({ width, withoutEnlargement: true });
        const made: VariantCopy = await runPictureJob(async () => {
          if (format === 'webp' || source.mimeType === 'image/webp') return { mimeType: 'image/webp', data: await resized.webp({ quality: 75 }).toBuffer() };
          if (source.mimeType === 'image/png') return { mimeType: 'image/png', data: await resized.png().toBuffer() };
          return { mimeType: 'image/jpeg', data: await resized.jpeg({ quality: 80, mozjpeg: true }).toBuffer() };
        });
        // A re-encoded copy is not always smaller than a small, well-compressed original.
        if (made.data.length < input.length) copy = made;
      } catch {
        // A picture sharp cannot read is still a stored picture: send it as it is.
      }
    }
    if (wider) fullSize = copy;
    copies.set(width, copy);
  }
  return copies;
}

export async function findVariant(db: Db, imageId: string, width: MediaWidth, format: VariantFormat): Promise<VariantCopy | undefined> {
  const [row] = await db
    .select({ mimeType: imageVariants.mimeType, data: imageVariants.data })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, width), eq(imageVariants.format, format)));
  return row;
}

/** Keeps copies; one made meanwhile by a request or another server stays as it is (same picture, same bytes). */
export async function storeVariants(db: Db, imageId: string, format: VariantFormat, copies: Map<MediaWidth, VariantCopy>): Promise<void> {
  if (copies.size === 0) return;
  const rows = [...copies].map(([width, copy]) => ({ imageId, width, format, mimeType: copy.mimeType, data: copy.data }));
  await db.insert(imageVariants).values(rows).onConflictDoNothing();
}

/** Makes and keeps the WebP copies a picture lacks; a GIF (sent as it is) and a picture not (or no longer) stored have none. */
async function prepareWebpCopies(db: Db, imageId: string, stopped: () => boolean): Promise<void> {
  const made = await db
    .select({ width: imageVariants.width })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.format, 'webp')));
  const have = new Set(made.map((row) => row.width));
  const missing = MEDIA_WIDTHS.filter((width) => !have.has(width));
  if (missing.length === 0 || stopped()) return;
  const [source] = await db.select({ mimeType: images.mimeType, data: images.data }).from(images).where(eq(images.id, imageId));
  if (!source || source.mimeType === 'image/gif' || stopped()) return;
  const copies = await makeCopies(source, 'webp', missing, stopped);
  if (stopped()) return;
  await storeVariants(db, imageId, 'webp', copies);
}

/** Stored pictures (GIFs aside) without a WebP copy at every width: new ones, and all of them after a width is added. */
async function picturesLackingCopies(db: Db): Promise<string[]> {
  const complete = db
    .select({ imageId: imageVariants.imageId })
    .from(imageVariants)
    .where(and(eq(imageVariants.format, 'webp'), inArray(imageVariants.width, [...MEDIA_WIDTHS])))
    .groupBy(imageVariants.imageId)
    .having(sql`count(*) = ${MEDIA_WIDTHS.length}`);
  const rows = await db
    .select({ id: images.id })
    .from(images)
    .where(and(ne(images.mimeType, 'image/gif'), notInArray(images.id, complete)))
    // Newest first: the pictures the pages lead with (latest products, news, banners).
    .orderBy(desc(images.createdAt));
  return rows.map((row) => row.id);
}

export interface ImageVariantQueue {
  /** Queues a stored picture for its WebP copies (once, however often it is added). */
  add(imageId: string): void;
  /** Queues every stored picture that lacks some copy (run at start). */
  fillMissing(): Promise<void>;
  /** Resolves when nothing is queued or being made (tests and benchmarks). */
  idle(): Promise<void>;
  /** Drops what is queued and waits for the picture in hand; nothing runs afterwards. */
  close(): Promise<void>;
}

/**
 * One worker, one picture at a time, yielding to requests between pictures: the machine has
 * two cores and the same process answers requests. sharp runs each encode on one thread
 * (see loadSharp), so the worker takes one core at most while it has work.
 */
export function createImageVariantQueue(db: Db, log: FastifyBaseLogger): ImageVariantQueue {
  const waiting = new Set<string>();
  let running: Promise<void> | undefined;
  let filling: Promise<void> | undefined;
  let closed = false;
  const stopped = () => closed;

  const work = async () => {
    for (let next = first(waiting); next !== undefined && !closed; next = first(waiting)) {
      waiting.delete(next);
      try {
        await prepareWebpCopies(db, next, stopped);
      } catch (error) {
        // Not fatal: the copy is made on its first request instead.
        log.warn({ err: error, imageId: next }, 'could not prepare picture copies');
      }
      await yieldToRequests();
    }
  };
  const start = () => {
    if (running || closed || waiting.size === 0) return;
    // Outside any request's context (see recordStoredImages): the worker outlives the request that started it.
    running = storedImages.exit(work).finally(() => {
      running = undefined;
      start();
    });
  };

  async function idle() {
    // A request's pictures are queued by its onResponse hook, which may run just after the caller has the answer.
    await yieldToRequests();
    while (filling || running) await Promise.all([filling, running]);
  }

  return {
    add(imageId) {
      if (closed) return;
      waiting.add(imageId);
      start();
    },
    fillMissing() {
      if (closed) return Promise.resolve();
      filling ??= picturesLackingCopies(db)
        .then((ids) => {
          if (closed) return;
          if (ids.length > 0) log.info({ pictures: ids.length }, 'preparing picture copies');
          for (const id of ids) waiting.add(id);
          start();
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'could not list pictures lacking copies');
        })
        .finally(() => {
          filling = undefined;
        });
      return filling;
    },
    idle,
    async close() {
      closed = true;
      waiting.clear();
      await idle();
    },
  };
}

function first<T>(set: Set<T>): T | undefined {
  for (const value of set) return value;
  return undefined;
}
