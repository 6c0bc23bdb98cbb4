import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/service-packages';
import { route, signedIn } from '../lib/route';
import * as packages from '../services/service-packages/packages';
import * as pricing from '../services/service-packages/pricing';

/** Service packages, their lines priced for a quote, and the labour rates and parts markup they are priced with (contract/service-packages.ts). */
export async function servicePackageRoutes(app: FastifyInstance) {
  const { deps } = app;
  route(app, contract.listServicePackages, () => packages.listServicePackages(deps.db));
  route(app, contract.createServicePackage, ({ body, request }) => packages.createServicePackage(deps, signedIn(request).id, body), { status: 201 });
  route(app, contract.updateServicePackage, ({ params, body, request }) => packages.updateServicePackage(deps, signedIn(request).id, params.id, body));
  route(app, contract.deleteServicePackage, ({ params }) => packages.deleteServicePackage(deps, params.id));
  route(app, contract.pricePackage, ({ params, query }) => packages.pricePackage(deps, params.id, query.branch));

  route(app, contract.getPricing, () => pricing.getPricing(deps.db));
  route(app, contract.updatePricing, ({ body, request }) => pricing.updatePricing(deps, signedIn(request).id, body));
}
