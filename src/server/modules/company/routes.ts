import type { FastifyInstance } from 'fastify';
import { type Company, companySchema, savedCompanySchema } from '../../../../schemas/company.ts';
import { COMPANY_PREFIX, companyOf } from '../../auth/guard.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { companyParams } from '../../http/route-schemas.ts';
import { getCompany, saveCompany } from './service.ts';

/**
 * Company Details (spec 000 §2, §7): the company for edit at the company path itself, and
 * POST /save. Both need manageCompanyProfile and only ever touch the caller's company.
 */
export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get(
    COMPANY_PREFIX,
    {
      config: { need: 'manageCompanyProfile' },
      schema: {
        tags: ['company'],
        summary: 'The company, for the Company Details form',
        params: companyParams,
        response: { 200: savedCompanySchema, ...errorResponses },
      },
    },
    async (request) => getCompany(db, companyOf(request).companyId),
  );

  app.post<{ Body: Company }>(
    `${COMPANY_PREFIX}/save`,
    {
      config: { need: 'manageCompanyProfile' },
      schema: {
        tags: ['company'],
        summary: 'Save the company of the path (its feature switches are not editable here)',
        params: companyParams,
        // Exactly the schema the Company Details form renders and validates with.
        body: companySchema,
        response: { 200: savedCompanySchema, ...errorResponses },
      },
    },
    async (request) => saveCompany(db, companyOf(request).companyId, request.body),
  );
}
