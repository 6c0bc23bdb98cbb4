/**
 * Every route of the contract, called as anonymous, customer, technician, admin and master with
 * harmless inputs: anonymous gets 401 on non-public routes, a customer 403 on workshop, staff and
 * master routes, a technician (issue 44: the workshop tablet's routes and a user's own, nothing of
 * prices, money, customers or reports) 403 on staff and master routes, an admin 403 on master
 * routes, and an allowed caller never a role
 * refusal (nor a 500). A refusal carries the route's own text when it has one (the spec's
 * "Chỉ Master mới có quyền ..."), else the default of its access level. The list of routes is read from contract/ and the app, so routes
 * added later are checked without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { Access, Endpoint } from '../contract/endpoint';
import { buildPath } from '../contract/endpoint';
import { messages } from '../contract/messages';
import { TIME_SLOTS } from '../contract/constants';
import { newObjectId } from './lib/object-id';
import { createRoleAccounts, createTechnician, type TestAccount } from './test/fixtures';
import { createAccountsTestApp, RELAXED_LIMITS, type AccountsTestApp } from './routes/accounts-testing';

type Role = 'anonymous' | 'customer' | 'technician' | 'admin' | 'master';
const ROLES: Role[] = ['anonymous', 'customer', 'technician', 'admin', 'master'];

const ALLOWED: Record<Access, Role[]> = {
  public: ['anonymous', 'customer', 'technician', 'admin', 'master'],
  user: ['customer', 'technician', 'admin', 'master'],
  workshop: ['technician', 'admin', 'master'],
  staff: ['admin', 'master'],
  master: ['master'],
};

/**
 * Inputs for routes whose schemas the generator below cannot satisfy on its own, keyed
 * "METHOD /path". Only needed when the "every route gets a valid sample" test says so.
 */
const SAMPLE_OVERRIDES: Record<string, { body?: unknown; query?: Record<string, string> }> = {
  // A range of days (from <= to), which a sample of each key alone cannot make.
  'GET /api/orders/export': { query: { from: '2026-01-01', to: '2026-01-31' } },
  'GET /api/contacts/export': { query: { from: '2026-01-01', to: '2026-01-31' } },
  // A walk-in check-in: without a booking the server requires name, phone, branch and plate, which the schema leaves optional.
  'POST /api/repairs': { body: { fullName: 'Kiểm tra quyền truy cập', numberPhone: '0912345678', branch: 'quan-12', plate: '51A-123.45', odometerKm: 1000, fuelLevel: 50 } },
  // A quote line's quantity is refined to two decimals and a part's to whole units, which a generated sample may miss.
  'PUT /api/repairs/:id/quote': { body: { lines: [{ kind: 'labour', description: 'Công kiểm tra', quantity: 1, unitPrice: 250000 }], vatRate: 10, version: 0 } },
  'POST /api/repairs/:id/quote/answer': { body: { version: 1, lines: [{ lineId: '0123456789abcdef01234567', approved: true }], signedName: 'Kiểm tra quyền truy cập' } },
  'POST /api/repairs/:id/quote/phone-answer': { body: { version: 1, lines: [{ lineId: '0123456789abcdef01234567', approved: true }], signedName: 'Kiểm tra quyền truy cập' } },
  'PUT /api/repairs/:id/next-service': { body: { on: '2099-01-01', km: 100000 } },
  // Two different branches, which a sample of each key alone cannot make.
  'GET /api/cashbook': { query: { branch: 'quan-12', day: '2026-01-05' } },
  'POST /api/cashbook/entries': { body: { branch: 'quan-12', day: '2026-01-05', kind: 'receipt', category: 'Thu khác', amount: 1000 } },
  'POST /api/cashbook/close': { body: { branch: 'quan-12', day: '2026-01-05', countedCash: 0 } },
  'POST /api/cashbook/reopen': { body: { branch: 'quan-12', day: '2026-01-05', reason: 'Kiểm tra quyền truy cập' } },
  'GET /api/reports/money': { query: { from: '2026-01-01', to: '2026-01-31' } },
  'GET /api/reports/money/:table.csv': { query: { from: '2026-01-01', to: '2026-01-31' } },
  'GET /api/reports/technicians': { query: { from: '2026-01-01', to: '2026-01-31' } },
  'GET /api/reports/technicians.csv': { query: { from: '2026-01-01', to: '2026-01-31' } },
  'PUT /api/bank-accounts/:branch': { body: { bin: '970436', accountNumber: '0071000123456', accountName: 'KIEM TRA QUYEN TRUY CAP' } },
  'POST /api/stock/transfers': { body: { from: 'quan-12', to: 'thu-duc', lines: [{ partId: '0123456789abcdef01234567', quantity: 1 }] } },
  // A notice needs 200 characters at least, which a generated sample does not write.
  'POST /api/privacy/notices': { body: { title: 'Kiểm tra quyền truy cập', body: 'Chính sách kiểm tra quyền truy cập. '.repeat(8) } },
};

