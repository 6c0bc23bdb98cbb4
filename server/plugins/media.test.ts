import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS } from '../../contract/media';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';
import { storeDataUrlImage } from './media';

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
    // The second request is served from memory: same bytes.
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
