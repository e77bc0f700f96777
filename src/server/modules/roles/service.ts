import { and, eq, sql } from 'drizzle-orm';
import type { Role, SavedRole } from '../../../../schemas/role.ts';
import { PERMISSION_NAMES, type PermissionSet } from '../../../domain/permissions.ts';
import type { Db } from '../../db/connect.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { positionTypes } from '../../db/schema/index.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';
import type { ListParams, ListTotal } from '../../http/list-query.ts';
import { refuseNameClash, refuseTakenName } from '../shared/unique-name.ts';

export const ROLE_SORT_FIELDS = ['name', 'active'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

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
  db: Db,
  companyId: string,
  params: ListParams<RoleSortField>,
): Promise<{ types: SavedRole[] } & ListTotal> {
  const { rows, ...total } = await readList(db, roleList, companyId, params);
  return { types: rows.map(toRole), ...total };
}

/** One role of the company; another company's id is simply not found. */
export async function getRole(db: Db, companyId: string, id: string): Promise<SavedRole> {
  const [row] = await db
    .select(columns)
    .from(positionTypes)
    .where(and(eq(positionTypes.companyId, companyId), eq(positionTypes.id, id)));
  if (!row) throw new NotFoundError();
  return toRole(row);
}

/**
 * POST /positiontype: creates the role when it has no id, otherwise updates the company's
 * role with that id (404 when the id is another company's or unknown). The body was already
 * validated against roleSchema; the rules a schema cannot say: not only spaces, and a name no
 * other role of the company has (any case, inactive roles included: shared/unique-name.ts).
 */
export async function saveRole(db: Db, companyId: string, input: Role): Promise<SavedRole> {
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
  await refuseTakenName(db, positionTypes, eq(positionTypes.companyId, companyId), name, id);
  return refuseNameClash('position_types_company_name_uq', async () => {
    if (!id) {
      const [created] = await db
        .insert(positionTypes)
        .values({ ...values, companyId })
        .returning(columns);
      return toRole(created);
    }
    const [updated] = await db
      .update(positionTypes)
      .set(values)
      .where(and(eq(positionTypes.companyId, companyId), eq(positionTypes.id, id)))
      .returning(columns);
    if (!updated) throw new NotFoundError();
    return toRole(updated);
  });
}
