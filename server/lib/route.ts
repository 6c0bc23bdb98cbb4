import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import { pictureBodyLimitOf } from './body-limits';
import { unauthorized } from './http-errors';

// `params?`, `query?` and `body?` are optional in Endpoint, so E['params'] carries `| undefined`
// even when the endpoint declares a schema; strip it before inferring.
type Defined<S> = Exclude<S, undefined>;
type Infer<S> = [Defined<S>] extends [never] ? undefined : Defined<S> extends z.ZodType ? z.output<Defined<S>> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler answers: the response the contract declares, or, for an endpoint whose
 * response is text (a CSV download), a stream of it, which Fastify sends as it is (see sendCsv).
 */
export type RouteResult<E extends Endpoint> = z.input<E['response']> | (E['response'] extends z.ZodString ? Readable : never);

/**
 * Registers a contract endpoint: the contract's schemas parse the request and check the
 * response, so the route itself only calls a service.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<RouteResult<E>>,
  options: {
    status?: number;
    /**
     * What a signed-in caller without the endpoint's role hears (403), when the screen it
     * serves has its own text; otherwise the auth plugin's default for the access level.
     */
    refusal?: string;
    /**
     * What a failure of the server itself (a 500) says on this route, when the screen that calls
     * it shows the server's message whatever the status (the deployed client's deletes do);
     * otherwise 'Lỗi máy chủ'. Never the error's own text.
     */
    failure?: string;
    /** This route's body limit in bytes; by default JSON_BODY_LIMIT, or its pictures' (see lib/body-limits). */
    bodyLimit?: number;
  } = {},
) {
  const status = options.status ?? 200;
  const bodyLimit = options.bodyLimit ?? pictureBodyLimitOf(endpoint);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response },
    },
    config: { access: endpoint.access, ...(options.refusal ? { refusal: options.refusal } : {}), ...(options.failure ? { failure: options.failure } : {}) },
    ...(bodyLimit ? { bodyLimit } : {}),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Infer<E['params']>,
        query: request.query as Infer<E['query']>,
        body: request.body as Infer<E['body']>,
        request,
        reply,
      });
      return reply.status(status).send(result);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Endpoint['access'];
    /** The 403 text for a caller without the role (see route()). */
    refusal?: string;
    /** The 500 text of this route (see route()). */
    failure?: string;
  }
}

/** The auth plugin has already refused anonymous calls to 'user' routes; this narrows the type. */
export function signedIn(request: FastifyRequest) {
  if (!request.user) throw unauthorized(messages.common.unauthorized);
  return request.user;
}
