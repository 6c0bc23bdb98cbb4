import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP path to a service (Redis, say) that a test can cut and mend on the same port, as a lost
 * network or a restart of the service would: cut() drops every open connection and refuses new
 * ones; mend() accepts again.
 */
export async function cuttablePath(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await start();
  return {
    port: () => port,
    async cut() {
      if (!server?.listening) return;
      // close() ends once no connection is left: they are destroyed after it is asked.
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
    mend: start,
  };
}

/** A cuttable path to the Redis server at this URL, and the URL that goes through it. */
export async function cuttableRedis(redisUrl: string) {
  const target = new URL(redisUrl);
  const path = await cuttablePath({ host: target.hostname, port: Number(target.port || 6379) });
  const through = new URL(redisUrl);
  through.hostname = '127.0.0.1';
  through.port = String(path.port());
  return { ...path, url: through.toString() };
}
