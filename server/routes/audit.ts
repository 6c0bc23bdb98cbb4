import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/audit';
import { sendPage } from '../lib/paging';
import { route } from '../lib/route';
import { listAudit, verifyAuditChain } from '../services/audit';

/** The master's audit search and the check of its chain. */
export async function auditRoutes(app: FastifyInstance) {
  const { deps } = app;
  route(app, contract.listAudit, async ({ query, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return sendPage(reply, await listAudit(deps, query));
  });
  route(app, contract.verifyAudit, () => verifyAuditChain(deps.db, deps.now()));
}
