import { companyEndpoints } from '../../../../schemas/company.ts';
import { on } from '../../context/endpoint-routes.ts';
import { getCompany, saveCompany } from './service.ts';

/**
 * Company Details (spec 000 §2, §7): each endpoint of schemas/company.ts and the service that
 * answers it. Both only ever touch the caller's company.
 */
export const companyRoutes = [
  on(companyEndpoints.detail, (ctx) => getCompany(ctx)),
  on(companyEndpoints.save, (ctx, { body }) => saveCompany(ctx, body)),
];
