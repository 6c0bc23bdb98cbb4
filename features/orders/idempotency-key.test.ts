import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('idempotency key', () => {
  it('uses randomUUID where the page has it', () => {
    expect(newIdempotencyKey({ randomUUID: () => '11111111-2222-4333-8444-555555555555', getRandomValues: (a) => a })).toBe(
      '11111111-2222-4333-8444-555555555555',
    );
  });

  it('builds a v4 UUID from random bytes elsewhere, different each time', () => {
    const source = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const first = newIdempotencyKey(source);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey(source)).not.toBe(first);
  });
});
