import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { login, registerAccount } from '../../contract/accounts';
import { createBanner } from '../../contract/banners';
import { createComment } from '../../contract/comments';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import { moveRepair, openRepair } from '../../contract/repairs';
import type { App } from '../app';
import { JSON_BODY_LIMIT } from '../lib/body-limits';
import { createAccount, type TestAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';

/** A body field that carries pictures (data URLs) or a file (base64): only such routes may take large bodies. */
const PICTURE_FIELD = /"(image|images|subImages|photos|file)"/;

describe('body limits', () => {
  let app: App;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAccount(app, { roles: ['admin'] });
    customer = await createAccount(app);
  });
  afterAll(() => app.close());

  /** A valid-looking JSON body of about `bytes`, its bulk in one text field. */
  const padded = (fields: Record<string, unknown>, bytes: number) => JSON.stringify({ ...fields, padding: 'x'.repeat(bytes) });
  const json = { 'content-type': 'application/json' };

  it.each([
    ['login', login.path, {}],
    ['a comment', createComment.path, 'customer'],
  ] as const)('refuses a 1 MB body to %s with 413 and the Vietnamese message, before reading it', async (_name, url, who) => {
    const headers = { ...json, ...(who === 'customer' ? customer.headers : {}) };
    const res = await app.inject({ method: 'POST', url, headers, payload: padded({ email: 'a@b.vn', password: 'x', comment: 'Tốt' }, 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    // Account routes add their failure status beside the message (the deployed client reads both).
    expect((res.json() as { message: string }).message).toBe(messages.common.payloadTooLarge);
  });

  it('still takes a picture far larger than the JSON limit on a picture route (a banner, a registration, a repair\'s check-in and step)', async () => {
    // Noise does not compress: a PNG of about 1 MB.
    const noise = await sharp(randomBytes(560 * 560 * 3), { raw: { width: 560, height: 560, channels: 3 } })
      .png()
      .toBuffer();
    const image = `data:image/png;base64,${noise.toString('base64')}`;
    expect(image.length).toBeGreaterThan(4 * JSON_BODY_LIMIT);
    const banner = await app.inject({ method: 'POST', url: createBanner.path, headers: admin.headers, payload: { image } });
    expect(banner.statusCode, banner.body).toBe(201);
    const registration = await app.inject({
      method: 'POST',
      url: registerAccount.path,
      payload: { fullName: 'Lê Thị Hoa', email: 'hoa.le@example.com', password: 'Mat-khau-dai-123', image },
    });
    expect(registration.statusCode, registration.body).toBe(200);
    // A phone's photo at check-in, and with a step move (the booking photo rules).
    const walkIn = { fullName: 'Phan Văn Tài', numberPhone: '0911222333', branch: 'quan-12', plate: '51K-246.80', odometerKm: 12000, fuelLevel: 50 };
    const repair = await app.inject({ method: 'POST', url: openRepair.path, headers: admin.headers, payload: { ...walkIn, photos: [image] } });
    expect(repair.statusCode, repair.body).toBe(201);
    const { _id: id, version } = repair.json<{ _id: string; version: number }>();
    const moved = await app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id }), headers: admin.headers, payload: { step: 'inspection', version, photos: [image] } });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('gives a large limit only to the routes whose body carries pictures; every other one takes the small default', () => {
    const withBody = app.routeTable.filter((route) => (route.schema as { body?: z.ZodType } | undefined)?.body);
    const pictures = withBody.filter((route) => PICTURE_FIELD.test(JSON.stringify(z.toJSONSchema((route.schema as { body: z.ZodType }).body, { io: 'input', unrepresentable: 'any' }))));
    expect(pictures.map((route) => `${route.method} ${route.url}`)).toContain(`POST ${registerAccount.path}`);
    for (const route of withBody) {
      const takesPictures = pictures.includes(route);
      if (takesPictures) expect(route.bodyLimit, `${route.method} ${route.url}`).toBeGreaterThan(JSON_BODY_LIMIT);
      else expect(route.bodyLimit ?? app.initialConfig.bodyLimit, `${route.method} ${route.url}`).toBe(JSON_BODY_LIMIT);
    }
  });
});
