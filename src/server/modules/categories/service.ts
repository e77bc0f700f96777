import { and, asc, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  CATEGORY_MESSAGES,
  type Category,
  EVENT_TYPE_SORT_FIELDS,
  type eventCategoryEndpoints,
} from '../../../../schemas/event-category.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { containsPattern } from '../../db/list-window.ts';
import { eventCategories, eventTypes } from '../../db/schema/index.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';
import { refuseNameClash, refuseTakenName } from '../shared/unique-name.ts';
import { groupCategories } from './group.ts';

export { EVENT_TYPE_SORT_FIELDS };
export type EventTypeSortField = (typeof EVENT_TYPE_SORT_FIELDS)[number];
export type EventTypeList = ReplyOf<typeof eventCategoryEndpoints.list>;
/** A saved category, as both saves answer it. */
type SavedCategory = ReplyOf<typeof eventCategoryEndpoints.update>;

const typeName = sql`lower(${eventTypes.name})`;
const categoryName = sql`lower(${eventCategories.name})`;

const categoryColumns = { id: eventCategories.id, name: eventCategories.name, typeId: eventCategories.eventTypeId };

function eventTypeColumns(pattern: string | null) {
  return { id: eventTypes.id, name: eventTypes.name, matched: typeMatches(pattern) };
}

const typeMatches = (pattern: string | null) =>
  pattern ? sql<boolean>`${typeName} like lower(${pattern})` : sql<boolean>`true`;
const categoryMatches = (pattern: string) => sql`${categoryName} like lower(${pattern})`;

/**
 * The event types list: a search keeps the types whose name matches and the types with a
 * matching category; `matched` says which (both names have trigram indexes).
 */
const eventTypeList: ListSpec<EventTypeSortField, ReturnType<typeof eventTypeColumns>> = {
  table: eventTypes,
  id: eventTypes.id,
  company: eventTypes.companyId,
  search: (pattern) =>
    or(
      typeMatches(pattern),
      exists(
        sql`(select 1 from ${eventCategories} where ${and(eq(eventCategories.eventTypeId, eventTypes.id), categoryMatches(pattern))})`,
      ),
    ) as SQL,
  columns: (pattern) => eventTypeColumns(pattern),
  sorts: { name: [], Name: [] },
  tail: [typeName, eventTypes.id],
  countOrder: [typeName],
  few: true,
};

/**
 * GET /eventTypes: one page of the company's event types, each with its categories, sorted by
 * name in the chosen direction (ascending by default, spec 001 §9) — types and categories alike.
 * A search keeps the types whose name matches (with all their categories) and the types with a
 * matching category (with just those), case-insensitively; both names have trigram indexes.
 */
export async function listEventTypes(
  ctx: ServiceContext,
  params: QueryOf<typeof eventCategoryEndpoints.list>,
): Promise<EventTypeList> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const pattern = containsPattern(params.search);
  const dir = params.sortDirection === 'desc' ? desc : asc;
  const { rows: types, ...total } = await readList(db, eventTypeList, companyId, params);
  if (types.length === 0) return { eventTypes: [], ...total };

  const matchedTypeIds = types.filter((type) => type.matched).map((type) => type.id);
  const categories = await db
    .select(categoryColumns)
    .from(eventCategories)
    .where(
      and(
        eq(eventCategories.companyId, companyId),
        inArray(
          eventCategories.eventTypeId,
          types.map((type) => type.id),
        ),
        pattern && matchedTypeIds.length < types.length
          ? or(
              matchedTypeIds.length ? inArray(eventCategories.eventTypeId, matchedTypeIds) : undefined,
              categoryMatches(pattern),
            )
          : undefined,
      ),
    )
    .orderBy(dir(categoryName), dir(eventCategories.id));
  return { eventTypes: groupCategories(types, categories), ...total };
}

async function findEventType(db: Runner, companyId: string, typeId: string) {
  const [type] = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(and(eq(eventTypes.companyId, companyId), eq(eventTypes.id, typeId)));
  if (!type) throw new NotFoundError();
  return type;
}

async function findCategory(db: Runner, companyId: string, id: string) {
  const [category] = await db
    .select(categoryColumns)
    .from(eventCategories)
    .where(and(eq(eventCategories.companyId, companyId), eq(eventCategories.id, id)));
  if (!category) throw new NotFoundError();
  return category;
}

/** Two categories of one type with the same name (any case) could not be told apart in the event wizard. */
function refuseDuplicateName(db: Runner, typeId: string, name: string, exceptId?: string): Promise<void> {
  const scope = eq(eventCategories.eventTypeId, typeId);
  return refuseTakenName(db, eventCategories, scope, name, exceptId, CATEGORY_MESSAGES.duplicate);
}

/** The write, a concurrent save of the same name answered as the check above answers. */
const withUniqueName = <T>(write: () => Promise<T>) =>
  refuseNameClash('event_categories_type_name_uq', write, CATEGORY_MESSAGES.duplicate);

/** The name as stored: trimmed, and not blank (the schema cannot say "not only spaces"). */
function nameOf(input: Category): string {
  const name = input.name.trim();
  if (!name) throw invalidField('name', 'is required');
  return name;
}

async function rename(db: Runner, companyId: string, id: string, typeId: string, name: string): Promise<SavedCategory> {
  await refuseDuplicateName(db, typeId, name, id);
  const [updated] = await withUniqueName(() =>
    db
      .update(eventCategories)
      .set({ name })
      .where(and(eq(eventCategories.companyId, companyId), eq(eventCategories.id, id)))
      .returning(categoryColumns),
  );
  if (!updated) throw new NotFoundError();
  return updated;
}

/**
 * POST /eventTypes/{typeId}/categories: creates a category of the company's event type when the
 * body has no id (spec 001 §7); with an id, renames that category of the same type. Another
 * company's (or an unknown) type or category is 404. A category never moves to another type.
 */
export async function saveTypeCategory(
  ctx: ServiceContext,
  { typeId, category: input }: { typeId: string; category: Category },
): Promise<SavedCategory> {
  const { companyId } = ctx.company;
  const name = nameOf(input);
  if (input.typeId && input.typeId !== typeId) throw invalidField('typeId', 'must be the event type of the path');
  return ctx.transaction(async ({ db: tx, record }) => {
    await findEventType(tx, companyId, typeId);
    let saved: SavedCategory;
    if (input.id) {
      const category = await findCategory(tx, companyId, input.id);
      if (category.typeId !== typeId) throw new NotFoundError();
      saved = await rename(tx, companyId, category.id, typeId, name);
    } else {
      await refuseDuplicateName(tx, typeId, name);
      [saved] = await withUniqueName(() =>
        tx.insert(eventCategories).values({ companyId, eventTypeId: typeId, name }).returning(categoryColumns),
      );
    }
    await record({ type: input.id ? 'category.updated' : 'category.created', subjectId: saved.id });
    return saved;
  });
}

/** POST /categories/{id}: renames the company's category (404 for another company's or an unknown id). */
export async function updateCategory(
  ctx: ServiceContext,
  { id, category: input }: { id: string; category: Category },
): Promise<SavedCategory> {
  const { companyId } = ctx.company;
  const name = nameOf(input);
  if (input.id && input.id !== id) throw invalidField('id', 'must be the category of the path');
  return ctx.transaction(async ({ db: tx, record }) => {
    const category = await findCategory(tx, companyId, id);
    if (input.typeId && input.typeId !== category.typeId) throw invalidField('typeId', 'cannot be changed');
    const saved = await rename(tx, companyId, id, category.typeId, name);
    await record({ type: 'category.updated', subjectId: saved.id });
    return saved;
  });
}
