import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { messages } from '../../contract/messages';
import { HttpError } from '../lib/http-errors';

interface Issue {
  path: string;
  message: string;
}

function describe(issues: Issue[]) {
  const first = issues[0];
  return { message: first?.message ?? messages.common.invalidRequest, errors: issues };
}

/**
 * One place turns every failure into `{ message }` in Vietnamese with the right status;
 * a 500 never carries internals to the browser, only the route's own failure text (see route()).
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = request.routeOptions.config?.failure ?? messages.common.serverError;
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.details, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? messages.common.invalidRequest,
      }));
      return reply.status(400).send(describe(issues));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(describe(error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match the contract');
      return reply.status(500).send({ message: failure });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: messages.common.payloadTooLarge });
    if (status === 429) return reply.status(429).send({ message: messages.common.tooManyRequests });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, never a 500.
      return reply.status(status).send({ message: messages.common.invalidRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: failure });
  });
});
