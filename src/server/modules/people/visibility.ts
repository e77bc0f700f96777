import { and, not, type SQL, sql } from 'drizzle-orm';
import type { CompanyContext } from '../../auth/membership.ts';
import type { Runner } from '../../db/connect.ts';
import {
  people,
  personProperties,
  personPropertyGroups,
  positionTypes,
  properties,
  propertyGroupProperties,
} from '../../db/schema/index.ts';
import { visiblePropertiesWhere } from '../properties/visibility.ts';

/**
 * `filterByAssociations` of GET /people: only people who share a property with the caller —
 * a non-archived property that both may see under the one item-visibility rule
 * (properties/visibility.ts: directly, through a property group, with "all properties", or
 * through a role that sees all company items). So a person with "all properties" or a sees-all
 * role shares every property the caller sees, and a person with no associations shares none.
 * The condition is on the outer `people` row of the list query.
 */
export async function sharesPropertyWith(db: Runner, context: CompanyContext): Promise<SQL> {
  const callerSees = await visiblePropertiesWhere(db, context);
  const visible = sql`select ${properties.id} from ${properties} where ${and(callerSees, not(properties.isArchived))}`;
  return sql`(
    ((${people.allPropertiesAssociated} or coalesce((
        select ${positionTypes.seesAllCompanyItems} from ${positionTypes}
        where ${positionTypes.id} = ${people.positionId}), false))
      and exists (${visible}))
    or exists (
      select 1 from ${personProperties}
      where ${personProperties.personId} = ${people.id}
        and ${personProperties.propertyId} in (${visible}))
    or exists (
      select 1 from ${personPropertyGroups}
      join ${propertyGroupProperties}
        on ${propertyGroupProperties.propertyGroupId} = ${personPropertyGroups.propertyGroupId}
      where ${personPropertyGroups.personId} = ${people.id}
        and ${propertyGroupProperties.propertyId} in (${visible})))`;
}
