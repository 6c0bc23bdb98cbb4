import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildPath } from '../../contract/endpoint';
import { createGuestMessage, listGuestMessages, markGuestMessageAnswered, replyGuestMessage } from '../../contract/guest-messages';
import { messages } from '../../contract/messages';
import type { App } from '../app';
import { guestMessages, mailQueue } from '../db/schema';
import { createAccount, type TestAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';

const GARAGE_INBOX = 'datlich@garaotosaigon.vn';

let app: App;
let admin: TestAccount;
let customer: TestAccount;
let addressSequence = 0;

beforeAll(async () => {
  app = await createTestApp({ garageNotifyEmail: GARAGE_INBOX, siteOrigin: 'https://gara.example.vn' });
  [admin, customer] = await Promise.all([createAccount(app, { roles: ['admin'], fullName: 'Trần Quản Trị' }), createAccount(app, { fullName: 'Lê Văn Khách' })]);
});
afterAll(() => app.close());

const newAddress = () => `203.0.113.${(addressSequence += 1)}`;
const valid = { fullName: 'Nguyễn Văn Khách', phone: '0912 345 678', email: '', message: 'Xe tôi kêu khi phanh, bao giờ mang qua được?', consent: true };

function send(payload: Record<string, unknown>, address = newAddress()) {
  return app.inject({ method: 'POST', url: createGuestMessage.path, payload, remoteAddress: address });
}

const queuedTo = (to: string) => app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));

describe('guest messages', () => {
  it('stores a visitor’s message with the phone as ten digits and the consent’s moment, mails the garage inbox and alerts staff', async () => {
    const alert = vi.spyOn(app.deps.live, 'staffAlert');
    const before = (await queuedTo(GARAGE_INBOX)).length;
    const res = await send(valid);
    expect(res.statusCode, res.body).toBe(201);
    const made = createGuestMessage.response.parse(res.json());
    const [row] = await app.db.select().from(guestMessages).where(eq(guestMessages.id, made._id));
    expect(row).toMatchObject({ fullName: 'Nguyễn Văn Khách', phone: '0912345678', email: null, answeredAt: null });
    expect(row!.consentAt).toBeInstanceOf(Date);
    const inbox = await queuedTo(GARAGE_INBOX);
    expect(inbox).toHaveLength(before + 1);
    expect(inbox.at(-1)!.textBody).toContain('0912345678');
    expect(inbox.at(-1)!.textBody).toContain('Xe tôi kêu khi phanh');
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ type: 'chat', id: made._id, href: `/admin-chat?guest=${made._id}` }));
    // The toast never carries the phone.
    expect(JSON.stringify(alert.mock.calls.at(-1))).not.toContain('0912345678');
    alert.mockRestore();
  });

  it('refuses without consent, without any contact, or with a bad phone, in Vietnamese, storing nothing', async () => {
    const count = async () => (await app.db.select().from(guestMessages)).length;
    const stored = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, consent: false }, messages.guestMessages.consentRequired],
      [{ ...valid, consent: undefined }, messages.guestMessages.consentRequired],
      [{ ...valid, phone: '', email: '  ' }, messages.guestMessages.contactRequired],
      [{ ...valid, phone: '0912 345' }, messages.validation.phoneInvalid],
      [{ ...valid, phone: '', email: 'khach@' }, messages.validation.emailInvalid],
      [{ ...valid, message: '   ' }, messages.validation.contentRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await count()).toBe(stored);
  });

  it('limits one phone or e-mail to a few messages a day, and one address to a few an hour, with Retry-After', async () => {
    const phone = { ...valid, phone: '0987 111 222' };
    for (let i = 0; i < 3; i += 1) expect((await send(phone)).statusCode).toBe(201);
    const refused = await send(phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.guestMessages.tooManyForContact);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const address = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await send({ ...valid, phone: `0977 000 00${i}` }, address)).statusCode).toBe(201);
    const blocked = await send({ ...valid, phone: '0977 000 009' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.guestMessages.tooManyFromAddress);
  });

  it('lists open messages to staff only; a reply is mailed to the visitor through the queue and takes it off the list', async () => {
    const res = await send({ ...valid, phone: '', email: 'Khach.Moi@Example.vn', message: 'Thay dầu giá bao nhiêu?' });
    const made = createGuestMessage.response.parse(res.json());
    expect((await app.inject({ method: 'GET', url: listGuestMessages.path })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: listGuestMessages.path, headers: customer.headers })).statusCode).toBe(403);
    const list = listGuestMessages.response.parse((await app.inject({ method: 'GET', url: listGuestMessages.path, headers: admin.headers })).json());
    expect(list.find((item) => item._id === made._id)).toMatchObject({ email: 'khach.moi@example.vn', phone: null, message: 'Thay dầu giá bao nhiêu?' });

    const url = buildPath(replyGuestMessage.path, { id: made._id });
    const replied = await app.inject({ method: 'POST', url, headers: admin.headers, payload: { reply: 'Thay dầu từ 650.000 đ ạ.' } });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replyGuestMessage.response.parse(replied.json())).toMatchObject({ reply: 'Thay dầu từ 650.000 đ ạ.', answeredByName: 'Trần Quản Trị' });
    const mails = await queuedTo('khach.moi@example.vn');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(messages.guestMessages.mailReplySubject);
    expect(mails[0]!.textBody).toContain('Thay dầu từ 650.000 đ ạ.');

    const again = await app.inject({ method: 'POST', url, headers: admin.headers, payload: { reply: 'Lần hai' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.guestMessages.alreadyAnswered);
    expect(await queuedTo('khach.moi@example.vn')).toHaveLength(1);
    const after = listGuestMessages.response.parse((await app.inject({ method: 'GET', url: listGuestMessages.path, headers: admin.headers })).json());
    expect(after.some((item) => item._id === made._id)).toBe(false);
  });

  it('a phone-only message cannot be mailed; staff call and mark it answered', async () => {
    const made = createGuestMessage.response.parse((await send({ ...valid, phone: '0966 555 444' })).json());
    const mailed = await app.inject({ method: 'POST', url: buildPath(replyGuestMessage.path, { id: made._id }), headers: admin.headers, payload: { reply: 'Chào anh' } });
    expect(mailed.statusCode).toBe(400);
    expect(mailed.json().message).toBe(messages.guestMessages.noEmail);
    const marked = await app.inject({ method: 'PUT', url: buildPath(markGuestMessageAnswered.path, { id: made._id }), headers: admin.headers });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(markGuestMessageAnswered.response.parse(marked.json())).toMatchObject({ phone: '0966555444', reply: null, answeredByName: 'Trần Quản Trị' });
    const missing = await app.inject({ method: 'PUT', url: buildPath(markGuestMessageAnswered.path, { id: '0'.repeat(24) }), headers: admin.headers });
    expect(missing.statusCode).toBe(404);
  });
});
