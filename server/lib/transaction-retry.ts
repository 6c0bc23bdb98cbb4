/** Postgres gave up on the transaction to break a lock cycle (40P01) or a serialisation conflict (40001). */
const RETRYABLE = new Set(['40P01', '40001']);

function sqlStateOf(error: unknown): string | undefined {
  // drizzle wraps the driver's error; the SQLSTATE is on it or on its cause.
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isRetryableTransactionError(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * Runs a whole transaction again when Postgres aborted it to break a deadlock: the locks are
 * taken in one order where we can, and this covers the rare cycles that remain (a row that
 * appeared between two statements), so the caller gets an answer instead of a 500.
 */
export async function retryTransaction<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      // A short, growing, jittered pause so the two sides do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
