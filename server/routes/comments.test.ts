import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createComment, deleteComment, listProductComments } from '../../contract/comments';
import { COMMENT_MAX_LENGTH } from '../../contract/comment-rules';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import { createCommentLimiter, DEFAULT_COMMENT_LIMITS } from '../services/comment-limits';
import { comments, products } from '../db/schema';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { insertCategory, MISSING_ID } from '../test/catalog-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

describe('comments', () => {
  let app: App;
  let customer: TestAccount;
  let otherCustomer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;
  let productId: string;

  beforeAll(async () => {
    // The limits have their own tests below, on an app with the real ones.
    app = await createTestApp({ commentLimits: { ...DEFAULT_COMMENT_LIMITS, perMinute: 1000, perDay: 1000 } });
    ({ customer, admin, master } = await createRoleAccounts(app));
    otherCustomer = await createAccount(app, { fullName: 'Trần Thị Bình' });
    const category = await insertCategory(app, 'Bảo dưỡng định kỳ');
    const [product] = await app.db
      .insert(products)
      .values({ name: 'Thay dầu động cơ', price: 650_000, quantity: 10, categoryId: category.id })
      .returning();
    productId = product!.id;
  });
  afterAll(() => app.close());

  async function post(account: TestAccount, comment: string, extra: Record<string, unknown> = {}) {
    const res = await app.inject({ method: 'POST', url: createComment.path, headers: account.headers, payload: { comment, productId, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return createComment.response.parse(res.json());
  }

  async function commentCount() {
    const [row] = await app.db.select({ n: count() }).from(comments);
    return row!.n;
  }

  it('lets a signed-in customer comment, as themselves whatever accountId the body claims', async () => {
    const created = await post(customer, '  Dịch vụ rất tốt, nhân viên nhiệt tình!  ', { accountId: otherCustomer.id });
    expect(created.comment).toBe('Dịch vụ rất tốt, nhân viên nhiệt tình!');
    expect(created.account).toEqual({ _id: customer.id, fullName: customer.fullName });
    expect(created.productId).toBe(productId);
  });

  it('lists a product’s comments newest first with the author populated under `account`', async () => {
    await post(otherCustomer, 'Giá hợp lý, làm nhanh.');
    const res = await app.inject({ method: 'GET', url: buildPath(listProductComments.path, { productId }) });
    expect(res.statusCode).toBe(200);
    const list = listProductComments.response.parse(res.json());
    expect(list.map((c) => c.comment)).toEqual(['Giá hợp lý, làm nhanh.', 'Dịch vụ rất tốt, nhân viên nhiệt tình!']);
    expect(list[0]!.account).toEqual({ _id: otherCustomer.id, fullName: 'Trần Thị Bình' });
  });

  it('answers 404 for the comments of an unknown product', async () => {
    const res = await app.inject({ method: 'GET', url: buildPath(listProductComments.path, { productId: MISSING_ID }) });
    expect(res.statusCode).toBe(404);
    expect(errorResponseSchema.parse(res.json()).message).toBe(messages.products.notFound);
  });

  it('refuses an empty comment (400), an unknown product (404) and anonymous callers (401)', async () => {
    const before = await commentCount();
    const empty = await app.inject({ method: 'POST', url: createComment.path, headers: customer.headers, payload: { comment: '   ', productId } });
    expect(empty.statusCode).toBe(400);
    expect(errorResponseSchema.parse(empty.json()).message).toBe(messages.comments.commentRequired);
    const unknown = await app.inject({ method: 'POST', url: createComment.path, headers: customer.headers, payload: { comment: 'Tốt', productId: MISSING_ID } });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'POST', url: createComment.path, payload: { comment: 'Tốt', productId } });
    expect(anonymous.statusCode).toBe(401);
    expect(await commentCount()).toBe(before);
  });

  it('keeps up to 1,000 characters (counted after trimming, an emoji as one) and refuses more with a clear message', async () => {
    const longest = 'a'.repeat(COMMENT_MAX_LENGTH);
    expect((await post(customer, `  ${longest}\n `)).comment).toBe(longest);
    const emojis = '🚗'.repeat(COMMENT_MAX_LENGTH);
    expect((await post(customer, emojis)).comment).toBe(emojis);
    const before = await commentCount();
    for (const tooLong of [`${longest}b`, '🚗'.repeat(COMMENT_MAX_LENGTH + 1), 'x'.repeat(100_000)]) {
      const res = await app.inject({ method: 'POST', url: createComment.path, headers: customer.headers, payload: { comment: tooLong, productId } });
      expect(res.statusCode).toBe(400);
      expect(errorResponseSchema.parse(res.json()).message).toBe(format(messages.comments.commentTooLong, { max: COMMENT_MAX_LENGTH }));
    }
    const notText = await app.inject({ method: 'POST', url: createComment.path, headers: customer.headers, payload: { comment: 42, productId } });
    expect(notText.statusCode).toBe(400);
    expect(errorResponseSchema.parse(notText.json()).message).toBe(messages.comments.commentRequired);
    expect(await commentCount()).toBe(before);
  });

  it('stores plain text exactly as typed: markup comes back verbatim, as text', async () => {
    const markup = '<script>alert("xss")</script> <b>đậm</b> & <img src=x onerror=alert(1)>\nDòng hai';
    const created = await post(customer, markup);
    expect(created.comment).toBe(markup);
    const res = await app.inject({ method: 'GET', url: buildPath(listProductComments.path, { productId }) });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(listProductComments.response.parse(res.json()).find((c) => c._id === created._id)?.comment).toBe(markup);
  });

  it('answers 404 with the service message for a comment on an unknown service', async () => {
    const res = await app.inject({ method: 'POST', url: createComment.path, headers: customer.headers, payload: { comment: 'Tốt', productId: MISSING_ID } });
    expect(res.statusCode).toBe(404);
    expect(errorResponseSchema.parse(res.json()).message).toBe(messages.products.notFound);
  });

  it('lets the author delete their own comment (200 with a message)', async () => {
    const own = await post(customer, 'Tôi sẽ quay lại.');
    const res = await app.inject({ method: 'DELETE', url: buildPath(deleteComment.path, { id: own._id }), headers: customer.headers, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(deleteComment.response.parse(res.json())).toEqual({ message: messages.comments.deleteSuccess });
  });

  it('refuses another customer (403) even when the body names the author', async () => {
    const theirs = await post(customer, 'Bình luận của tôi.');
    const res = await app.inject({
      method: 'DELETE',
      url: buildPath(deleteComment.path, { id: theirs._id }),
      headers: otherCustomer.headers,
      payload: { accountId: customer.id },
    });
    expect(res.statusCode).toBe(403);
    expect(errorResponseSchema.parse(res.json()).message).toBe(messages.common.forbidden);
    const anonymous = await app.inject({ method: 'DELETE', url: buildPath(deleteComment.path, { id: theirs._id }) });
    expect(anonymous.statusCode).toBe(401);
    const list = listProductComments.response.parse((await app.inject({ method: 'GET', url: buildPath(listProductComments.path, { productId }) })).json());
    expect(list.some((c) => c._id === theirs._id)).toBe(true);
  });

  it('lets admin and master delete anyone’s comment, without a body', async () => {
    for (const staff of [admin, master]) {
      const target = await post(customer, `Bình luận để ${staff === admin ? 'admin' : 'master'} xóa.`);
      const res = await app.inject({ method: 'DELETE', url: buildPath(deleteComment.path, { id: target._id }), headers: staff.headers });
      expect(res.statusCode).toBe(200);
      expect(deleteComment.response.parse(res.json()).message).toBe(messages.comments.deleteSuccess);
    }
  });

  it('answers 404 for an unknown comment and 400 for a malformed id', async () => {
    const missing = await app.inject({ method: 'DELETE', url: buildPath(deleteComment.path, { id: MISSING_ID }), headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).message).toBe(messages.comments.notFound);
    const malformed = await app.inject({ method: 'DELETE', url: '/api/comments/abc', headers: admin.headers });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('comment limits per account', () => {
  let app: App;
  let productId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const category = await insertCategory(app, 'Sửa chữa');
    const [product] = await app.db.insert(products).values({ name: 'Thay má phanh', price: 450_000, quantity: 5, categoryId: category.id }).returning();
    productId = product!.id;
  });
  afterAll(() => app.close());

  function send(account: TestAccount, comment: string, target = productId) {
    return app.inject({ method: 'POST', url: createComment.path, headers: account.headers, payload: { comment, productId: target } });
  }

  it(`takes ${DEFAULT_COMMENT_LIMITS.perMinute} a minute from one account, then 429 with Retry-After; others still write`, async () => {
    const writer = await createAccount(app, { fullName: 'Lê Văn Cường' });
    // A comment on a service that does not exist is not counted.
    expect((await send(writer, 'Sai đường dẫn', MISSING_ID)).statusCode).toBe(404);
    for (let i = 1; i <= DEFAULT_COMMENT_LIMITS.perMinute; i += 1) expect((await send(writer, `Bình luận số ${i}`)).statusCode).toBe(201);
    const [before] = await app.db.select({ n: count() }).from(comments);
    const refused = await send(writer, 'Một bình luận nữa');
    expect(refused.statusCode).toBe(429);
    expect(errorResponseSchema.parse(refused.json()).message).toBe(messages.comments.tooManyPerMinute);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const [after] = await app.db.select({ n: count() }).from(comments);
    expect(after!.n).toBe(before!.n);

    const other = await createAccount(app, { fullName: 'Phạm Thị Dung' });
    expect((await send(other, 'Tôi vẫn gửi được.')).statusCode).toBe(201);
  });

  it('refuses past the day limit with its own message, the minute limit aside', async () => {
    const limiter = await createCommentLimiter({ perMinute: 100, perDay: 2, keyPrefix: 'test:comment-limit' }, undefined, () => {});
    expect(await limiter.take('account-a')).toBeNull();
    expect(await limiter.take('account-a')).toBeNull();
    const refusal = await limiter.take('account-a');
    expect(refusal?.message).toBe(messages.comments.tooManyPerDay);
    expect(refusal!.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(await limiter.take('account-b')).toBeNull();
    await limiter.close();
  });
});
