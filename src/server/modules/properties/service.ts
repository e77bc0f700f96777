import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PROPERTY_COLUMNS } from '../../../../schemas/lists/properties.ts';
import { PROPERTY_SORT_FIELDS, propertyEndpoints } from '../../../../schemas/property/endpoints.ts';
import type { LinkedPolicy } from '../../../../schemas/property/entity.ts';
import type { BodyOf, EnvelopeOf, QueryOf, ReplyOf, RowOf } from '../../../../schemas/protocol/contract.ts';
import { csvColumnsOf } from '../../../domain/lists/cell-text.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { companyScope, type ListSpec, listPageQuery, type OrderKey, readList } from '../../db/list-page.ts';
import { mapBatches, walkList } from '../../db/list-walk.ts';
import { containsPattern, type PageWindow } from '../../db/list-window.ts';
import { properties } from '../../db/schema/index.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { policiesOfProperty, saveFirstPolicyOfProperty } from '../insurance/policies.ts';
import { listVendorsOfProperty } from '../vendors/of-property.ts';
import { isContact, listContacts } from './contacts.ts';
import { propertyValues } from './rules.ts';
import { canSeeProperty, visiblePropertiesWhere } from './visibility.ts';

export { PROPERTY_SORT_FIELDS };
export type PropertySortField = (typeof PROPERTY_SORT_FIELDS)[number];

/** The list query of GET /properties and GET /user/properties (one query schema). */
export type PropertyListParams = QueryOf<typeof propertyEndpoints.list>;
type PropertyRow = RowOf<typeof propertyEndpoints.list>;
type SavedProperty = EnvelopeOf<typeof propertyEndpoints.detail>;
type Property = BodyOf<typeof propertyEndpoints.save>;

const columns = {
  id: properties.id,
  propertyNumber: properties.propertyNumber,
  name: properties.name,
  numberOfUnits: properties.numberOfUnits,
  streetAddress1: properties.streetAddress1,
  city: properties.city,
  state: properties.state,
  postalCode: properties.postalCode,
  phoneNumber: properties.phoneNumber,
  timeZone: properties.timeZone,
  isArchived: properties.isArchived,
  onCallPersonId: properties.onCallPersonId,
  onCallPhoneNumberFriendly: properties.onCallPhoneNumberFriendly,
};

type Row = Pick<typeof properties.$inferSelect, keyof typeof columns>;

/** A row of the properties list as the API answers it (the list and its CSV export). */
export function propertyRowOf(row: Row): PropertyRow {
  return {
    id: row.id,
    propertyNumber: row.propertyNumber,
    name: row.name,
    numberOfUnits: row.numberOfUnits,
    address: {
      streetAddress1: row.streetAddress1 ?? '',
      city: row.city ?? '',
      state: row.state ?? '',
      postalCode: row.postalCode ?? '',
    },
    phoneNumber: row.phoneNumber ?? '',
    timeZone: row.timeZone,
    isArchived: row.isArchived,
    onCallPersonId: row.onCallPersonId,
    onCallPhoneNumberFriendlyFormat: row.onCallPhoneNumberFriendly,
  };
}

const lowerName = sql`lower(${properties.name})`;
const lowerNumber = sql`lower(${properties.propertyNumber})`;

/** A text column's order, case-insensitive, properties without it last in either direction. */
function blanksLast(column: AnyPgColumn): OrderKey {
  return { key: sql`lower(${column})`, nulls: 'last' };
}

/** The search condition ("contains", case-insensitive) on the stored search text (properties_search_idx). */
const searchMatch = (pattern: string): SQL => sql`${properties.searchText} like lower(${pattern})`;

/**
 * The properties list. The number and name sorts are properties_company_number_idx and
 * properties_company_name_idx (company_id, lower(x), id), which include the columns the filter
 * reads, so these sorts filter in the index alone; the others end with the name order, so every
 * page is stable.
 */
export const propertyList: ListSpec<PropertySortField, typeof columns> = {
  table: properties,
  id: properties.id,
  company: properties.companyId,
  archived: properties.isArchived,
  search: searchMatch,
  columns,
  sorts: {
    propertyNumber: [lowerNumber, properties.id],
    name: [],
    city: [blanksLast(properties.city), blanksLast(properties.state)],
    state: [blanksLast(properties.state), blanksLast(properties.city)],
    numberOfUnits: [properties.numberOfUnits],
    isArchived: [properties.isArchived],
  },
  tail: [lowerName, properties.id],
};

/** The search condition ("contains", case-insensitive), or undefined for a blank search. */
export function searchFilter(search: string | undefined): SQL | undefined {
  const pattern = containsPattern(search);
  return pattern ? searchMatch(pattern) : undefined;
}

/**
 * The statement of one page (exported so a test can EXPLAIN it and see the indexes read);
 * `window` is how far the look-ahead count reaches, by default the page alone.
 */
export function pageQuery(db: Runner, scope: SQL, params: PropertyListParams, window?: PageWindow) {
  return listPageQuery(db, propertyList, scope, params, [], window);
}

/**
 * One page of properties and how many match (bounded, see countLimit). `scope` is the company condition (GET
 * /properties), or the visibility rule for GET /user/properties (visiblePropertiesWhere).
 */
export async function listProperties(
  ctx: ServiceContext,
  params: PropertyListParams,
  scope: SQL = ofCompany(ctx.company.companyId),
): Promise<ReplyOf<typeof propertyEndpoints.list>> {
  const { db } = ctx;
  const { rows, ...total } = await readList(db, propertyList, scope, params);
  return { properties: rows.map(propertyRowOf), ...total };
}

