import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/**
 * The pieces of the public answer cache (server/plugins/public-cache.ts) that know nothing of
 * Fastify: one stored answer, its ETag, and which of its bodies a request gets.
 */

export type Encoding = 'br' | 'gzip';

/** How @fastify/compress compresses API answers (server/app.ts); a stored answer is compressed the same way, once. */
export interface CompressionSettings {
  /** In order of preference, as @fastify/compress's `encodings`. */
  encodings: readonly Encoding[];
  /** Bodies smaller than this many bytes go out uncompressed. */
  threshold: number;
  brotliQuality: number;
}

export interface StoredAnswer {
  /** The headers the route set that every copy must carry again (content type, X-Total-Count). */
  headers: Record<string, string>;
  /** The body as the route answered it. */
  body: Buffer;
  /** The body compressed once per encoding; empty below the threshold. */
  compressed: Partial<Record<Encoding, Buffer>>;
  /** A hash of `body`: the strong ETag of the uncompressed answer is `"<tag>"`. */
  tag: string;
  /** Bytes held, for the cache's bound. */
  size: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Hashes the body and compresses it in the thread pool, so a big list does not hold up other requests. */
export async function storeAnswer(body: Buffer, headers: Record<string, string>, compression: CompressionSettings): Promise<StoredAnswer> {
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const compressed: Partial<Record<Encoding, Buffer>> = {};
  if (body.length >= compression.threshold) {
    await Promise.all(
      compression.encodings.map(async (encoding) => {
        compressed[encoding] =
          encoding === 'br' ? await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: compression.brotliQuality } }) : await gzipAsync(body);
      }),
    );
  }
  const headerBytes = Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  const size = body.length + Object.values(compressed).reduce((sum, buffer) => sum + buffer.length, 0) + headerBytes + 256;
  return { headers, body, compressed, tag, size };
}

/**
 * The encoding @fastify/compress would pick for this Accept-Encoding (it reads `*` and
 * `x-gzip` as gzip), or null for the body as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined, answer: StoredAnswer, compression: CompressionSettings): Encoding | null {
  if (acceptEncoding === undefined || answer.body.length < compression.threshold) return null;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  const choice = negotiate(header, [...compression.encodings]);
  return choice && answer.compressed[choice] ? choice : null;
}

/**
 * Each encoding is its own representation, so its strong ETag differs ("<tag>-br"), as
 * HTTP asks of a validator; all of them revalidate against the same body.
 */
export function etagOf(answer: StoredAnswer, encoding: Encoding | null): string {
  return encoding ? `"${answer.tag}-${encoding}"` : `"${answer.tag}"`;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/` is ignored, `*` matches;
 * an ETag of any encoding of the same body matches, since the client holds that body.
 */
export function matchesIfNoneMatch(header: string | undefined, answer: StoredAnswer): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => {
    const opaque = candidate.trim().replace(/^W\//, '');
    if (!opaque.startsWith('"') || !opaque.endsWith('"')) return false;
    return opaque.slice(1, -1).replace(/-(br|gzip)$/, '') === answer.tag;
  });
}
