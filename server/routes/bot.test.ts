import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { botChat, GARAGE_INFO } from '../../contract/bot';
import { errorResponseSchema } from '../../contract/common';
import { messages } from '../../contract/messages';
import { fold } from '../services/bot';
import { createAccount } from '../test/fixtures';
import { createProduct } from '../test/shop-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

const ask = async (app: App, message: unknown, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'POST', url: botChat.path, headers, payload: { message, userId: 'guest' } });
  expect(res.statusCode, res.body).toBe(200);
  return botChat.response.parse(res.json()).botReply;
};

describe('built-in bot', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
    await createProduct(app, { name: 'Thay dầu động cơ', price: 1_250_000, categoryName: 'Bảo dưỡng định kỳ' });
    await createProduct(app, { name: 'Bảo dưỡng định kỳ 10.000 km', price: 850_000, categoryName: 'Bảo dưỡng định kỳ' });
    await createProduct(app, { name: 'Thay má phanh trước', price: 900_000, categoryName: 'Hệ thống phanh' });
  });
  afterAll(() => app.close());

  it('folds Vietnamese text without diacritics', () => {
    expect(fold('Giá THAY DẦU động cơ?')).toBe('gia thay dau dong co');
    expect(fold('Đường nào đến gara')).toBe('duong nao den gara');
  });

  it('answers service prices from the catalogue, formatted in dong', async () => {
    const reply = await ask(app, 'Cho mình hỏi giá thay dầu bao nhiêu?');
    expect(reply).toContain('Thay dầu động cơ');
    expect(reply).toMatch(/1\.250\.000\s₫/);
    expect(reply).not.toContain('Thay má phanh');
  });

  it('matches questions typed without diacritics', async () => {
    const reply = await ask(app, 'gia bao duong dinh ky');
    expect(reply).toContain('Bảo dưỡng định kỳ 10.000 km');
    expect(reply).toMatch(/850\.000\s₫/);
    expect(await ask(app, 'thay ma phanh')).toMatch(/900\.000\s₫/);
  });

  it('says so when the priced service is unknown, naming the categories', async () => {
    const reply = await ask(app, 'giá độ đèn led bao nhiêu');
    expect(reply).toContain('Bảo dưỡng định kỳ');
    expect(reply).toContain('Hệ thống phanh');
  });

  it.each([
    ['Gara mở cửa mấy giờ?', '07:30 - 17:00'],
    ['chu nhat co lam viec khong', '09:00 - 16:00'],
    ['Địa chỉ gara ở đâu vậy?', GARAGE_INFO.branches[0].address],
    ['cho xin số hotline', GARAGE_INFO.rescueHotline],
    ['Làm sao để đặt lịch sửa xe?', '08:00'],
  ])('answers %s from the garage data', async (question, expected) => {
    expect(await ask(app, question)).toContain(expected);
  });

  it('answers greetings, thanks and anything else kindly', async () => {
    expect(await ask(app, 'Xin chào')).toBe(messages.bot.greeting);
    expect(await ask(app, '   ')).toBe(messages.bot.greeting);
    expect(await ask(app, 'cảm ơn nhé')).toBe(messages.bot.thanksAnswer);
    expect(await ask(app, 'qwerty zxcv')).toBe(messages.bot.fallback);
  });

  it('refuses a body without a message text', async () => {
    for (const payload of [{}, { message: 42 }, { message: 'x'.repeat(2001) }]) {
      const res = await app.inject({ method: 'POST', url: botChat.path, payload });
      expect(res.statusCode).toBe(400);
      expect(errorResponseSchema.parse(res.json()).message).toMatch(/[^\x20-\x7e]/);
    }
  });
});

