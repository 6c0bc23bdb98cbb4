import { describe, expect, it } from 'vitest';
import { isRetryableTransactionError, retryTransaction } from './transaction-retry';

/** An error as drizzle hands it over: the driver's error, with its SQLSTATE, as the cause. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock detected'), { code }) });

describe('retryTransaction', () => {
  it('knows a deadlock and a serialisation failure, wrapped or not', () => {
    expect(isRetryableTransactionError(wrapped('40P01'))).toBe(true);
    expect(isRetryableTransactionError(Object.assign(new Error('x'), { code: '40001' }))).toBe(true);
    expect(isRetryableTransactionError(wrapped('23505'))).toBe(false);
    expect(isRetryableTransactionError(new Error('plain'))).toBe(false);
  });

  it('runs the transaction again after a deadlock and answers its result', async () => {
    let runs = 0;
    const result = await retryTransaction(async () => {
      runs += 1;
      if (runs < 3) throw wrapped('40P01');
      return 'xong';
    });
    expect([result, runs]).toEqual(['xong', 3]);
  });

  it('passes any other error on at once, and gives up after the last attempt', async () => {
    let runs = 0;
    await expect(
      retryTransaction(async () => {
        runs += 1;
        throw wrapped('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(1);

    runs = 0;
    await expect(
      retryTransaction(async () => {
        runs += 1;
        throw wrapped('40P01');
      }, 2),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(2);
  });
});
