import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAccount, updateAccount } from '../../contract/accounts';
import { createBanner } from '../../contract/banners';
import { createBooking, dataUrlBytes } from '../../contract/bookings';
import { buildPath } from '../../contract/endpoint';
import { MEDIA_WIDTHS } from '../../contract/media';
import { createNews } from '../../contract/news';
import { createStaff } from '../../contract/staff';
import { createTestApp } from '../test/test-app';
import { createAccount, type TestAccount } from '../test/fixtures';
import { insertStaffPosition } from '../test/catalog-fixtures';
import type { App } from '../app';
import { format, messages } from '../../contract/messages';
import { bookings, images, imageVariants } from '../db/schema';
import { PICTURE_JOBS, pictureJobCounts, runPictureJob } from '../lib/image-variants';
import { openDayAhead } from '../test/open-days';
import { MAX_FRAMES, MAX_INPUT_PIXELS, MAX_STORED_DIMENSION, storeDataUrlImage } from './media';

async function storedPicture(app: App, width: number, height: number, format: 'jpeg' | 'png' | 'gif') {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 196, g: 69, b: 12 } } })
    .toFormat(format)
    .toBuffer();
  return storeDataUrlImage(app.db, `data:image/${format};base64,${bytes.toString('base64')}`);
}

describe('media copies (?w=)', () => {
  let app: App;
  let wide: string;

  beforeAll(async () => {
    app = await createTestApp();
    wide = await storedPicture(app, 1600, 560, 'jpeg');
  });
  afterAll(() => app.close());

  const get = (url: string, accept = 'image/avif,image/webp,image/*,*/*;q=0.8') => app.inject({ method: 'GET', url, headers: { accept } });

  it('sends the original without ?w=', async () => {
    const res = await get(wide);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1600);
  });

  it('sends a narrower WebP copy to a browser that accepts WebP, cached for good', async () => {
    const res = await get(`${wide}?w=320`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 112]);
    // The second request is served from the kept copy: same bytes.
    expect((await get(`${wide}?w=320`)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('keeps the format for a browser without WebP', async () => {
    const res = await get(`${wide}?w=640`, 'image/jpeg,image/*');
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
  });

  it('never enlarges a small picture', async () => {
    const small = await storedPicture(app, 200, 100, 'png');
    const res = await get(`${small}?w=${MEDIA_WIDTHS.at(-1)}`, 'image/png');
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(200);
  });

  it('sends a GIF as it is (it may be animated)', async () => {
    const gif = await storedPicture(app, 800, 400, 'gif');
    const res = await get(`${gif}?w=320`);
    expect(res.headers['content-type']).toBe('image/gif');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
  });

  it.each(['123', '0', 'abc', '320.5'])('answers 404 to a width that is not offered (%s)', async (w) => {
    expect((await get(`${wide}?w=${w}`)).statusCode).toBe(404);
  });
});

const idOf = (url: string) => /([0-9a-f]{64})/.exec(url)![1]!;
const copiesOf = (app: App, url: string) =>
  app.db
    .select({ width: imageVariants.width, format: imageVariants.format, mimeType: imageVariants.mimeType, data: imageVariants.data })
    .from(imageVariants)
    .where(eq(imageVariants.imageId, idOf(url)))
    .orderBy(imageVariants.format, imageVariants.width);
const webpAtEveryWidth = MEDIA_WIDTHS.map((width) => ({ width, format: 'webp' }));

describe('copies made ahead and kept in the database', () => {
  let app: App;
  let staff: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    staff = await createAccount(app, { roles: ['admin'] });
  });
  afterAll(() => app.close());

  const get = (url: string, accept = 'image/avif,image/webp,image/*,*/*;q=0.8') => app.inject({ method: 'GET', url, headers: { accept } });

  it('an uploaded picture gets a WebP copy at every width once the queue is done, and ?w= is answered from the table', async () => {
    const photo = await sharp({ create: { width: 1600, height: 560, channels: 3, background: { r: 12, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer();
    const created = await app.inject({
      method: 'POST',
      url: '/api/banners/create',
      headers: staff.headers,
      payload: { image: `data:image/jpeg;base64,${photo.toString('base64')}` },
    });
    expect(created.statusCode).toBe(201);
    const url = (created.json() as { image: string }).image;
    await app.mediaVariants.idle();

    const copies = await copiesOf(app, url);
    expect(copies.map(({ width, format }) => ({ width, format }))).toEqual(webpAtEveryWidth);
    for (const copy of copies) {
      const meta = await sharp(copy.data).metadata();
      expect([copy.mimeType, meta.format, meta.width]).toEqual(['image/webp', 'webp', copy.width]);
    }

    // A mark only the table holds: the answer carries it, so nothing was resized for this request.
    const mark = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    await app.db
      .update(imageVariants)
      .set({ data: mark })
      .where(and(eq(imageVariants.imageId, idOf(url)), eq(imageVariants.width, 640), eq(imageVariants.format, 'webp')));
    const res = await get(`${url}?w=640`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(mark)).toBe(true);
  });

  it('makes a copy not made yet for its request, keeps it, and the queue makes the rest', async () => {
    // Stored outside a request (as a script would): nothing is queued for it.
    const url = await storedPicture(app, 1000, 500, 'png');
    await app.mediaVariants.idle();
    expect(await copiesOf(app, url)).toEqual([]);

    const res = await get(`${url}?w=480`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(480);
    const kept = (await copiesOf(app, url)).find((copy) => copy.width === 480 && copy.format === 'webp');
    expect(kept && Buffer.from(kept.data).equals(res.rawPayload)).toBe(true);

    const png = await get(`${url}?w=320`, 'image/png,image/*');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.vary).toBe('Accept');
    expect((await sharp(png.rawPayload).metadata()).width).toBe(320);

    await app.mediaVariants.idle();
    const copies = await copiesOf(app, url);
    expect(copies.map(({ width, format }) => ({ width, format }))).toEqual([{ width: 320, format: 'original' }, ...webpAtEveryWidth]);
  });

  it('gives a picture narrower than some widths one full-size copy for all of them, and a GIF none', async () => {
    const small = await storedPicture(app, 300, 200, 'jpeg');
    const gif = await storedPicture(app, 600, 300, 'gif');
    app.mediaVariants.add(idOf(small));
    app.mediaVariants.add(idOf(gif));
    await app.mediaVariants.idle();

    const copies = await copiesOf(app, small);
    expect(copies.map(({ width, format }) => ({ width, format }))).toEqual(webpAtEveryWidth);
    const widths = await Promise.all(copies.map(async (copy) => (await sharp(copy.data).metadata()).width));
    expect(widths).toEqual(MEDIA_WIDTHS.map((width) => Math.min(width, 300)));
    expect(copies.filter((copy) => copy.width >= 300).every((copy) => Buffer.from(copy.data).equals(Buffer.from(copies.at(-1)!.data)))).toBe(true);
    expect(await copiesOf(app, gif)).toEqual([]);
  });

  it('deleting a picture deletes its copies', async () => {
    const url = await storedPicture(app, 900, 300, 'jpeg');
    app.mediaVariants.add(idOf(url));
    await app.mediaVariants.idle();
    expect(await copiesOf(app, url)).toHaveLength(MEDIA_WIDTHS.length);
    await app.db.delete(images).where(eq(images.id, idOf(url)));
    expect(await copiesOf(app, url)).toEqual([]);
  });
});

describe('the queue at start and at close', () => {
  const warnings: string[] = [];
  const logger = {
    level: 'warn',
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        const { msg } = JSON.parse(chunk.toString()) as { msg: string };
        // The test server has no built pages; that warning is not the queue's.
        if (!msg.startsWith('no built app')) warnings.push(msg);
        done();
      },
    }),
  };

  it('fills in the copies of pictures stored before the server started (the demo seed)', async () => {
    const app = await createTestApp({}, { logger });
    try {
      const stored = [await storedPicture(app, 1400, 700, 'jpeg'), await storedPicture(app, 500, 500, 'png')];
      await app.ready();
      await app.mediaVariants.idle();
      for (const url of stored) {
        expect((await copiesOf(app, url)).map(({ width, format }) => ({ width, format }))).toEqual(webpAtEveryWidth);
      }
    } finally {
      await app.close();
    }
    expect(warnings).toEqual([]);
  });

  it('stops cleanly when the app closes while it works', async () => {
    warnings.length = 0;
    const app = await createTestApp({}, { logger });
    const stored: string[] = [];
    for (let i = 0; i < 4; i += 1) stored.push(await storedPicture(app, 2000 + i, 1500, 'jpeg'));
    await app.ready();
    // Closed with the first picture's copies kept and the others still to make.
    await vi.waitFor(async () => expect((await copiesOf(app, stored[0]!)).length).toBeGreaterThan(0), { timeout: 30_000, interval: 5 });
    await expect(app.close()).resolves.toBeUndefined();
    app.mediaVariants.add(idOf(stored[3]!));
    await app.mediaVariants.idle();
    expect(warnings).toEqual([]);
  });
});

describe('stored pictures are re-encoded', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
  const served = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });
  const SCRIPT = '<html><script>alert(document.cookie)</script></html>';

  it.each(['png', 'gif', 'jpeg', 'webp'] as const)('drops HTML and script appended to a %s (a polyglot) and serves only the picture', async (format) => {
    const picture = await solid(40, 30).toFormat(format).toBuffer();
    const polyglot = Buffer.concat([picture, Buffer.from(SCRIPT)]);
    const url = await storeDataUrlImage(app.db, dataUrl(`image/${format}`, polyglot));
    const body = await served(url);
    expect(body.includes('<script')).toBe(false);
    expect(body.includes('<html')).toBe(false);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  it('leaves libvips no cache of operations (every picture is new bytes) and one thread per picture', async () => {
    await storeDataUrlImage(app.db, dataUrl('image/png', await solid(20, 20).png().toBuffer()));
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 }, files: { max: 0 } });
    expect(sharp.concurrency()).toBe(1);
  });

  it('drops metadata (camera, GPS) and applies the orientation it carried', async () => {
    const photo = await solid(60, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'GaraCam' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const body = await served(await storeDataUrlImage(app.db, dataUrl('image/jpeg', photo)));
    const meta = await sharp(body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(body.includes('GaraCam')).toBe(false);
    // Orientation 6 is a quarter turn: stored upright.
    expect([meta.width, meta.height]).toEqual([20, 60]);
  });

  it(`shrinks a picture to at most ${MAX_STORED_DIMENSION} px on its longer side`, async () => {
    const big = await solid(4000, 1000).png().toBuffer();
    const meta = await sharp(await served(await storeDataUrlImage(app.db, dataUrl('image/png', big)))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', MAX_STORED_DIMENSION, 640]);
  });

  it('keeps the frames of an animated GIF', async () => {
    const frame = (r: number) => sharp({ create: { width: 30, height: 20, channels: 3, background: { r, g: 0, b: 0 } } }).png().toBuffer();
    const animation = await sharp([await frame(255), await frame(0)], { join: { animated: true } })
      .gif()
      .toBuffer();
    const body = await served(await storeDataUrlImage(app.db, dataUrl('image/gif', Buffer.concat([animation, Buffer.from(SCRIPT)]))));
    const meta = await sharp(body, { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.width, meta.pageHeight]).toEqual(['gif', 2, 30, 20]);
    expect(body.includes('<script')).toBe(false);
  });

  it(`refuses a decompression bomb (a small file of more than ${MAX_INPUT_PIXELS / 1e6} megapixels) with 413`, async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    await expect(storeDataUrlImage(app.db, dataUrl('image/png', bomb))).rejects.toMatchObject({
      statusCode: 413,
      message: messages.media.imageTooManyPixels,
    });
  });

  it('refuses with 400 what carries a picture header but cannot be decoded', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    await expect(storeDataUrlImage(app.db, dataUrl('image/png', broken))).rejects.toMatchObject({
      statusCode: 400,
      message: messages.media.imageUnreadable,
    });
    const jpegHeaderOnly = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
    await expect(storeDataUrlImage(app.db, dataUrl('image/jpeg', jpegHeaderOnly))).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers a bomb sent in a booking with 413 and a Vietnamese message, and books nothing', async () => {
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tomorrow = openDayAhead(1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/contacts/create',
      payload: { fullName: 'Nguyễn Văn An', numberPhone: '0912345667', date: tomorrow, timeSlot: '16:00', description: '', images: [dataUrl('image/png', bomb)] },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: messages.media.imageTooManyPixels });
  });
});

