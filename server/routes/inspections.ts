import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/inspections';
import { route, signedIn } from '../lib/route';
import * as templates from '../services/inspection-templates';
import { saveInspection } from '../services/repairs/inspect';

/** The master's inspection templates, and a job's inspection as staff fill it. */
export async function inspectionRoutes(app: FastifyInstance) {
  const { deps } = app;
  route(app, contract.listInspectionTemplates, () => templates.listInspectionTemplates(deps));
  route(app, contract.createInspectionTemplate, ({ body, request }) => templates.createInspectionTemplate(deps, signedIn(request), body), { status: 201 });
  route(app, contract.updateInspectionTemplate, ({ params, body, request }) => templates.updateInspectionTemplate(deps, signedIn(request), params.id, body));
  route(app, contract.deleteInspectionTemplate, ({ params }) => templates.deleteInspectionTemplate(deps, params.id));
  route(app, contract.saveInspection, ({ params, body, request }) => saveInspection(deps, signedIn(request), params.id, body));
}
