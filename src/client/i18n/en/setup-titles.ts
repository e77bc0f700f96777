import { companySchema } from '../../../../schemas/company.ts';
import { documentTypeSchema } from '../../../../schemas/document-type.ts';
import { categorySchema } from '../../../../schemas/event-category.ts';
import { insurancePolicySchema } from '../../../../schemas/insurance-policy.ts';
import { AUDIT_CSV_COLUMNS } from '../../../../schemas/lists/audit.ts';
import { DOCUMENT_TYPE_COLUMNS } from '../../../../schemas/lists/document-types.ts';
import { EVENT_CSV_COLUMNS } from '../../../../schemas/lists/events.ts';
import { POLICY_CSV_COLUMNS } from '../../../../schemas/lists/insurance-policies.ts';
import { PERSON_COLUMNS } from '../../../../schemas/lists/people.ts';
import { PROPERTY_COLUMNS } from '../../../../schemas/lists/properties.ts';
import { BUILDING_COLUMNS } from '../../../../schemas/lists/property-buildings.ts';
import { PROPERTY_GROUP_COLUMNS } from '../../../../schemas/lists/property-groups.ts';
import { ROLE_COLUMNS } from '../../../../schemas/lists/roles.ts';
import { VENDOR_TYPE_COLUMNS } from '../../../../schemas/lists/vendor-types.ts';
import { VENDOR_COLUMNS } from '../../../../schemas/lists/vendors.ts';
import { firstRunSchema } from '../../../../schemas/onboarding.ts';
import { personSchema } from '../../../../schemas/person/entity.ts';
import { propertySchema } from '../../../../schemas/property/entity.ts';
import { propertyBuildingSchema } from '../../../../schemas/property-building.ts';
import { propertyGroupSchema } from '../../../../schemas/property-group.ts';
import { roleSchema } from '../../../../schemas/role.ts';
import { vendorSchema } from '../../../../schemas/vendor.ts';
import { vendorTypeSchema } from '../../../../schemas/vendor-type.ts';
import { CLAIM_REPORT_COLUMNS } from '../../../domain/claims/claim-report-rows.ts';
import { COLUMN_TITLES, FIELD_TITLES, schemaTitles } from '../../../domain/i18n/setup-titles.ts';
import { ARCHIVED_TITLE_KEY, type CsvColumn } from '../../../domain/lists/cell-text.ts';
import { namespace } from '../catalogue.ts';

/**
 * The English of the schemas' titles, read off the schemas (their one home; see
 * src/domain/i18n/setup-titles.ts): what the Spanish catalogues (src/domain/i18n/es/field-titles.ts,
 * column-titles.ts) must translate key for key, so a new field or column without its Spanish
 * fails the catalogue tests. The screens and the server translate a title by its key with the
 * schema's English as the fallback, so nothing reads these at run time.
 */

/** Each form's schema by the resource (or screen) whose fields it titles. */
export const TITLED_SCHEMAS: Readonly<Record<string, unknown>> = {
  company: companySchema,
  documentTypes: documentTypeSchema,
  eventCategories: categorySchema,
  firstRun: firstRunSchema,
  insurancePolicies: insurancePolicySchema,
  people: personSchema,
  properties: propertySchema,
  propertyBuildings: propertyBuildingSchema,
  propertyGroups: propertyGroupSchema,
  roles: roleSchema,
  vendorTypes: vendorTypeSchema,
  vendors: vendorSchema,
};

/** Every list's columns (schemas/lists), with the CSV-only ones. */
const TITLED_COLUMNS: readonly (readonly Pick<CsvColumn<never>, 'title' | 'titleKey'>[])[] = [
  AUDIT_CSV_COLUMNS,
  CLAIM_REPORT_COLUMNS,
  DOCUMENT_TYPE_COLUMNS.columns,
  EVENT_CSV_COLUMNS,
  POLICY_CSV_COLUMNS,
  PERSON_COLUMNS.columns,
  PROPERTY_COLUMNS.columns,
  BUILDING_COLUMNS.columns,
  PROPERTY_GROUP_COLUMNS.columns,
  ROLE_COLUMNS.columns,
  VENDOR_TYPE_COLUMNS.columns,
  VENDOR_COLUMNS.columns,
];

function fieldTitles(): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const [resource, schema] of Object.entries(TITLED_SCHEMAS)) {
    for (const [path, title] of Object.entries(schemaTitles(schema))) titles[`${resource}.${path}`] = title;
  }
  return titles;
}

function columnTitles(): Record<string, string> {
  const titles: Record<string, string> = { [ARCHIVED_TITLE_KEY]: 'Archived' };
  for (const column of TITLED_COLUMNS.flat()) if (column.titleKey) titles[column.titleKey] = column.title;
  return titles;
}

export const fieldTitlesText = namespace(FIELD_TITLES, fieldTitles());
export const columnTitlesText = namespace(COLUMN_TITLES, columnTitles());