/**
 * A GIF of `frames` frames on a `width` x `height` screen, each frame one pixel of LZW data
 * (black and white in turn): 23 bytes a frame, so 200,000 frames are the review's 4.6 MB file.
 * Its headers are all sharp reads before refusing it.
 */
function manyFrameGif(frames: number, width = 1, height = 1): Buffer {
  const size = (n: number) => [n & 0xff, n >> 8];
  const head = Buffer.from([
    ...Buffer.from('GIF89a'),
    ...size(width),
    ...size(height),
    0x80, 0, 0, // a global colour table of two colours
    0, 0, 0, 255, 255, 255,
    0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0, // loop for ever
  ]);
  const frame = (colour: 0 | 1) =>
    Buffer.from([
      0x21, 0xf9, 4, 0, 10, 0, 0, 0, // 0.1 s
      0x2c, 0, 0, 0, 0, ...size(width), ...size(height), 0,
      2, 2, 0x44 | (colour << 3), 0x01, 0, // clear, the colour, end
    ]);
  const frames01 = [frame(0), frame(1)];
  return Buffer.concat([head, ...Array.from({ length: frames }, (_, i) => frames01[i % 2]!), Buffer.from([0x3b])]);
}

describe('animations and heavy pictures', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const gifUrl = (gif: Buffer) => `data:image/gif;base64,${gif.toString('base64')}`;

  it(`keeps an animation of ${MAX_FRAMES} frames and refuses one more with 400, before decoding it`, async () => {
    const stored = await storeDataUrlImage(app.db, gifUrl(manyFrameGif(MAX_FRAMES)));
    const meta = await sharp((await app.inject({ method: 'GET', url: stored })).rawPayload, { animated: true }).metadata();
    expect([meta.format, meta.pages]).toEqual(['gif', MAX_FRAMES]);
    await expect(storeDataUrlImage(app.db, gifUrl(manyFrameGif(MAX_FRAMES + 1)))).rejects.toMatchObject({
      statusCode: 400,
      message: format(messages.media.imageTooManyFrames, { max: MAX_FRAMES }),
    });
  });

  it("refuses the review's GIF (4.6 MB, 200,000 frames of one pixel) sent in an anonymous booking, and books nothing", async () => {
    const gif = manyFrameGif(200_000);
    expect(gif.length).toBe(4_600_039);
    const date = openDayAhead(2);
    const res = await app.inject({
      method: 'POST',
      url: createBooking.path,
      payload: { fullName: 'Nguyễn Văn An', numberPhone: '0912345600', date, timeSlot: '16:00', description: '', images: [gifUrl(gif)] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: format(messages.media.imageTooManyFrames, { max: MAX_FRAMES }) });
    expect(await app.db.select().from(bookings).where(eq(bookings.date, date))).toEqual([]);
  });

  it('counts the pixels of every frame: frames that pass one by one are refused together with 413', async () => {
    // 80 frames of 800 x 700: 560,000 pixels each, 44.8 million together.
    await expect(storeDataUrlImage(app.db, gifUrl(manyFrameGif(80, 800, 700)))).rejects.toMatchObject({
      statusCode: 413,
      message: messages.media.imageTooManyPixels,
    });
  });
});

