import { and, eq, sql } from 'drizzle-orm';
import { ROLE_COLUMNS } from '../../../../schemas/lists/roles.ts';
import type { BodyOf, EnvelopeOf, QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { ROLE_SORT_FIELDS, roleEndpoints } from '../../../../schemas/role.ts';
import { PERMISSION_NAMES, type PermissionSet } from '../../../domain/company/permissions.ts';
import { csvColumnsOf } from '../../../domain/lists/cell-text.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { mapBatches, walkList } from '../../db/list-walk.ts';
import { positionTypes } from '../../db/schema/index.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';
import { refuseNameClash, refuseTakenName } from '../shared/unique-name.ts';

export { ROLE_SORT_FIELDS };
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];
type SavedRole = EnvelopeOf<typeof roleEndpoints.detail>;

const columns = {
  id: positionTypes.id,
  name: positionTypes.name,
  active: positionTypes.active,
  isPocForEvents: positionTypes.isPocForEvents,
  seesAllCompanyItems: positionTypes.seesAllCompanyItems,
  permissions: positionTypes.permissions,
};

/** A selected row: the role's columns, permissions as stored (jsonb). */
type RoleRow = Omit<SavedRole, 'permissions'> & { permissions: Partial<Record<string, boolean>> };

/** Every permission present, unknown keys dropped: rows written before a permission existed read as false. */
function toRole(row: RoleRow): SavedRole {
  const permissions = Object.fromEntries(
    PERMISSION_NAMES.map((name) => [name, row.permissions[name] === true]),
  ) as PermissionSet;
  return { ...row, permissions };
}

const lowerName = sql`lower(${positionTypes.name})`;

/**
 * The role list. Both orders end with lower(name), id — the tail of
 * position_types_company_name_idx — so pages are stable and the name sort reads the index.
 */
const roleList: ListSpec<RoleSortField, typeof columns> = {
  table: positionTypes,
  id: positionTypes.id,
  company: positionTypes.companyId,
  search: (pattern) => sql`${lowerName} like lower(${pattern})`,
  columns,
  sorts: { name: [], active: [positionTypes.active] },
  tail: [lowerName, positionTypes.id],
  few: true,
};

/** GET /positiontypes: one page of the company's roles and how many match (bounded, see countLimit). */
export async function listRoles(
  ctx: ServiceContext,
  params: QueryOf<typeof roleEndpoints.list>,
): Promise<ReplyOf<typeof roleEndpoints.list>> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const { rows, ...total } = await readList(db, roleList, companyId, params);
  return { types: rows.map(toRole), ...total };
}

/** One role of the company; another company's id is simply not found. */
export async function getRole(ctx: ServiceContext, id: string): Promise<ReplyOf<typeof roleEndpoints.detail>> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const [row] = await db
    .select(columns)
    .from(positionTypes)
    .where(and(eq(positionTypes.companyId, companyId), eq(positionTypes.id, id)));
  if (!row) throw new NotFoundError();
  return { type: toRole(row) };
}

/**
 * POST /positiontype: creates the role when it has no id, otherwise updates the company's
 * role with that id (404 when the id is another company's or unknown). The body was already
 * validated against roleSchema; the rules a schema cannot say: not only spaces, and a name no
 * other role of the company has (any case, inactive roles included: shared/unique-name.ts).
 */
export async function saveRole(
  ctx: ServiceContext,
  input: BodyOf<typeof roleEndpoints.save>,
): Promise<ReplyOf<typeof roleEndpoints.save>> {
  const { companyId } = ctx.company;
  const name = input.name.trim();
  if (!name) throw invalidField('name', 'is required');
  const values = {
    name,
    active: input.active,
    isPocForEvents: input.isPocForEvents,
    seesAllCompanyItems: input.seesAllCompanyItems,
    permissions: input.permissions,
  };
  const id = input.id;
  return refuseNameClash('position_types_company_name_uq', () =>
    ctx.transaction(async ({ db: tx, record }) => {
      await refuseTakenName(tx, positionTypes, eq(positionTypes.companyId, companyId), name, id);
      let saved: SavedRole;
      if (!id) {
        const [created] = await tx
          .insert(positionTypes)
          .values({ ...values, companyId })
          .returning(columns);
        saved = toRole(created);
      } else {
        const [updated] = await tx
          .update(positionTypes)
          .set(values)
          .where(and(eq(positionTypes.companyId, companyId), eq(positionTypes.id, id)))
          .returning(columns);
        if (!updated) throw new NotFoundError();
        saved = toRole(updated);
      }
      await record({ type: id ? 'role.updated' : 'role.created', subjectId: saved.id });
      return saved;
    }),
  );
}

/** GET /positiontypes/export: every role matching the query, as the Roles list's CSV file (walked, streamed). */
export function exportRoles(ctx: ServiceContext, query: QueryOf<typeof roleEndpoints.export>): CsvExport {
  return csvExport({
    fileName: roleEndpoints.export.csvExport.fileName,
    columns: csvColumnsOf(ROLE_COLUMNS),
    batches: mapBatches(walkList(ctx.db, roleList, ctx.company.companyId, query), toRole),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
    language: query.language ?? ctx.language,
  });
}
