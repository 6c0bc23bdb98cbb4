import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createComment, deleteComment, listProductComments } from '../../contract/comments';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
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
    app = await createTestApp();
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