/** Routes that end the caller's own session: the caller signs in again after calling one. */
const ENDS_OWN_SESSION = new Set(['POST /api/accounts/logout']);

// ---------------------------------------------------------------- the routes

const contractDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'contract');

function isEndpoint(value: unknown): value is Endpoint {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    candidate.path.startsWith('/') &&
    typeof candidate.access === 'string' &&
    candidate.access in ALLOWED &&
    candidate.response instanceof z.ZodType
  );
}

/** Every endpoint exported by any contract module, once per method and path. */
async function contractEndpoints(): Promise<Endpoint[]> {
  const files = (await readdir(contractDir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'));
  const found = new Map<string, Endpoint>();
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(path.join(contractDir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (isEndpoint(value)) found.set(`${value.method} ${value.path}`, value);
    }
  }
  return [...found.values()];
}

// ---------------------------------------------------------------- harmless inputs

type JsonSchema = {
  $ref?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  $defs?: Record<string, JsonSchema>;
};

const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A day a month ahead, in Vietnam time, so "not before today" holds. */
function futureDay(): string {
  return new Date(Date.now() + 7 * 3600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
}

interface SampleContext {
  /** The caller's own account id: where an input names an account, it is the caller's. */
  ownerId: string;
  defs: Record<string, JsonSchema>;
  withOptional: boolean;
}

// accountId, account_id and the chat's userId all name an account: the caller's own.
const isAccountKey = (name: string) => /^(account_?id|userId)$/i.test(name);

function stringCandidates(name: string, ctx: SampleContext): string[] {
  const byName: string[] = [];
  if (isAccountKey(name)) byName.push(ctx.ownerId);
  if (/e-?mail/i.test(name)) byName.push('kiem-tra-quyen@example.com');
  if (/phone/i.test(name)) byName.push('0912345678');
  if (/date/i.test(name)) byName.push(futureDay());
  if (/slot/i.test(name)) byName.push(TIME_SLOTS[0]);
  if (/code/i.test(name)) byName.push('123456');
  if (/password/i.test(name)) byName.push('MatKhau@123');
  if (/image|avatar|picture/i.test(name)) byName.push(PNG_1x1);
  if (/month/i.test(name)) byName.push(String(new Date().getMonth() + 1));
  if (/year/i.test(name)) byName.push(String(new Date().getFullYear()));
  if (/(^|_)id$|Id$/.test(name)) byName.push(newObjectId());
  return [
    ...byName,
    'Kiểm tra quyền truy cập',
    newObjectId(),
    '0912345678',
    '123456',
    futureDay(),
    TIME_SLOTS[0],
    'kiem-tra-quyen@example.com',
    new Date().toISOString(),
    'https://example.com/anh.jpg',
    PNG_1x1,
    '1',
  ];
}

function fitsString(value: string, schema: JsonSchema): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (schema.format === 'email' && !value.includes('@')) return false;
  if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) return false;
  if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return true;
}

function sampleNumber(name: string, schema: JsonSchema, integer: boolean): number {
  let value = /year/i.test(name) ? new Date().getFullYear() : /month/i.test(name) ? new Date().getMonth() + 1 : 1;
  if (schema.minimum !== undefined && value < schema.minimum) value = schema.minimum;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) value = schema.exclusiveMinimum + 1;
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return integer ? Math.ceil(value) : value;
}

