import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

function portOf(app: App) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server not listening');
  return address.port;
}

// Needs a Redis server: CI and `npm run test:pg` set TEST_REDIS_URL.
describe.runIf(redisUrl)('socket.io across two server processes through Redis', () => {
  let first: App;
  let second: App;
  let client: Socket;

  beforeAll(async () => {
    first = await createTestApp({ redisUrl });
    second = await createTestApp({ redisUrl });
    await first.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    client = connect(`http://127.0.0.1:${portOf(first)}`, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      client.on('connect', resolve);
      client.on('connect_error', reject);
    });
  });

  afterAll(async () => {
    client.close();
    await Promise.all([first.close(), second.close()]);
  });

  it('delivers an event emitted by one server to a socket connected to the other', async () => {
    const received = new Promise<string>((resolve) => client.on('broadcast_test', (text: string) => resolve(text)));
    // The adapter subscribes asynchronously; emit until the first delivery arrives.
    const timer = setInterval(() => second.io.emit('broadcast_test', 'xin chào'), 100);
    try {
      expect(await received).toBe('xin chào');
    } finally {
      clearInterval(timer);
    }
  });
});
