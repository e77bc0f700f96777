import { COMPANY_TYPES } from '../src/domain/company/company.ts';
import { SCHEMA_MESSAGES } from '../src/domain/i18n/en/schema-messages.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint } from './protocol/contract.ts';

/** An optional line of text: absent, null or a string. */
const optionalText = (title: string, maxLength: number) => ({ type: ['string', 'null'], title, maxLength }) as const;

/** 1 Property Management, 99 Other (src/domain/company/company.ts). */
const companyTypeValues = COMPANY_TYPES.map((type) => type.value);

/**
 * The company (spec 000 §3) as the Company Details form edits it and POST /save accepts it,
 * validated by the same schema on both sides. The company is the one of the path; the
 * per-company feature switches are not part of it and cannot be changed here.
 */
export const companySchema = {
  type: 'object',
  required: ['type', 'name'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    type: { type: 'integer', title: 'Type', enum: companyTypeValues, default: 1 },
    name: { type: 'string', title: 'Company Name', minLength: 1, maxLength: 200 },
    trackEventManagementReportChanges: { type: 'boolean', title: 'Audit Event Manager Report', default: false },
    address: {
      type: 'object',
      title: 'Address',
      additionalProperties: false,
      default: {},
      properties: {
        streetAddress1: optionalText('Street Address', 200),
        city: optionalText('City', 100),
        state: optionalText('State', 50),
        postalCode: optionalText('Postal Code', 20),
      },
    },
  },
} as const;

/** A company after validation (defaults filled in). */
export type Company = FromSchema<typeof companySchema>;

/** The company as the API returns it: empty address lines are left out. */
export type SavedCompany = Company & { id: string };

export const savedCompanySchema = {
  ...companySchema,
  required: ['id', 'type', 'name', 'trackEventManagementReportChanges', 'address'],
} as const;

/**
 * Company Details (spec 000 §2, §7): the company for edit at the company path itself, and
 * POST /save. Both need manageCompanyProfile and only ever touch the caller's company.
 */
export const companyEndpoints = {
  detail: companyEndpoint({
    method: 'GET',
    path: '',
    tag: 'company',
    summary: 'The company, for the Company Details form',
    need: 'manageCompanyProfile',
    reply: savedCompanySchema,
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/save',
    tag: 'company',
    summary: 'Save the company of the path (its feature switches are not editable here)',
    need: 'manageCompanyProfile',
    // Exactly the schema the Company Details form renders and validates with.
    body: companySchema,
    reply: savedCompanySchema,
  }),
} as const;

/** Toasts in the spec's words (000 §8). */
export const COMPANY_MESSAGES = { saved: SCHEMA_MESSAGES.companySaved } as const;

/** What the form starts from before the company has loaded (the singleton page loads the real one). */
export function newCompany(): Partial<Company> {
  return { type: 1, trackEventManagementReportChanges: false, address: {} };
}
