import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import * as contract from '../../contract/roles';
import { unauthorized } from '../lib/http-errors';
import { route } from '../lib/route';
import * as service from '../services/roles';

export async function roleRoutes(app: FastifyInstance) {
  route(app, contract.listRoles, () => service.listRoles(app.db));

  // A non-master hears the spec's own refusal text for each action.
  // A role change or a lock changes what the account's chat sockets may do: they are checked again.
  const thenRecheck = async <T>(accountId: string, answer: Promise<T>) => {
    const result = await answer;
    await app.realtime.recheckAccount(accountId);
    return result;
  };

  route(app, contract.assignRole, ({ body }) => thenRecheck(body.accountId, service.assignRole(app.db, body.accountId, body.roleId)), {
    refusal: messages.account.masterOnlyChange,
  });

  route(app, contract.removeRole, ({ body }) => thenRecheck(body.accountId, service.removeRole(app.db, body.accountId, body.roleId)), {
    refusal: messages.roles.masterOnlyRemove,
  });

  route(
    app,
    contract.enableAccount,
    ({ body, request }) => {
      if (!request.user) throw unauthorized(messages.common.unauthorized);
      return thenRecheck(body.accountId, service.setAccountActive(app.db, request.user, body.accountId, true));
    },
    { refusal: messages.account.masterOnlyLock },
  );

  route(
    app,
    contract.disableAccount,
    ({ body, request }) => {
      if (!request.user) throw unauthorized(messages.common.unauthorized);
      return thenRecheck(body.accountId, service.setAccountActive(app.db, request.user, body.accountId, false));
    },
    { refusal: messages.account.masterOnlyLock },
  );
}
