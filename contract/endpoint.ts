import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint; the server enforces it, the browser only mirrors it. 'workshop': a
 * technician or staff (the tablet's routes; the service narrows a technician to their own work).
 */
export type Access = 'public' | 'user' | 'workshop' | 'staff' | 'master';

type AnySchema = z.ZodType;

/**
 * One API call: the single source the browser fetchers, the MSW handlers and the
 * server routes all read, so the three cannot drift apart.
 */
export interface Endpoint<
  Path extends string = string,
  Params extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema = AnySchema,
> {
  method: HttpMethod;
  path: Path;
  access: Access;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
}

export function endpoint<
  const Path extends string,
  Params extends AnySchema | undefined = undefined,
  Query extends AnySchema | undefined = undefined,
  Body extends AnySchema | undefined = undefined,
  Response extends AnySchema = AnySchema,
>(definition: Endpoint<Path, Params, Query, Body, Response>) {
  return definition;
}

export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
// NonNullable: an endpoint without a body or query has the key typed as optional.
export type BodyOf<E extends Endpoint> = NonNullable<E['body']> extends AnySchema ? z.input<NonNullable<E['body']>> : never;
/** The body after the schema's transforms (text trimmed, missing fields filled): what the server's routes and services get. */
export type ParsedBodyOf<E extends Endpoint> = NonNullable<E['body']> extends AnySchema ? z.output<NonNullable<E['body']>> : never;
export type QueryOf<E extends Endpoint> = NonNullable<E['query']> extends AnySchema ? z.input<NonNullable<E['query']>> : never;

/** Fills `:name` segments: buildPath('/api/news/:id', { id: 'x' }) is '/api/news/x'. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Thiếu tham số đường dẫn: ${name}`);
    return encodeURIComponent(value);
  });
}
