import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * socket.io on the same HTTP server as the API. With REDIS_URL set, events cross server
 * processes through the Redis adapter, so several instances can serve one chat.
 */
export const realtimePlugin = fp<{ redisUrl: string | undefined; corsOrigins: string[] }>(async (app, options) => {
  const io = new Server(app.server, {
    path: '/socket.io',
    cors: options.corsOrigins.length ? { origin: options.corsOrigins, credentials: true } : undefined,
  });
  const closers: Array<() => Promise<unknown>> = [];
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    closers.push(() => pub.quit(), () => sub.quit());
    app.log.info('socket.io uses the Redis adapter');
  }
  // A liveness round trip the browser and the tests can use before the chat exists on a page.
  io.on('connection', (socket) => {
    socket.on('ping_server', (ack?: (answer: { pong: true; at: string }) => void) => {
      if (typeof ack === 'function') ack({ pong: true, at: new Date().toISOString() });
    });
  });
  app.decorate('io', io);
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await Promise.all(closers.map((close) => close()));
  });
});
