import { and, eq, sql } from 'drizzle-orm';
import { PROPERTY_GROUP_COLUMNS } from '../../../../schemas/lists/property-groups.ts';
import { GROUP_SORT_FIELDS, propertyGroupEndpoints } from '../../../../schemas/property-group.ts';
import type { BodyOf, QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { csvColumnsOf } from '../../../domain/lists/cell-text.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { walkList } from '../../db/list-walk.ts';
import { properties, propertyGroupProperties, propertyGroups } from '../../db/schema/index.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { BadRequestError, type FieldError, NotFoundError } from '../../http/errors.ts';
import { associationErrors, distinctIds, replaceLinks } from '../shared/associations.ts';
import { refuseNameClash, takenNameErrors } from '../shared/unique-name.ts';
import { targetId } from './group-id.ts';

export { GROUP_SORT_FIELDS };
export type GroupSortField = (typeof GROUP_SORT_FIELDS)[number];
export type PropertyGroupDetail = ReplyOf<typeof propertyGroupEndpoints.detail>;
type SavedPropertyGroup = ReplyOf<typeof propertyGroupEndpoints.create>;

const groupColumns = {
  id: propertyGroups.id,
  name: propertyGroups.name,
  propertyCount:
    sql<number>`(select count(*) from ${propertyGroupProperties} where ${propertyGroupProperties.propertyGroupId} = ${propertyGroups.id})`.mapWith(
      Number,
    ),
};

/** Exactly the expression of property_groups_search_idx (trigram) and of the name index. */
const lowerName = sql`lower(${propertyGroups.name})`;

/**
 * The groups list: name order on property_groups_company_name_idx (which includes name, so a
 * search filters in the index alone); each row's property count is a sub-query of the select
 * list, evaluated only for the page's rows.
 */
const groupList: ListSpec<GroupSortField, typeof groupColumns> = {
  table: propertyGroups,
  id: propertyGroups.id,
  company: propertyGroups.companyId,
  search: (pattern) => sql`${lowerName} like lower(${pattern})`,
  columns: groupColumns,
  sorts: { name: [] },
  tail: [lowerName, propertyGroups.id],
};

/** GET /propertygroups: one page of the company's groups and how many match (bounded, see countLimit). */
export async function listPropertyGroups(
  ctx: ServiceContext,
  params: QueryOf<typeof propertyGroupEndpoints.list>,
): Promise<ReplyOf<typeof propertyGroupEndpoints.list>> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const { rows, ...total } = await readList(db, groupList, companyId, params);
  return { propertyGroups: rows, ...total };
}

/** GET /propertygroups/{id}: the group with its property ids (by property name) and those properties. */
export async function getPropertyGroup(ctx: ServiceContext, id: string): Promise<PropertyGroupDetail> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const [group] = await db
    .select({ id: propertyGroups.id, name: propertyGroups.name })
    .from(propertyGroups)
    .where(and(eq(propertyGroups.companyId, companyId), eq(propertyGroups.id, id)));
  if (!group) throw new NotFoundError();
  const rows = await db
    .select({
      id: properties.id,
      propertyNumber: properties.propertyNumber,
      name: properties.name,
      city: properties.city,
      state: properties.state,
      isArchived: properties.isArchived,
    })
    .from(propertyGroupProperties)
    .innerJoin(properties, eq(properties.id, propertyGroupProperties.propertyId))
    .where(eq(propertyGroupProperties.propertyGroupId, id))
    .orderBy(sql`lower(${properties.name})`, properties.id);
  return { propertyGroup: { ...group, propertyAssociations: rows.map((row) => row.id) }, properties: rows };
}

/** A blank name, or one another group of the company has (any case). */
async function nameErrors(tx: Runner, companyId: string, name: string, id: string | null): Promise<FieldError[]> {
  if (!name) return [{ field: 'name', message: 'is required' }];
  return takenNameErrors(tx, propertyGroups, eq(propertyGroups.companyId, companyId), name, id ?? undefined);
}

/**
 * POST /propertygroups (create) and POST /propertygroups/{id} (update; 'new' creates): the
 * group's name and its whole property list, in one transaction. Property ids must be this
 * company's (400, nothing saved); duplicates are stored once; another company's group is 404.
 * The name is unique in the company, whatever the case (400 'already exists', shared/unique-name.ts).
 */
export async function savePropertyGroup(
  ctx: ServiceContext,
  input: BodyOf<typeof propertyGroupEndpoints.create>,
  pathId?: string,
): Promise<SavedPropertyGroup> {
  const { companyId } = ctx.company;
  const id = targetId(pathId, input.id);
  const name = input.name.trim();
  const propertyIds = distinctIds(input.propertyAssociations);
  return refuseNameClash('property_groups_company_name_uq', () =>
    ctx.transaction(async (txCtx) => {
      const { db: tx, record } = txCtx;
      if (id) {
        const [existing] = await tx
          .select({ id: propertyGroups.id })
          .from(propertyGroups)
          .where(and(eq(propertyGroups.companyId, companyId), eq(propertyGroups.id, id)))
          .for('update');
        if (!existing) throw new NotFoundError();
      }
      const errors = [
        ...(await nameErrors(tx, companyId, name, id)),
        ...(await associationErrors(tx, companyId, { propertyAssociations: propertyIds }, 'naming ids')),
      ];
      if (errors.length) throw new BadRequestError(`${errors[0].field} ${errors[0].message}`, errors);

      let groupId = id;
      if (groupId) {
        await tx
          .update(propertyGroups)
          .set({ name })
          .where(and(eq(propertyGroups.companyId, companyId), eq(propertyGroups.id, groupId)));
      } else {
        const [created] = await tx
          .insert(propertyGroups)
          .values({ companyId, name })
          .returning({ id: propertyGroups.id });
        groupId = created.id;
      }
      await replaceLinks(
        tx,
        propertyGroupProperties,
        eq(propertyGroupProperties.propertyGroupId, groupId),
        propertyIds.map((propertyId) => ({ companyId, propertyGroupId: groupId, propertyId })),
      );
      await record({ type: id ? 'propertyGroup.updated' : 'propertyGroup.created', subjectId: groupId });
      return (await getPropertyGroup(txCtx, groupId)).propertyGroup;
    }),
  );
}

/** GET /propertygroups/export: every group matching the query, as the list's CSV file (walked, streamed). */
export function exportPropertyGroups(
  ctx: ServiceContext,
  query: QueryOf<typeof propertyGroupEndpoints.export>,
): CsvExport {
  return csvExport({
    fileName: propertyGroupEndpoints.export.csvExport.fileName,
    columns: csvColumnsOf(PROPERTY_GROUP_COLUMNS),
    batches: walkList(ctx.db, groupList, ctx.company.companyId, query),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
    language: query.language ?? ctx.language,
  });
}
