import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import * as banners from '../../contract/banners';
import * as categories from '../../contract/categories';
import * as comments from '../../contract/comments';
import type { Endpoint } from '../../contract/endpoint';
import * as favorites from '../../contract/favorites';
import * as news from '../../contract/news';
import { TOTAL_COUNT_HEADER } from '../../contract/paging';
import * as products from '../../contract/products';
import * as staff from '../../contract/staff';
import * as staffPositions from '../../contract/staff-positions';
import { chooseEncoding, etagOf, matchesIfNoneMatch, storeAnswer, type CompressionSettings, type StoredAnswer } from '../lib/public-cache';

/**
 * The public GET routes whose answer is the same for every caller until the data changes: they
 * read neither the signed-in user nor the clock. Left out on purpose: whether the caller liked a
 * product (favorites.getLiked), a day's free slots (bookings' availability: slots pass with the
 * clock), the bookings of a day or slot (masked unless the caller is staff), /api/health (it
 * checks the database).
 */
export const CACHED_ENDPOINTS: readonly Endpoint[] = [
  products.listProducts,
  products.listFeaturedProducts,
  products.searchProducts,
  products.getProduct,
  news.listNews,
  news.getNews,
  categories.listCategories,
  categories.getCategory,
  banners.listBanners,
  staff.listStaff,
  staff.getStaff,
  staffPositions.listStaffPositions,
  staffPositions.getStaffPosition,
  comments.listProductComments,
  favorites.getLikeCount,
];

/** The headers a cached route sets itself; the others (CORS, security) their own hooks set on every answer. */
const REPLAYED_HEADERS = ['content-type', TOTAL_COUNT_HEADER.toLowerCase(), 'link'];
/** The browser keeps the answer but asks again each time; an unchanged answer costs a 304 without a body. */
const CACHE_CONTROL = 'no-cache';
/** Redis holds a random token that every write replaces: answers stored under another token are void. */
/** Past this, Redis counts as away for this request, which is then answered from the database. */
const REDIS_TIMEOUT_MS = 250;
/**
 * What the cache may hold. The answers visitors keep asking for (the lists, their first pages,
 * the details people open) take a few MB; past that it fills with what crawlers and searches
 * ask once. The server stays under ~350 MB resident after the bench (docs/performance.md) with
 * this full too; it was 64 MB.
 */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

export interface PublicCacheOptions {
  /** Set when several server processes share the database: every write voids the answers of all of them. */
  redisUrl: string | undefined;
  /** Starts the Redis key of the shared token (the deployment's REDIS_PREFIX). */
  redisKeyPrefix: string;
  compression: CompressionSettings;
  /** Bytes of stored answers (bodies and their compressed copies); the least recently used go first. DEFAULT_MAX_BYTES unless set. */
  maxBytes?: number;
  /**
   * How long an answer lives at most. Writes through the server void it at once; this bounds
   * what the server cannot see: a change made in the database by hand, or a write by a process
   * that could not reach Redis.
   */
  ttlMs?: number;
  /**
   * Routes answering server-rendered pages, the same for every visitor (the signed-in parts are
   * drawn in the browser): kept like the API answers.
   */
  pageRouteUrls?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: {
      /**
       * Forgets every stored answer, in this process and (through Redis) in every other; for
       * writes that do not come through an HTTP request (the seed). Resolves once Redis has the change.
       */
      invalidate(): Promise<void>;
    };
  }
}

/** Which answers are current across processes: a token, or null when it cannot be known (Redis away). */
interface SharedGeneration {
  current(): Promise<string | null>;
  /** Voids every process's answers; never throws (a failure is logged and tried again). */
  bump(): Promise<void>;
  close(): Promise<void>;
}

