import { and, eq, inArray } from 'drizzle-orm';
import type { SubscriptionFilter, SubscriptionSubscriber } from '../../../domain/subscriptions/subscription.ts';
import type { PreviewNames } from '../../../domain/subscriptions/subscription-preview.ts';
import type { Runner } from '../../db/connect.ts';
import {
  eventCategories,
  eventTypes,
  people,
  positionTypes,
  properties,
  propertyGroups,
} from '../../db/schema/index.ts';

/** The records a subscription names, of its company: id → name (and, for roles and categories, what the save checks). */
export interface NamedRecords {
  names: PreviewNames;
  /** Active state of each named role. */
  roleActive: Record<string, boolean>;
  /** The type of each named category. */
  categoryType: Record<string, string>;
  /** Named people that are archived. */
  archivedPeople: Set<string>;
}

interface Named {
  filters: readonly SubscriptionFilter[];
  subscribers: readonly SubscriptionSubscriber[];
}

const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => Boolean(id)))];

/** Reads, in one go per table, the names of everything the subscriptions name (only the company's rows). */
export async function readNamedRecords(db: Runner, companyId: string, named: readonly Named[]): Promise<NamedRecords> {
  const conditions = named.flatMap((s) => s.filters.flatMap((f) => f.conditions));
  const locations = named.flatMap((s) => s.filters.flatMap((f) => f.locations));
  const subscribers = named.flatMap((s) => s.subscribers);
  const ids = {
    types: unique(conditions.map((c) => c.qualifier.typeId)),
    categories: unique(conditions.map((c) => c.qualifier.categoryId)),
    properties: unique(locations.flatMap((l) => l.propertyIds)),
    groups: unique(locations.flatMap((l) => l.propertyGroupIds)),
    people: unique(subscribers.filter((s) => s.recipientType === 'Person').map((s) => s.recipientQualifier)),
    roles: unique(subscribers.filter((s) => s.recipientType === 'Role').map((s) => s.recipientQualifier)),
  };
  const none = Promise.resolve([]);
  const [types, categories, props, groups, persons, roles] = await Promise.all([
    ids.types.length === 0
      ? none
      : db
          .select({ id: eventTypes.id, name: eventTypes.name })
          .from(eventTypes)
          .where(and(eq(eventTypes.companyId, companyId), inArray(eventTypes.id, ids.types))),
    ids.categories.length === 0
      ? Promise.resolve([] as { id: string; name: string; typeId: string }[])
      : db
          .select({ id: eventCategories.id, name: eventCategories.name, typeId: eventCategories.eventTypeId })
          .from(eventCategories)
          .where(and(eq(eventCategories.companyId, companyId), inArray(eventCategories.id, ids.categories))),
    ids.properties.length === 0
      ? none
      : db
          .select({ id: properties.id, name: properties.name })
          .from(properties)
          .where(and(eq(properties.companyId, companyId), inArray(properties.id, ids.properties))),
    ids.groups.length === 0
      ? none
      : db
          .select({ id: propertyGroups.id, name: propertyGroups.name })
          .from(propertyGroups)
          .where(and(eq(propertyGroups.companyId, companyId), inArray(propertyGroups.id, ids.groups))),
    ids.people.length === 0
      ? Promise.resolve([] as { id: string; firstName: string; lastName: string; isArchived: boolean }[])
      : db
          .select({
            id: people.id,
            firstName: people.firstName,
            lastName: people.lastName,
            isArchived: people.isArchived,
          })
          .from(people)
          .where(and(eq(people.companyId, companyId), inArray(people.id, ids.people))),
    ids.roles.length === 0
      ? Promise.resolve([] as { id: string; name: string; active: boolean }[])
      : db
          .select({ id: positionTypes.id, name: positionTypes.name, active: positionTypes.active })
          .from(positionTypes)
          .where(and(eq(positionTypes.companyId, companyId), inArray(positionTypes.id, ids.roles))),
  ]);
  const byId = (rows: { id: string; name: string }[]) => Object.fromEntries(rows.map((row) => [row.id, row.name]));
  return {
    names: {
      eventTypes: byId(types),
      categories: byId(categories),
      properties: byId(props),
      propertyGroups: byId(groups),
      people: Object.fromEntries(persons.map((p) => [p.id, `${p.firstName} ${p.lastName}`])),
      roles: byId(roles),
    },
    roleActive: Object.fromEntries(roles.map((role) => [role.id, role.active])),
    categoryType: Object.fromEntries(categories.map((category) => [category.id, category.typeId])),
    archivedPeople: new Set(persons.filter((p) => p.isArchived).map((p) => p.id)),
  };
}