describe('picture work beside the pages', () => {
  it(`serves a static file while four heavy pictures are processed, before any of them is done (at most ${PICTURE_JOBS} at once)`, async () => {
    const staticDir = await mkdtemp(path.join(tmpdir(), 'garage-static-'));
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><html lang="vi"><head><title>Gara</title></head><body><div id="root"></div></body></html>');
    await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log("gara");');
    const app = await createTestApp({ staticDir });
    // Noise compresses badly: a photo of about 3 MB that takes the encoder a while.
    const photo = await sharp({ create: { width: 2200, height: 2200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const done: string[] = [];
    let encodes = 0;
    const prototype = Object.getPrototypeOf(sharp()) as { toBuffer: (...args: unknown[]) => unknown };
    const toBuffer = prototype.toBuffer;
    const spy = vi.spyOn(prototype, 'toBuffer').mockImplementation(function (this: unknown, ...args: unknown[]) {
      encodes += 1;
      const result = toBuffer.apply(this, args);
      if (result instanceof Promise) void result.finally(() => done.push('picture')).catch(() => undefined);
      return result;
    });
    try {
      const date = openDayAhead(3);
      const uploads = Array.from({ length: 4 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: createBooking.path,
          payload: { fullName: `Khách ${i + 1}`, numberPhone: `091234570${i}`, date, timeSlot: `${8 + i}:00`.padStart(5, '0'), description: '', images: [`data:image/jpeg;base64,${photo.toString('base64')}`] },
          remoteAddress: `203.0.113.${i + 20}`,
        }),
      );
      // All four have reached their picture, and every one allowed to run is encoding.
      await vi.waitFor(
        () => {
          const jobs = pictureJobCounts();
          expect(jobs.running + jobs.waiting).toBe(4);
          expect(encodes).toBe(jobs.running);
        },
        { timeout: 30_000, interval: 5 },
      );
      const asked = Date.now();
      const file = await app.inject({ method: 'GET', url: '/assets/app.js' });
      const fileMs = Date.now() - asked;
      done.push('static');
      expect(file.statusCode).toBe(200);
      const answers = await Promise.all(uploads);
      console.info(`static file answered in ${fileMs} ms; the four pictures were stored after ${Date.now() - asked} ms`);
      for (const res of answers) expect(res.statusCode, res.body).toBe(201);
      expect(done[0]).toBe('static');
      expect(done.filter((item) => item === 'picture').length).toBeGreaterThanOrEqual(4);
    } finally {
      spy.mockRestore();
      await app.close();
      await rm(staticDir, { recursive: true, force: true });
    }
  });

  describe('pictures are decoded before any transaction opens', () => {
    let app: App;
    let admin: TestAccount;
    let master: TestAccount;
    let positionId: string;

    beforeAll(async () => {
      app = await createTestApp();
      admin = await createAccount(app, { roles: ['admin'] });
      master = await createAccount(app, { roles: ['master'] });
      positionId = (await insertStaffPosition(app, 'Kỹ thuật viên')).id;
    });
    afterAll(() => app.close());

    const png = async () => `data:image/png;base64,${(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c4450c' } }).png().toBuffer()).toString('base64')}`;

    it.each([
      ['a registration with an avatar', async () => ({ method: 'POST' as const, url: registerAccount.path, payload: { fullName: 'Lê Thị Hoa', email: `hoa-${randomBytes(3).toString('hex')}@example.com`, password: 'Mat-khau-dai-123', image: await png() } })],
      ['a profile picture', async () => ({ method: 'PUT' as const, url: buildPath(updateAccount.path, { id: admin.id }), headers: admin.headers, payload: { image: await png() } })],
      ['a banner', async () => ({ method: 'POST' as const, url: createBanner.path, headers: admin.headers, payload: { image: await png() } })],
      ['a news item', async () => ({ method: 'POST' as const, url: createNews.path, headers: admin.headers, payload: { title: 'Tin mới', content: 'Nội dung', image: await png() } })],
      ['a staff member', async () => ({ method: 'POST' as const, url: createStaff.path, headers: master.headers, payload: { name: 'Nguyễn Văn An', phone: '0903123456', position: 'Thợ máy', catestaff_id: positionId, image: await png() } })],
    ])('%s', async (_name, request) => {
      const call = await request();
      // The copies of the last case's picture are made first: the only picture waiting must be this request's.
      await app.mediaVariants.idle();
      // Every picture slot held: the request's picture waits for one.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holders = Array.from({ length: PICTURE_JOBS }, () => runPictureJob(() => gate));
      const transaction = vi.spyOn(app.db, 'transaction');
      try {
        const answer = app.inject(call);
        await vi.waitFor(() => expect(pictureJobCounts().waiting).toBe(1), { timeout: 30_000, interval: 5 });
        expect(transaction).not.toHaveBeenCalled();
        // On the embedded database a transaction holds the only connection: other queries run meanwhile.
        await app.db.select({ id: images.id }).from(images).limit(1);
        release();
        await Promise.all(holders);
        const res = await answer;
        expect(res.statusCode, res.body).toBeLessThan(300);
        expect(transaction).toHaveBeenCalled();
      } finally {
        release();
        transaction.mockRestore();
      }
    });
  });
});

describe('pictures sent without signing in, per address and day', () => {
  let app: App;
  let customer: TestAccount;
  const BUDGET = 400_000;

  beforeAll(async () => {
    app = await createTestApp({ uploadBudget: { bytesPerDay: BUDGET, keyPrefix: 'upload-budget' } });
    customer = await createAccount(app);
  });
  afterAll(() => app.close());

  /** A PNG of noise (it does not compress): about 190 KB. */
  const noisePng = async () =>
    `data:image/png;base64,${(await sharp(randomBytes(250 * 250 * 3), { raw: { width: 250, height: 250, channels: 3 } }).png().toBuffer()).toString('base64')}`;
  let phones = 0;
  const book = (image: string, address: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: createBooking.path,
      headers,
      remoteAddress: address,
      payload: { fullName: 'Trần Thị Bích', numberPhone: `09876500${String((phones += 1)).padStart(2, '0')}`, date: openDayAhead(4), timeSlot: `1${phones % 2 ? 3 : 4}:00`, description: '', images: [image] },
    });

  it('takes pictures until the budget is spent, then answers 429 in Vietnamese with Retry-After; signed in or from elsewhere still sends', async () => {
    const image = await noisePng();
    expect(dataUrlBytes(image)).toBeGreaterThan(BUDGET / 3);
    expect(dataUrlBytes(image)).toBeLessThan(BUDGET / 2);
    const address = '198.51.100.77';
    for (let i = 0; i < 2; i += 1) expect((await book(image, address)).statusCode).toBe(201);
    const refused = await book(image, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.media.uploadBudgetSpent });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A registration's avatar comes out of the same budget.
    const registration = await app.inject({
      method: 'POST',
      url: registerAccount.path,
      remoteAddress: address,
      payload: { fullName: 'Lê Thị Hoa', email: 'hoa.budget@example.com', password: 'Mat-khau-dai-123', image },
    });
    expect(registration.statusCode).toBe(429);
    // A booking without pictures is not counted.
    const pictureless = await app.inject({
      method: 'POST',
      url: createBooking.path,
      remoteAddress: address,
      payload: { fullName: 'Trần Thị Bích', numberPhone: '0987650099', date: openDayAhead(4), timeSlot: '15:00', description: '', images: [] },
    });
    expect(pictureless.statusCode).toBe(201);

    expect((await book(image, address, customer.headers)).statusCode).toBe(201);
    expect((await book(image, '198.51.100.78')).statusCode).toBe(201);
  });
});