const LOCAL_ONLY: SharedGeneration = {
  current: async () => 'local',
  bump: async () => {},
  close: async () => {},
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The token lives in Redis and is read on every cacheable request, rather than pushed to the
 * processes by pub/sub: a message can still be on its way to process B when the client that
 * wrote through process A, having had its answer, asks B again; a read of the key after the
 * write's answer always sees the new token, so B never answers from before the write. It costs
 * one Redis round trip per cached answer (no database), pipelined with the others in flight.
 *
 * While Redis is away (or slower than REDIS_TIMEOUT_MS) this process answers everything from
 * the database and stores nothing. A write made meanwhile cannot reach the others: the token is
 * replaced on reconnecting, and before this process caches again. The window left: until then
 * (at most for the answers' ttl), another process that still reaches Redis may answer from
 * before that write.
 */
async function redisGeneration(url: string, keyPrefix: string, log: FastifyBaseLogger): Promise<SharedGeneration> {
  const tokenKey = `${keyPrefix}:token`;
  const { createClient } = await import('redis');
  // Without the offline queue a command fails at once while the connection is down instead of waiting for it.
  const client = createClient({ url, disableOfflineQueue: true });
  client.on('error', (error: Error) => log.warn({ err: error }, 'public cache: Redis error'));
  /** A write here that Redis has not heard of yet: told again before this process caches anything. */
  let owed = false;
  const bump = async () => {
    try {
      await withTimeout(client.set(tokenKey, randomUUID()), REDIS_TIMEOUT_MS * 4);
      owed = false;
    } catch (error) {
      owed = true;
      log.warn({ err: error }, 'public cache: could not tell the other processes of a write');
    }
  };
  client.on('ready', () => {
    if (owed) void bump();
  });
  await client.connect();
  return {
    async current() {
      if (!client.isReady) return null;
      if (owed) await bump();
      if (owed) return null;
      try {
        const token = await withTimeout(client.get(tokenKey), REDIS_TIMEOUT_MS);
        if (token !== null) return token;
        // No token yet (a new or restarted Redis): a fresh random one, so no answer stored under an old one can match.
        await withTimeout(client.set(tokenKey, randomUUID(), { NX: true }), REDIS_TIMEOUT_MS);
        return null;
      } catch {
        return null;
      }
    },
    bump,
    async close() {
      // A client still trying to reconnect would wait for Redis forever: drop it instead.
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}

/** Adds accept-encoding to Vary as @fastify/compress does. */
function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : [vary].flat().map(String);
  if (!values.some((value) => value.toLowerCase().includes('accept-encoding'))) reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/** One request's computation of an answer, and the other requests for the same key waiting for it. */
interface Computation {
  /** The generation and shared token it started under: stored only if both are still current at its end. */
  generation: number;
  token: string;
  answer: Promise<StoredAnswer | null>;
  resolve: (answer: StoredAnswer | null) => void;
  settled: boolean;
}

/** A request that may change data: any method but GET, HEAD and OPTIONS, under /api. */
const isWrite = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && request.url.startsWith('/api/');

/**
 * Answers of the public lists and details from memory, without the database: PGlite serves
 * one query at a time, so a busy catalogue page queued behind every other visitor's.
 *
 * - Key: the request's path and query (only GET is served from here).
 * - Any write under /api that is not refused (4xx) forgets every answer before its own answer
 *   is sent, and first in every process through Redis. An answer computed while a write was
 *   in flight is not stored (the generation it started in has passed).
 * - Each answer carries a strong ETag (a hash of the body) and `Cache-Control: no-cache`;
 *   If-None-Match with it gets 304 without a body. The body is compressed once per encoding
 *   when stored, the way @fastify/compress would have per request.
 */
export const publicCachePlugin = fp<PublicCacheOptions>(
  async (app, options) => {
    for (const endpoint of CACHED_ENDPOINTS) {
      if (endpoint.method !== 'GET' || endpoint.access !== 'public') throw new Error(`public cache: ${endpoint.method} ${endpoint.path} is not a public GET`);
    }
    const cachedPaths = new Set([...CACHED_ENDPOINTS.map((endpoint) => endpoint.path), ...(options.pageRouteUrls ?? [])]);
    const pageRoutes = new Set(options.pageRouteUrls ?? []);
    // Pages name the site's configured origin, never the Host asked for: one entry per address.
    const keyOf = (request: FastifyRequest) => request.url;
    const { compression } = options;
    const answers = new LRUCache<string, StoredAnswer>({
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      sizeCalculation: (answer) => answer.size,
      ttl: options.ttlMs ?? 60_000,
    });
    /** Bumped by every write in this process; an answer is stored only if it did not move while it was computed. */
    let generation = 0;
    /** The shared token the stored answers belong to. */
    let storedToken: string | null = null;
    /** The requests answered by their route, to be stored on the way out: what they started under. */
    const misses = new WeakMap<FastifyRequest, Computation>();
    /**
     * The answers being computed, by key: a request for the same key in the same generation waits
     * for that one instead of asking the database again (fifty visitors opening the whole list
     * after a write make one query, not fifty queued on PGlite's one connection).
     */
    const computing = new Map<string, Computation>();
    /** Hands the computed answer (or null: not stored, compute your own) to the requests waiting for it. */
    const settle = (request: FastifyRequest, answer: StoredAnswer | null) => {
      const computation = misses.get(request);
      if (!computation || computation.settled) return;
      computation.settled = true;
      computation.resolve(answer);
      const key = keyOf(request);
      if (computing.get(key) === computation) computing.delete(key);
    };

    const shared = options.redisUrl ? await redisGeneration(options.redisUrl, options.redisKeyPrefix, app.log) : LOCAL_ONLY;
    app.addHook('onClose', () => shared.close());

    const invalidate = async () => {
      generation += 1;
      answers.clear();
      await shared.bump();
    };
    app.decorate('publicCache', { invalidate });

    /** Sets the headers of the stored answer's copy this request gets; its body, or null for 304. */
    function representation(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer): Buffer | null {
      // x-no-compression: @fastify/compress's way for a client to ask for the body as it is.
      const encoding = request.headers['x-no-compression'] === undefined ? chooseEncoding(request.headers['accept-encoding'], answer, compression) : null;
      reply.header('cache-control', CACHE_CONTROL);
      reply.header('etag', etagOf(answer, encoding));
      if (answer.body.length >= compression.threshold) varyOnEncoding(reply);
      if (matchesIfNoneMatch(request.headers['if-none-match'], answer)) {
        reply.code(304);
        reply.removeHeader('content-type');
        return null;
      }
      if (encoding) reply.header('content-encoding', encoding);
      return encoding ? answer.compressed[encoding]! : answer.body;
    }

    // After CORS and the security headers (registered before this plugin), which set theirs on the reply first.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !cachedPaths.has(request.routeOptions.url ?? '')) return;
      const token = await shared.current();
      if (token === null) return;
      if (token !== storedToken) {
        // Another process wrote: everything stored belongs to the token before.
        answers.clear();
        storedToken = token;
      }
      const key = keyOf(request);
      let answer = answers.get(key);
      // A computation of this key begun since the last write answers this request too.
      for (let running = computing.get(key); !answer && running?.generation === generation && running.token === token; running = computing.get(key)) {
        answer = (await running.answer) ?? answers.get(key);
      }
      if (!answer) {
        // The route reads the database after this point: what it answers is no older than this generation.
        let resolve!: (answer: StoredAnswer | null) => void;
        const computation: Computation = { generation, token, answer: new Promise((done) => (resolve = done)), resolve, settled: false };
        misses.set(request, computation);
        computing.set(key, computation);
        return;
      }
      for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
      const body = representation(request, reply, answer);
      return reply.send(body ?? undefined);
    });

    // App-level onSend hooks run before the route-level one of @fastify/compress, so the body is still uncompressed here.
    app.addHook('onSend', async (request, reply, payload) => {
      if (isWrite(request)) {
        // A refused write (4xx) changed nothing; a 5xx may have failed after its commit, so it counts.
        if (reply.statusCode < 400 || reply.statusCode >= 500) await invalidate();
        return payload;
      }
      const miss = misses.get(request);
      if (!miss) return payload;
      const streamed = payload instanceof Readable;
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload) && !streamed)) {
        settle(request, null);
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      /** Keeps the whole answer if no write came meanwhile; null when it is not kept. */
      const keep = async (body: Buffer): Promise<StoredAnswer | null> => {
        let answer: StoredAnswer;
        try {
          answer = await storeAnswer(body, headers, compression);
        } catch (error) {
          // The route's answer still goes out as it is (@fastify/compress compresses it); it is just not kept.
          request.log.error({ err: error }, 'public cache: could not store an answer');
          settle(request, null);
          return null;
        }
        const current = miss.generation === generation && miss.token === storedToken;
        if (current) answers.set(keyOf(request), answer);
        settle(request, current ? answer : null);
        return answer;
      };
      if (streamed) {
        // A streamed page goes out as it is produced, and is kept once it is whole.
        const chunks: Buffer[] = [];
        const passed = new PassThrough();
        let ended = false;
        payload.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
        payload.on('end', () => {
          ended = true;
          void keep(Buffer.concat(chunks));
        });
        // Cut off (an error, a visitor who left): the requests waiting for it compute their own.
        payload.on('close', () => {
          if (!ended) settle(request, null);
        });
        payload.pipe(passed);
        return passed;
      }
      const answer = await keep(Buffer.from(payload as string | Buffer));
      return answer ? representation(request, reply, answer) : payload;
    });
    // A dropped connection does not stop its route, whose answer still passes onSend above and is
    // handed on from there; only an answer that went out some other way is settled here.
    app.addHook('onResponse', async (request, reply) => {
      // A streamed page settles itself once it is stored.
      if (reply.raw.writableFinished && !pageRoutes.has(request.routeOptions.url ?? '')) settle(request, null);
    });
  },
  { name: 'public-cache' },
);
