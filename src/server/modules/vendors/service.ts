import { and, eq, type SQL, sql } from 'drizzle-orm';
import { VENDOR_COLUMNS } from '../../../../schemas/lists/vendors.ts';
import type { BodyOf, EnvelopeOf, QueryOf, ReplyOf, RowOf } from '../../../../schemas/protocol/contract.ts';
import { VENDOR_SORT_FIELDS, vendorEndpoints } from '../../../../schemas/vendor.ts';
import { csvColumnsOf } from '../../../domain/lists/cell-text.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { joined, type ListSpec, readList } from '../../db/list-page.ts';
import { mapBatches, walkList } from '../../db/list-walk.ts';
import { vendorProperties, vendorPropertyGroups, vendors, vendorTypes } from '../../db/schema/index.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { BadRequestError, type FieldError, NotFoundError } from '../../http/errors.ts';
import { associatedRows, associationErrors, replaceLinks } from '../shared/associations.ts';
import { vendorRowOf, vendorValues } from './rules.ts';

export { VENDOR_SORT_FIELDS };
export type VendorSortField = (typeof VENDOR_SORT_FIELDS)[number];
export type VendorListItem = RowOf<typeof vendorEndpoints.list>;
export type VendorDetail = ReplyOf<typeof vendorEndpoints.detail>;
type SavedVendor = EnvelopeOf<typeof vendorEndpoints.detail>;

const shown = (value: string | null): string | undefined => value ?? undefined;

const listColumns = {
  id: vendors.id,
  name: vendors.name,
  type: joined(vendorTypes.name),
  typeId: vendors.vendorTypeId,
  email: vendors.email,
  phone: vendors.phone,
  city: vendors.city,
  state: vendors.state,
  allPropertiesAssociated: vendors.allPropertiesAssociated,
};

const lowerName = sql`lower(${vendors.name})`;

/**
 * The list's search over the stored search_text (name, e-mail, city, state; trigram index
 * vendors_search_idx — a test EXPLAINs it). `pattern` comes from containsPattern.
 */
export function vendorSearchMatch(pattern: string): SQL {
  return sql`${vendors.searchText} like lower(${pattern})`;
}

/**
 * GET /vendors. Every order ends with lower(name), id — the tail of vendors_company_name_idx,
 * which includes name and search_text, so the name sort filters a search in the index alone.
 */
const vendorList: ListSpec<VendorSortField, typeof listColumns> = {
  table: vendors,
  joins: [
    {
      table: vendorTypes,
      on: and(eq(vendorTypes.id, vendors.vendorTypeId), eq(vendorTypes.companyId, vendors.companyId)),
    },
  ],
  id: vendors.id,
  company: vendors.companyId,
  search: vendorSearchMatch,
  columns: listColumns,
  sorts: {
    name: [],
    type: [sql`lower(${vendorTypes.name})`],
    email: [sql`lower(${vendors.email})`],
    phone: [vendors.phone],
    location: [sql`lower(${vendors.city})`, sql`lower(${vendors.state})`],
  },
  tail: [lowerName, vendors.id],
};

/** GET /vendors: one page of the company's vendors and how many match (bounded, see countLimit). */
export async function listVendors(
  ctx: ServiceContext,
  params: QueryOf<typeof vendorEndpoints.list>,
): Promise<ReplyOf<typeof vendorEndpoints.list>> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const { rows, ...total } = await readList(db, vendorList, companyId, params);
  return { vendors: rows.map(vendorRowOf), ...total };
}

/** GET /vendors/{id}: one vendor of the company (404 for another company's or an unknown id). */
export async function getVendor(ctx: ServiceContext, id: string): Promise<VendorDetail> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.companyId, companyId), eq(vendors.id, id)));
  if (!row) throw new NotFoundError();
  const { properties: propertyRows, groups: groupRows } = await associatedRows(db, {
    properties: {
      table: vendorProperties,
      where: and(eq(vendorProperties.companyId, companyId), eq(vendorProperties.vendorId, id)),
    },
    groups: {
      table: vendorPropertyGroups,
      where: and(eq(vendorPropertyGroups.companyId, companyId), eq(vendorPropertyGroups.vendorId, id)),
    },
  });
  const vendor: SavedVendor = {
    id: row.id,
    name: row.name,
    typeId: shown(row.vendorTypeId),
    email: shown(row.email),
    phone: shown(row.phone),
    address: { city: shown(row.city), state: shown(row.state) },
    allPropertiesAssociated: row.allPropertiesAssociated,
    propertyAssociations: propertyRows.map((property) => property.id),
    propertyGroupAssociations: groupRows.map((group) => group.id),
  };
  return {
    vendor,
    propertyAssociations: propertyRows,
    propertyGroupAssociations: groupRows,
  };
}

