import { and, eq, type SQL, sql } from 'drizzle-orm';
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
 * The same rule as a condition on any column holding a property id of the viewer's company (an
 * event's property): true when the viewer may see that property; null when the viewer sees every
 * property of the company. The caller keeps its rows to the company.
 */
export async function visiblePropertyIdWhere(
  db: Runner,
  viewer: CompanyContext,
  propertyId: AnyPgColumn,
): Promise<SQL | null> {
  if (viewer.seesAllCompanyItems) return null;
  const [person] = await db
    .select({ all: people.allPropertiesAssociated })
    .from(people)
    .where(and(eq(people.companyId, viewer.companyId), eq(people.id, viewer.personId)));
  if (!person) return sql`false`;
  if (person.all) return null;
  return sql`(exists (select 1 from ${personProperties} where ${personProperties.personId} = ${viewer.personId}
           and ${personProperties.companyId} = ${viewer.companyId}
           and ${personProperties.propertyId} = ${propertyId})
      or exists (select 1 from ${personPropertyGroups}
           join ${propertyGroupProperties} on ${propertyGroupProperties.propertyGroupId} = ${personPropertyGroups.propertyGroupId}
           where ${personPropertyGroups.personId} = ${viewer.personId}
           and ${personPropertyGroups.companyId} = ${viewer.companyId}
           and ${propertyGroupProperties.propertyId} = ${propertyId}))`;
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