const OMIT = Symbol('omit');

function sample(schema: JsonSchema, name: string, ctx: SampleContext): unknown {
  if (schema.$ref) {
    const key = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = ctx.defs[key];
    return target ? sample(target, name, ctx) : OMIT;
  }
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const ordered = [...options].sort((a, b) => Number(a.type === 'null') - Number(b.type === 'null'));
    return sample(ordered[0]!, name, ctx);
  }
  if (schema.allOf?.length) return sample(schema.allOf[0]!, name, ctx);
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (!required.has(key) && !ctx.withOptional) continue;
        const value = sample(child, key, ctx);
        if (value !== OMIT) result[key] = value;
      }
      return result;
    }
    case 'array': {
      const count = schema.minItems ?? 0;
      return Array.from({ length: count }, () => sample(schema.items ?? {}, name, ctx)).filter((v) => v !== OMIT);
    }
    case 'string':
      return stringCandidates(name, ctx).find((candidate) => fitsString(candidate, schema)) ?? 'x';
    case 'integer':
      return sampleNumber(name, schema, true);
    case 'number':
      return sampleNumber(name, schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      // An unconstrained value (z.unknown()): leave it out.
      return OMIT;
  }
}

/** A value the schema accepts, or undefined when the generator cannot find one. */
function validSample(schema: z.ZodType, ownerId: string): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  for (const withOptional of [true, false]) {
    const value = sample(json, '', { ownerId, defs: json.$defs ?? {}, withOptional });
    if (value !== OMIT && schema.safeParse(value).success) return value;
  }
  return undefined;
}

interface Request {
  url: string;
  payload?: Record<string, unknown>;
  /** Set when no input could be built that passes the contract's schemas. */
  problem?: string;
}

function buildRequest(endpoint: Endpoint, ownerId: string): Request {
  const key = `${endpoint.method} ${endpoint.path}`;
  const override = SAMPLE_OVERRIDES[key];
  const names = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  // An account's own page (/api/accounts/:id) and any :accountId are the caller's own.
  const own = (name: string) => isAccountKey(name) || (name === 'id' && endpoint.path.startsWith('/api/accounts/'));
  const params: Record<string, string> = {};
  for (const name of names) params[name] = own(name) ? ownerId : newObjectId();
  if (endpoint.params && !endpoint.params.safeParse(params).success) {
    const generated = validSample(endpoint.params, ownerId) as Record<string, unknown> | undefined;
    for (const name of names) if (!own(name) && generated?.[name] !== undefined) params[name] = String(generated[name]);
    if (!endpoint.params.safeParse(params).success) return { url: buildPath(endpoint.path, params), problem: 'params' };
  }
  let url = buildPath(endpoint.path, params);

  if (endpoint.query) {
    const query = override?.query ?? (validSample(endpoint.query, ownerId) as Record<string, unknown> | undefined);
    if (!query) return { url, problem: 'query' };
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) search.set(name, String(value));
    if (search.size > 0) url += `?${search.toString()}`;
  }

  if (endpoint.body) {
    const body = override && 'body' in override ? override.body : validSample(endpoint.body, ownerId);
    if (body === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) return { url, problem: 'body' };
    return { url, payload: body as Record<string, unknown> };
  }
  return { url, ...(endpoint.method === 'GET' ? {} : { payload: {} }) };
}

// ---------------------------------------------------------------- the matrix

let t: AccountsTestApp;
let endpoints: Endpoint[];
let callers: Record<Exclude<Role, 'anonymous'>, TestAccount>;

beforeAll(async () => {
  t = await createAccountsTestApp({
    rateLimit: RELAXED_LIMITS,
    // Social sign-in must fail fast and locally, never reach the internet.
    googleUserinfoUrl: 'http://127.0.0.1:1/userinfo',
    facebookGraphUrl: 'http://127.0.0.1:1',
  });
  await t.app.ready();
  callers = { ...(await createRoleAccounts(t.app)), technician: await createTechnician(t.app, 'quan-12') };
  endpoints = (await contractEndpoints()).filter((e) => t.app.hasRoute({ method: e.method, url: e.path }));
});
afterAll(() => t.close());

