import { and, eq, type SQL, sql } from 'drizzle-orm';
import { VENDOR_TYPE_COLUMNS } from '../../../../schemas/lists/vendor-types.ts';
import type { BodyOf, QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { VENDOR_TYPE_SORT_FIELDS, vendorTypeEndpoints } from '../../../../schemas/vendor-type.ts';
import { csvColumnsOf } from '../../../domain/lists/cell-text.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { walkList } from '../../db/list-walk.ts';
import { vendorTypes } from '../../db/schema/index.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';
import { refuseNameClash, refuseTakenName } from '../shared/unique-name.ts';

export { VENDOR_TYPE_SORT_FIELDS };
export type VendorTypeSortField = (typeof VENDOR_TYPE_SORT_FIELDS)[number];

/** The list query plus an optional status filter (the vendor form offers active types only). */
export type VendorTypeListParams = QueryOf<typeof vendorTypeEndpoints.list>;

const columns = { id: vendorTypes.id, name: vendorTypes.name, active: vendorTypes.active };

const lowerName = sql`lower(${vendorTypes.name})`;

/** The list's search: the expression of vendor_types_search_idx (pg_trgm), so it reads the index. */
export function vendorTypeSearchMatch(pattern: string): SQL {
  return sql`${lowerName} like lower(${pattern})`;
}

/**
 * The vendor types list. Both orders end with lower(name), id — the tail of
 * vendor_types_company_name_idx — so pages are stable and the name sort reads the index.
 */
const vendorTypeList: ListSpec<VendorTypeSortField, typeof columns> = {
  table: vendorTypes,
  id: vendorTypes.id,
  company: vendorTypes.companyId,
  search: vendorTypeSearchMatch,
  columns,
  sorts: { name: [], active: [vendorTypes.active] },
  tail: [lowerName, vendorTypes.id],
  few: true,
};

/** GET /vendortypes: one page of the company's vendor types and how many match (bounded, see countLimit). */
export async function listVendorTypes(
  ctx: ServiceContext,
  params: VendorTypeListParams,
): Promise<ReplyOf<typeof vendorTypeEndpoints.list>> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const { rows, ...total } = await readList(db, vendorTypeList, companyId, params, activeFilter(params.active));
  return { types: rows, ...total };
}

/** One vendor type of the company; another company's id is simply not found. */
export async function getVendorType(
  ctx: ServiceContext,
  id: string,
): Promise<ReplyOf<typeof vendorTypeEndpoints.detail>> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const [row] = await db
    .select(columns)
    .from(vendorTypes)
    .where(and(eq(vendorTypes.companyId, companyId), eq(vendorTypes.id, id)));
  if (!row) throw new NotFoundError();
  return { type: row };
}

/**
 * POST /vendorType: creates the type when it has no id, otherwise updates the company's type
 * with that id (404 when the id is another company's or unknown). The body was validated
 * against vendorTypeSchema; the rules a schema cannot say: not only spaces, and a name no other
 * type of the company has (any case, inactive types included: shared/unique-name.ts).
 */
export async function saveVendorType(
  ctx: ServiceContext,
  input: BodyOf<typeof vendorTypeEndpoints.save>,
): Promise<ReplyOf<typeof vendorTypeEndpoints.save>> {
  const { companyId } = ctx.company;
  const name = input.name.trim();
  if (!name) throw invalidField('name', 'is required');
  const values = { name, active: input.active };
  const id = input.id;
  return refuseNameClash('vendor_types_company_name_uq', () =>
    ctx.transaction(async ({ db: tx, record }) => {
      await refuseTakenName(tx, vendorTypes, eq(vendorTypes.companyId, companyId), name, id);
      let saved: ReplyOf<typeof vendorTypeEndpoints.save>;
      if (!id) {
        const [created] = await tx
          .insert(vendorTypes)
          .values({ ...values, companyId })
          .returning(columns);
        saved = created;
      } else {
        const [updated] = await tx
          .update(vendorTypes)
          .set(values)
          .where(and(eq(vendorTypes.companyId, companyId), eq(vendorTypes.id, id)))
          .returning(columns);
        if (!updated) throw new NotFoundError();
        saved = updated;
      }
      await record({ type: id ? 'vendorType.updated' : 'vendorType.created', subjectId: saved.id });
      return saved;
    }),
  );
}

/** The list's own filter: only active (or only inactive) types when asked. */
function activeFilter(active: boolean | undefined): SQL | undefined {
  return active === undefined ? undefined : eq(vendorTypes.active, active);
}

/** GET /vendortypes/export: every vendor type matching the query, as the list's CSV file (walked, streamed). */
export function exportVendorTypes(ctx: ServiceContext, query: QueryOf<typeof vendorTypeEndpoints.export>): CsvExport {
  return csvExport({
    fileName: vendorTypeEndpoints.export.csvExport.fileName,
    columns: csvColumnsOf(VENDOR_TYPE_COLUMNS),
    batches: walkList(ctx.db, vendorTypeList, ctx.company.companyId, query, [activeFilter(query.active)]),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
    language: query.language ?? ctx.language,
  });
}
