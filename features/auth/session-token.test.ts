import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { roleSchema } from '../../contract/roles';
import { decodeTokenPayload, isMasterRoles, isStaffRoles, isTokenLive, parseStoredUser, tokenExpiresAt } from './session-token';

function base64url(value: unknown) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function token(payload: unknown) {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

const now = Date.UTC(2026, 4, 1, 8, 0, 0);
const role = (name: string) => ({ _id: 'a'.repeat(24), name });

describe('session token', () => {
  it('reads exp in seconds from the middle segment', () => {
    expect(tokenExpiresAt(token({ sub: 'x', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('decodes base64url payloads with characters outside base64', () => {
    const payload = { sub: 'Ưu đãi ~~~ ???>>>', exp: 1 };
    const encoded = token(payload);
    expect(encoded.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenPayload(encoded)).toEqual(payload);
  });

  it('is live only before exp', () => {
    const exp = Math.floor(now / 1000);
    expect(isTokenLive(token({ exp: exp + 60 }), now)).toBe(true);
    expect(isTokenLive(token({ exp }), now)).toBe(false);
    expect(isTokenLive(token({ exp: exp - 1 }), now)).toBe(false);
  });

  it('treats anything that is not a decodable JWT with a numeric exp as logged out', () => {
    for (const bad of ['', 'abc', 'a.b', 'a.%%%.c', `x.${base64url('text')}.y`, token({ sub: 'no exp' }), token({ exp: '1900000000' }), token([1, 2])]) {
      expect(isTokenLive(bad, now)).toBe(false);
    }
  });
});

describe('stored user', () => {
  it('accepts the shape the deployed client writes', () => {
    const user = parseStoredUser(JSON.stringify({ id: '1', fullName: 'An', email: 'an@example.com', image: null, roles: [role('admin')] }));
    expect(user).toEqual({ id: '1', fullName: 'An', email: 'an@example.com', image: null, roles: [role('admin')] });
  });

  it('reads stored users exactly as the zod schema it replaced did', () => {
    const schema = z.object({
      id: z.string().min(1),
      fullName: z.string(),
      email: z.string(),
      image: z.string().nullable().optional().transform((image) => image ?? null),
      roles: z.array(roleSchema).catch([]),
    });
    const viaSchema = (raw: string) => {
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    };
    const anything = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.constant(undefined), fc.array(fc.string(), { maxLength: 2 }));
    const hexId = fc.stringMatching(/^[0-9a-f]{24}$/);
    const roleLike = fc.oneof(
      fc.record({ _id: fc.oneof(hexId, fc.string(), fc.integer()), name: fc.oneof(fc.string(), fc.integer()), extra: anything }, { requiredKeys: [] }),
      anything,
    );
    const userLike = fc.record(
      {
        id: fc.oneof(fc.string(), fc.constant(''), fc.integer()),
        fullName: fc.oneof(fc.string(), anything),
        email: fc.oneof(fc.string(), anything),
        image: fc.oneof(fc.string(), fc.constant(null), anything),
        roles: fc.oneof(fc.array(fc.oneof(roleLike, fc.record({ _id: hexId, name: fc.string() })), { maxLength: 3 }), anything),
        other: anything,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(userLike.map((user) => JSON.stringify(user)), fc.string(), fc.json()), (raw) => {
        expect(parseStoredUser(raw)).toStrictEqual(viaSchema(raw));
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects broken JSON and missing ids', () => {
    expect(parseStoredUser('{')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ fullName: 'An' }))).toBeNull();
    expect(parseStoredUser(null)).toBeNull();
  });
});

describe('roles', () => {
  it('compares names case-insensitively', () => {
    expect(isStaffRoles([role('ADMIN')])).toBe(true);
    expect(isStaffRoles([role('Master')])).toBe(true);
    expect(isMasterRoles([role(' MASTER ')])).toBe(true);
    expect(isMasterRoles([role('admin')])).toBe(false);
    expect(isStaffRoles([])).toBe(false);
    expect(isStaffRoles([role('user')])).toBe(false);
  });
});