interface FakeCall {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/** A Coze-like bot on loopback: v3 chat, retrieve (in progress once, then completed), message list. */
async function startFakeCoze(mode: { current: 'ok' | 'error' | 'garbage' | 'failed' | 'empty' }) {
  const calls: FakeCall[] = [];
  const polls = new Map<string, number>();
  const readBody = (request: IncomingMessage) =>
    new Promise<unknown>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
    });
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    calls.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body });
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof value === 'string' ? value : JSON.stringify(value));
    };
    if (mode.current === 'error') return send(500, { code: 5000, msg: 'boom' });
    if (mode.current === 'garbage') return send(200, '<html>not json</html>');
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/v3/chat') {
      return send(200, { code: 0, msg: '', data: { id: 'chat-1', conversation_id: 'conv-1', status: 'in_progress' } });
    }
    if (request.method === 'GET' && url.pathname === '/v3/chat/retrieve') {
      const seen = (polls.get('chat-1') ?? 0) + 1;
      polls.set('chat-1', seen);
      const status = mode.current === 'failed' ? 'failed' : seen < 2 ? 'in_progress' : 'completed';
      return send(200, { code: 0, data: { id: 'chat-1', conversation_id: 'conv-1', status } });
    }
    if (request.method === 'GET' && url.pathname === '/v3/chat/message/list') {
      polls.delete('chat-1');
      const content = mode.current === 'empty' ? '' : 'Chào bạn, đây là trợ lý Coze.';
      return send(200, {
        code: 0,
        data: [
          { role: 'assistant', type: 'verbose', content: '{"msg_type":"generate_answer_finish"}' },
          { role: 'assistant', type: 'answer', content },
          { role: 'assistant', type: 'follow_up', content: 'Bạn muốn đặt lịch không?' },
        ],
      });
    }
    return send(404, { code: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('bot forwarding to Coze', () => {
  let app: App;
  const mode: { current: 'ok' | 'error' | 'garbage' | 'failed' | 'empty' } = { current: 'ok' };
  let fake: Awaited<ReturnType<typeof startFakeCoze>>;

  beforeAll(async () => {
    fake = await startFakeCoze(mode);
    app = await createTestApp({ coze: { apiUrl: fake.url, token: 'pat_test_token', botId: 'bot-7' } });
  });
  let closed = false;
  afterAll(async () => {
    await app.close();
    if (!closed) await fake.close();
  });

  it("forwards the message and answers the bot's reply", async () => {
    mode.current = 'ok';
    fake.calls.length = 0;
    const reply = await ask(app, 'Xin chào Coze');
    expect(reply).toBe('Chào bạn, đây là trợ lý Coze.');
    const [create, ...rest] = fake.calls;
    expect(create).toMatchObject({ method: 'POST', url: '/v3/chat', authorization: 'Bearer pat_test_token' });
    expect(create!.body).toMatchObject({
      bot_id: 'bot-7',
      user_id: 'guest',
      stream: false,
      additional_messages: [{ role: 'user', content: 'Xin chào Coze', content_type: 'text' }],
    });
    expect(rest.map((call) => call.url.split('?')[0])).toEqual(['/v3/chat/retrieve', '/v3/chat/retrieve', '/v3/chat/message/list']);
    expect(rest[0]!.url).toContain('conversation_id=conv-1');
    expect(rest[0]!.url).toContain('chat_id=chat-1');
  });

  it('names the signed-in account, never the id the body claims', async () => {
    mode.current = 'ok';
    fake.calls.length = 0;
    const account = await createAccount(app);
    const res = await app.inject({ method: 'POST', url: botChat.path, headers: account.headers, payload: { message: 'hi', userId: 'someone-else' } });
    expect(res.statusCode).toBe(200);
    expect(fake.calls[0]!.body).toMatchObject({ user_id: account.id });
  });

  it.each([
    ['an HTTP error', 'error', messages.bot.callFailed],
    ['an answer that is not JSON', 'garbage', messages.bot.callFailed],
    ['a failed chat', 'failed', messages.bot.callFailed],
    ['an empty answer', 'empty', messages.bot.emptyReply],
  ] as const)('apologises in Vietnamese on %s, never a 500', async (_, current, expected) => {
    mode.current = current;
    expect(await ask(app, 'Xin chào')).toBe(expected);
  });

  it('apologises when the bot service cannot be reached', async () => {
    await fake.close();
    closed = true;
    expect(await ask(app, 'Xin chào')).toBe(messages.bot.callFailed);
  });
});
