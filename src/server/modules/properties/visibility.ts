import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CompanyContext } from '../../auth/membership.ts';
import type { Runner } from '../../db/connect.ts';
import {
  people,
  personProperties,
  personPropertyGroups,
  properties,
  propertyGroupProperties,
} from '../../db/schema/index.ts';

/**
 * THE item-visibility rule for properties (DESIGN: Identity, tenancy, permissions), as a
 * condition on `properties` rows: the company's properties the viewer may see. A person sees
 * the properties associated with them directly, through one of their property groups, or all
 * of them ("all properties"); a role that sees all company items sees every property.
 * Archived properties are not filtered here (lists add showArchived). Events reuse this.
 */
export async function visiblePropertiesWhere(db: Runner, viewer: CompanyContext): Promise<SQL> {
  const ofCompany = eq(properties.companyId, viewer.companyId);
  const limit = await visiblePropertyIdWhere(db, viewer, properties.id);
  return limit ? (and(ofCompany, limit) as SQL) : ofCompany;
}

/**
 * How far a viewer reaches among the company's properties: all of them (a role that sees all
 * company items, or 'all properties'), the ones associated with them (directly or through a
 * property group), or none (no person in this company).
 */
export type PropertyReach = 'company' | 'associated' | 'none';

export async function propertyReachOf(db: Runner, viewer: CompanyContext): Promise<PropertyReach> {
  if (viewer.seesAllCompanyItems) return 'company';
  // An API key (or a job) is nobody: without a role that sees all, it reaches no property.
  if (!viewer.personId) return 'none';
  const [person] = await db
    .select({ all: people.allPropertiesAssociated })
    .from(people)
    .where(and(eq(people.companyId, viewer.companyId), eq(people.id, viewer.personId)));
  if (!person) return 'none';
  return person.all ? 'company' : 'associated';
}

/** A viewer's ids as values, or as placeholders of a statement prepared once for every viewer of a reach. */
export interface ViewerIds {
  companyId: string | Placeholder;
  personId: string | Placeholder;
}

/**
 * The rule for a reach as a condition on a column holding a property id of the viewer's
 * company: null when the reach is the whole company.
 */
export function propertyIdWithin(reach: PropertyReach, who: ViewerIds, propertyId: AnyPgColumn): SQL | null {
  if (reach === 'company') return null;
  if (reach === 'none') return sql`false`;
  return sql`(exists (select 1 from ${personProperties} where ${personProperties.personId} = ${who.personId}
           and ${personProperties.companyId} = ${who.companyId}
           and ${personProperties.propertyId} = ${propertyId})
      or exists (select 1 from ${personPropertyGroups}
           join ${propertyGroupProperties} on ${propertyGroupProperties.propertyGroupId} = ${personPropertyGroups.propertyGroupId}
           where ${personPropertyGroups.personId} = ${who.personId}
           and ${personPropertyGroups.companyId} = ${who.companyId}
           and ${propertyGroupProperties.propertyId} = ${propertyId}))`;
}

/**
 * The same rule as a condition on any column holding a property id of the viewer's company (an
 * event's property): true when the viewer may see that property; null when the viewer sees every
 * property of the company. The caller keeps its rows to the company.
 */
export async function visiblePropertyIdWhere(
  db: Runner,
  viewer: CompanyContext,
  propertyId: AnyPgColumn,
): Promise<SQL | null> {
  return propertyIdWithin(await propertyReachOf(db, viewer), viewer, propertyId);
}

/** Whether the viewer may see one property of their company (false for another company's). */
export async function canSeeProperty(db: Runner, viewer: CompanyContext, propertyId: string): Promise<boolean> {
  const where = await visiblePropertiesWhere(db, viewer);
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(where, eq(properties.id, propertyId)));
  return row !== undefined;
}
