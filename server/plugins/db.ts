import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export const dbPlugin = fp<{ databaseUrl: string | undefined; dataDir: string; inMemory: boolean }>(async (app, options) => {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, inMemory: options.inMemory });
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    await database.close();
  });
  app.log.info({ database: database.kind }, 'database ready');
}, { name: 'db' });
