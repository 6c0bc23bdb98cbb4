import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';

/**
 * Who is acting, for the audit log the database writes (migration 0030): the signed-in account
 * and the address of the request being answered. Every transaction opened while answering it
 * tells the database both (`garage.actor_id`, `garage.actor_ip`, local to the transaction), so
 * the audit triggers record them in the change's own transaction without any service passing
 * them along. Jobs of the server's own (reminders, the queue, retention) run outside any request:
 * their rows have no actor.
 */
export interface Actor {
  actorId: string | null;
  ip: string | null;
}

const actors = new AsyncLocalStorage<Actor>();
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

export function currentActor(): Actor | undefined {
  return actors.getStore();
}

/** Runs `work` as `actor` (a job acting for someone, a test). */
export function runAs<T>(actor: Actor, work: () => T): T {
  return actors.run(actor, work);
}

/** Names the signed-in account once the auth plugin has resolved it. */
export function setActorAccount(accountId: string | null): void {
  const actor = actors.getStore();
  if (actor) actor.actorId = accountId;
}

/**
 * The request's scope opens when it arrives and is entered again before validation: the body is
 * parsed from the socket's own events, which would otherwise lose it (as @fastify/request-context does).
 */
export function registerActorContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    actors.run({ actorId: null, ip: request.ip ?? null }, () => {
      scopes.set(request, new AsyncResource('garage-actor'));
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}

/** Makes every `db.transaction` start by telling the database who acts (when anyone does). */
export function tellActorInTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const wrapped: Db['transaction'] = (work, config) =>
    transaction(async (tx) => {
      const actor = actors.getStore();
      if (actor && (actor.actorId || actor.ip)) {
        await tx.execute(sql`select set_config('garage.actor_id', ${actor.actorId ?? ''}, true), set_config('garage.actor_ip', ${actor.ip ?? ''}, true)`);
      }
      return work(tx);
    }, config);
  db.transaction = wrapped;
  return db;
}