/** The 403 text a signed-in caller without the role hears on this route. */
function expectedRefusal(endpoint: Endpoint): string {
  const registered = t.app.routeTable.find((r) => r.method === endpoint.method && r.url === endpoint.path);
  if (registered?.refusal) return registered.refusal;
  if (endpoint.access === 'workshop') return messages.workshop.technicianOnly;
  return endpoint.access === 'master' ? messages.guard.masterOnly : messages.common.forbidden;
}

describe('access matrix', () => {
  it('finds the routes of the contract registered in the app', () => {
    expect(endpoints.length).toBeGreaterThan(20);
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const key of ['POST /api/accounts/login', 'GET /api/accounts', 'DELETE /api/accounts/:id', 'PUT /api/roles/disable']) {
      expect(keys).toContain(key);
    }
  });

  it('serves no /api route that the contract does not declare (it would have no access rule)', () => {
    const doc = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const declared = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
    const undeclared: string[] = [];
    for (const [openApiPath, operations] of Object.entries(doc.paths ?? {})) {
      const routePath = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
      if (!routePath.startsWith('/api/')) continue;
      for (const method of Object.keys(operations)) {
        const key = `${method.toUpperCase()} ${routePath}`;
        if (['GET', 'POST', 'PUT', 'DELETE'].includes(method.toUpperCase()) && !declared.has(key)) undeclared.push(key);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('builds a harmless input that passes the contract schemas for every protected route', () => {
    const missing = endpoints
      .filter((e) => e.access !== 'public')
      .map((e) => ({ key: `${e.method} ${e.path}`, problem: buildRequest(e, callers.customer.id).problem }))
      .filter((r) => r.problem)
      .map((r) => `${r.key} (${r.problem}: add it to SAMPLE_OVERRIDES)`);
    expect(missing).toEqual([]);
  });

  it('lets each role reach exactly the routes it may, and refuses the others with 401/403', async () => {
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      for (const role of ROLES) {
        const caller = role === 'anonymous' ? undefined : callers[role];
        const request = buildRequest(endpoint, caller?.id ?? newObjectId());
        if (request.problem) continue;
        const res = await t.app.inject({
          method: endpoint.method,
          url: request.url,
          headers: caller?.headers ?? {},
          ...(request.payload ? { payload: request.payload } : {}),
        });
        if (caller && role !== 'anonymous' && ENDS_OWN_SESSION.has(`${endpoint.method} ${endpoint.path}`)) {
          const token = await t.app.auth.sign(caller.id);
          callers[role] = { ...caller, token, headers: { authorization: `Bearer ${token}` } };
        }
        let message: unknown;
        try {
          message = (res.json() as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        const label = `${role} ${endpoint.method} ${request.url} -> ${res.statusCode} ${String(message ?? '')}`;
        const allowed = ALLOWED[endpoint.access].includes(role);
        const refusal = expectedRefusal(endpoint);
        if (allowed) {
          const roleRefusal = res.statusCode === 401 || (res.statusCode === 403 && message === refusal);
          if (roleRefusal || res.statusCode === 500) failures.push(`allowed but refused or failed: ${label}`);
        } else if (role === 'anonymous') {
          if (res.statusCode !== 401 || message !== messages.common.unauthorized) failures.push(`expected 401: ${label}`);
        } else if (res.statusCode !== 403 || message !== refusal) {
          failures.push(`expected 403 "${refusal}": ${label}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route for every role, one request each: near 30 s on a quiet machine, and CI's is busy.
  }, 180_000);

  it('keeps every caller able to act after the whole matrix (nobody locked or stripped of roles)', async () => {
    for (const role of ['customer', 'technician', 'admin', 'master'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/accounts/${callers[role].id}`, headers: callers[role].headers });
      expect(res.statusCode, role).toBe(200);
    }
    const roles = await t.app.inject({ method: 'GET', url: '/api/roles', headers: callers.admin.headers });
    expect(roles.statusCode).toBe(200);
  });
});
