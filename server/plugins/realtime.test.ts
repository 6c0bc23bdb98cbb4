import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAck, ChatMessage } from '../../contract/chat';
import type { App } from '../app';
import { openChatOrThrow, type ChatClient } from '../test/chat-client';
import { createAccount, type TestAccount } from '../test/fixtures';
import { createTestApp, createTestDatabase } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;

// Two server processes share one Postgres database and one Redis: CI and `npm run test:pg`.
describe.runIf(redisUrl && postgresUrl)('live chat across two server processes through Redis', () => {
  let first: App;
  let second: App;
  let dropDatabase: () => Promise<void>;
  let customer: TestAccount;
  let admin: TestAccount;
  let customerSocket: ChatClient;
  let staffSocket: ChatClient;

  beforeAll(async () => {
    const database = await createTestDatabase(postgresUrl!);
    dropDatabase = database.drop;
    first = await createTestApp({ redisUrl, databaseUrl: database.url });
    second = await createTestApp({ redisUrl, databaseUrl: database.url });
    await first.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    [customer, admin] = await Promise.all([createAccount(first, { fullName: 'Khách Bên Một' }), createAccount(first, { roles: ['admin'], fullName: 'Admin Bên Hai' })]);
    staffSocket = await openChatOrThrow(second, { token: admin.token });
    // The adapter subscribes asynchronously: the customer connects until staff on the other process hear it.
    for (let attempt = 0; ; attempt += 1) {
      customerSocket = await openChatOrThrow(first, { token: customer.token });
      try {
        await staffSocket.next('start_chat', (payload: { userId?: string }) => payload.userId === customer.id, 1000);
        break;
      } catch (error) {
        customerSocket.close();
        if (attempt === 10) throw error;
      }
    }
  });

  afterAll(async () => {
    customerSocket?.close();
    staffSocket?.close();
    await Promise.all([first.close(), second.close()]);
    await dropDatabase();
  });

  it('pairs a customer on one process with staff on the other, and carries messages both ways', async () => {
    expect(await staffSocket.call('open_chat', { userId: customer.id })).toMatchObject({ ok: true });
    expect(await customerSocket.next('start_chat')).toEqual({ adminSocketId: admin.id });

    const question = await customerSocket.call<ChatAck>('send_message', { message: 'Bên kia có nghe không?' });
    expect(question).toMatchObject({ ok: true, message: { seq: 1 } });
    expect(await staffSocket.next<ChatMessage>('chat_message', (message) => message.seq === 1)).toMatchObject({ message: 'Bên kia có nghe không?', from: 'Khách Bên Một' });

    await staffSocket.call('send_message', { userId: customer.id, message: 'Nghe rõ ạ' });
    expect(await customerSocket.next('receive_message')).toEqual({ message: 'Nghe rõ ạ', from: 'Admin Bên Hai' });
  });

  it('disconnects a socket held by one process when the account is locked through the other', async () => {
    const master = await createAccount(second, { roles: ['master'] });
    const gone = new Promise<string>((resolve) => customerSocket.socket.once('disconnect', resolve));
    const lock = await second.inject({ method: 'PUT', url: '/api/roles/disable', headers: master.headers, payload: { accountId: customer.id } });
    expect(lock.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