/**
 * The rules the schema cannot say, checked together so one 400 names every bad field: a name
 * that is not blank, a type that is one of the company's ACTIVE vendor types, and association
 * ids that all belong to the company.
 */
async function checkReferences(
  tx: Runner,
  companyId: string,
  name: string,
  typeId: string,
  propertyIds: string[],
  groupIds: string[],
): Promise<void> {
  const [types, badAssociations] = await Promise.all([
    tx
      .select({ id: vendorTypes.id })
      .from(vendorTypes)
      .where(and(eq(vendorTypes.companyId, companyId), eq(vendorTypes.id, typeId), eq(vendorTypes.active, true))),
    associationErrors(
      tx,
      companyId,
      { propertyAssociations: propertyIds, propertyGroupAssociations: groupIds },
      'plain',
    ),
  ]);
  const errors: FieldError[] = [];
  if (!name) errors.push({ field: 'name', message: 'is required' });
  if (types.length === 0) errors.push({ field: 'typeId', message: 'must be an active vendor type of the company' });
  errors.push(...badAssociations);
  const [first] = errors;
  if (first) throw new BadRequestError(`${first.field} ${first.message}`, errors);
}

/**
 * POST /vendor: creates the vendor when it has no id, otherwise updates the company's vendor with
 * that id (404 when the id is another company's or unknown), and replaces its property and
 * property-group associations — all in one transaction, so a refused save changes nothing.
 * Associations are kept as sent when "all properties" is on, so switching it off restores them.
 */
export async function saveVendor(
  ctx: ServiceContext,
  input: BodyOf<typeof vendorEndpoints.save>,
): Promise<VendorDetail> {
  const { companyId } = ctx.company;
  const { values, propertyIds, groupIds } = vendorValues(input);
  const { name } = values;
  const vendorId = await ctx.transaction(async ({ db: tx, record }) => {
    let id = input.id;
    if (id) {
      // Another company's vendor is not found, before anything about the body is told.
      const [own] = await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.companyId, companyId), eq(vendors.id, id)));
      if (!own) throw new NotFoundError();
    }
    await checkReferences(tx, companyId, name, input.typeId, propertyIds, groupIds);
    if (id) {
      await tx
        .update(vendors)
        .set(values)
        .where(and(eq(vendors.companyId, companyId), eq(vendors.id, id)));
    } else {
      const [created] = await tx
        .insert(vendors)
        .values({ ...values, companyId })
        .returning({ id: vendors.id });
      id = created.id;
    }
    const vendorId = id;
    await replaceLinks(
      tx,
      vendorProperties,
      eq(vendorProperties.vendorId, vendorId),
      propertyIds.map((propertyId) => ({ companyId, vendorId, propertyId })),
    );
    await replaceLinks(
      tx,
      vendorPropertyGroups,
      eq(vendorPropertyGroups.vendorId, vendorId),
      groupIds.map((propertyGroupId) => ({ companyId, vendorId, propertyGroupId })),
    );
    await record({ type: input.id ? 'vendor.updated' : 'vendor.created', subjectId: vendorId });
    return vendorId;
  });
  return getVendor(ctx, vendorId);
}

/** GET /vendors/export: every vendor matching the query, as the Vendors list's CSV file (walked, streamed). */
export function exportVendors(ctx: ServiceContext, query: QueryOf<typeof vendorEndpoints.export>): CsvExport {
  return csvExport({
    fileName: vendorEndpoints.export.csvExport.fileName,
    columns: csvColumnsOf(VENDOR_COLUMNS),
    batches: mapBatches(walkList(ctx.db, vendorList, ctx.company.companyId, query), vendorRowOf),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
    language: query.language ?? ctx.language,
  });
}