/** The company condition of the manageProperties lists. */
export const ofCompany = (companyId: string): SQL => companyScope(properties.companyId, companyId);

/** GET /user/properties: one page of the properties the signed-in person may see (the one visibility rule). */
export async function listMyProperties(
  ctx: ServiceContext,
  params: PropertyListParams,
): Promise<ReplyOf<typeof propertyEndpoints.visibleToMe>> {
  return listProperties(ctx, params, await visiblePropertiesWhere(ctx.db, ctx.company));
}

/** The form's insurance section: the first policy's three fields (absent ones left out). */
function insuranceOf(first: LinkedPolicy | undefined): SavedProperty['insurance'] {
  if (!first) return { deductible: 0 };
  return {
    ...(first.policyNumber ? { policyNumber: first.policyNumber } : {}),
    ...(first.contactNumber ? { contactNumber: first.contactNumber } : {}),
    deductible: first.deductible,
  };
}

/** One property of the company with its insurance; another company's id is simply not found. */
async function readProperty(db: Runner, companyId: string, id: string): Promise<SavedProperty> {
  const [row] = await db
    .select(columns)
    .from(properties)
    .where(and(eq(properties.companyId, companyId), eq(properties.id, id)));
  if (!row) throw new NotFoundError();
  const policies = await policiesOfProperty(db, companyId, id);
  return { ...propertyRowOf(row), insurance: insuranceOf(policies[0]), insurancePolicies: policies };
}

/** GET /properties/{id}: one property of the company with its insurance policies (404 for another company's). */
export async function getProperty(ctx: ServiceContext, id: string): Promise<ReplyOf<typeof propertyEndpoints.detail>> {
  return { property: await readProperty(ctx.db, ctx.company.companyId, id) };
}

/**
 * The property of a contacts or vendors read: any of the company's for a property manager; for a
 * reporter (the Add Event wizard's side panels) only one they see, others answering 404 like an
 * unknown id.
 */
async function propertyForPanels(ctx: ServiceContext, id: string): Promise<void> {
  const { companyId, permissions } = ctx.company;
  if (permissions.includes('manageProperties')) {
    await readProperty(ctx.db, companyId, id);
    return;
  }
  if (!(await canSeeProperty(ctx.db, ctx.company, id))) throw new NotFoundError();
}

/** GET /property/{id}/poc: the property's contacts, the people who may be its on-call person. */
export async function listPropertyContacts(
  ctx: ServiceContext,
  id: string,
): Promise<ReplyOf<typeof propertyEndpoints.contacts>> {
  await propertyForPanels(ctx, id);
  return { people: await listContacts(ctx.db, ctx.company.companyId, id) };
}

/** GET /property/{id}/vendors: the property's vendors, as the vendor list shows them. */
export async function listPropertyVendors(
  ctx: ServiceContext,
  id: string,
): Promise<ReplyOf<typeof propertyEndpoints.vendors>> {
  await propertyForPanels(ctx, id);
  return { vendors: await listVendorsOfProperty(ctx.db, ctx.company.companyId, id) };
}

/** Checked, normalised column values of a save; every rule the schema cannot say, all errors at once (400). */
function valuesOf(input: Property, defaultTimeZone: string) {
  const { values, errors } = propertyValues(input, defaultTimeZone);
  if (errors.length > 0) throw new BadRequestError(`${errors[0].field} ${errors[0].message}`, errors);
  return values;
}

/**
 * POST /property: creates the property when it has no id, otherwise updates the company's
 * property with that id (404 when it is another company's or unknown). One transaction: the
 * property, the on-call person check (one of the property's contacts) and its first policy
 * (spec 000 §5 insurance rule) are saved together or not at all. The on-call number is not
 * written here (POST /property/{id}/oncall/create).
 */
export async function saveProperty(
  ctx: ServiceContext,
  input: Property,
  defaultTimeZone: string,
): Promise<ReplyOf<typeof propertyEndpoints.save>> {
  const { companyId } = ctx.company;
  const { property, policy } = valuesOf(input, defaultTimeZone);
  const id = await ctx.transaction(async (txCtx) => {
    const { db: tx, record } = txCtx;
    let propertyId: string;
    if (!input.id) {
      const [created] = await tx
        .insert(properties)
        .values({ ...property, companyId })
        .returning({ id: properties.id });
      propertyId = created.id;
    } else {
      const [updated] = await tx
        .update(properties)
        .set(property)
        .where(and(eq(properties.companyId, companyId), eq(properties.id, input.id)))
        .returning({ id: properties.id });
      if (!updated) throw new NotFoundError();
      propertyId = updated.id;
    }
    if (property.onCallPersonId && !(await isContact(tx, companyId, propertyId, property.onCallPersonId))) {
      throw new BadRequestError('onCallPersonId must be one of the property’s contacts', [
        { field: 'onCallPersonId', message: 'must be one of the property’s contacts' },
      ]);
    }
    if (policy) await saveFirstPolicyOfProperty(txCtx, propertyId, policy);
    await record({ type: input.id ? 'property.updated' : 'property.created', subjectId: propertyId });
    return propertyId;
  });
  return readProperty(ctx.db, companyId, id);
}

/** GET /properties/export: every property matching the query, as the Properties list's CSV file (walked, streamed). */
export function exportProperties(ctx: ServiceContext, query: QueryOf<typeof propertyEndpoints.export>): CsvExport {
  return csvExport({
    fileName: propertyEndpoints.export.csvExport.fileName,
    columns: csvColumnsOf(PROPERTY_COLUMNS, query.showArchived),
    batches: mapBatches(walkList(ctx.db, propertyList, ofCompany(ctx.company.companyId), query), propertyRowOf),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
    language: query.language ?? ctx.language,
  });
}
