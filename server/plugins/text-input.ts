import fp from 'fastify-plugin';
import { hasUnstorableCharacters } from '../../contract/common';
import { messages } from '../../contract/messages';
import { badRequest } from '../lib/http-errors';

/** Deeper than any body of the contract: the schemas drop or refuse what lies below. */
const MAX_DEPTH = 32;

function holdsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasUnstorableCharacters(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorable(item, depth + 1));
  return Object.entries(value).some(([key, item]) => hasUnstorableCharacters(key) || holdsUnstorable(item, depth + 1));
}

/**
 * Refused once, here, for every route and every field: a request carrying a character the
 * database cannot store would otherwise end in a database error.
 */
export const textInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      // Query strings are left to their schemas: every search box already refuses control
      // characters with its own, more helpful words, and the rest are ids, days and numbers.
      if (holdsUnstorable(request.params) || holdsUnstorable(request.body)) {
        throw badRequest(messages.common.invalidCharacters);
      }
    });
  },
  { name: 'text-input' },
);
