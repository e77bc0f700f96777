import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { propertyEndpoints } from '../../../../schemas/property/endpoints.ts';
import type { RowOf } from '../../../../schemas/protocol/contract.ts';
import type { Runner } from '../../db/connect.ts';
import {
  fullNameKey,
  people,
  personProperties,
  personPropertyGroups,
  positionTypes,
  propertyGroupProperties,
} from '../../db/schema/index.ts';

/** One contact of a property (GET /property/{id}/poc). */
export type PropertyContact = RowOf<typeof propertyEndpoints.contacts>;

/**
 * Which people are contacts ("points of contact") of a property: active (not archived) people
 * of the company whose role is shown as POC ('Show Role as POC for Events') and who are
 * associated with the property directly, through one of its groups, with "all properties", or
 * whose role sees all company items. The on-call person is chosen among them.
 */
function contactOf(companyId: string, propertyId: string): SQL {
  return and(
    eq(people.companyId, companyId),
    eq(people.isArchived, false),
    eq(positionTypes.isPocForEvents, true),
    sql`(${people.allPropertiesAssociated} or ${positionTypes.seesAllCompanyItems}
      or exists (select 1 from ${personProperties} where ${personProperties.personId} = ${people.id}
           and ${personProperties.propertyId} = ${propertyId})
      or exists (select 1 from ${personPropertyGroups}
           join ${propertyGroupProperties} on ${propertyGroupProperties.propertyGroupId} = ${personPropertyGroups.propertyGroupId}
           where ${personPropertyGroups.personId} = ${people.id}
           and ${propertyGroupProperties.propertyId} = ${propertyId}))`,
  ) as SQL;
}

/** The property's contacts by last name, first name (the caller checked the property is the company's). */
export async function listContacts(db: Runner, companyId: string, propertyId: string): Promise<PropertyContact[]> {
  const rows = await db
    .select({
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      phoneNumber: people.phoneNumber,
      emailAddress: people.emailAddress,
      positionId: people.positionId,
      positionName: positionTypes.name,
    })
    .from(people)
    .innerJoin(positionTypes, eq(positionTypes.id, people.positionId))
    .where(contactOf(companyId, propertyId))
    .orderBy(asc(fullNameKey(people.firstName, people.lastName)), asc(people.id));
  return rows.map((row) => ({
    ...row,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.emailAddress,
    phone: row.phoneNumber,
  }));
}

/** Whether a person is one of the property's contacts (the rule of the on-call person). */
export async function isContact(db: Runner, companyId: string, propertyId: string, personId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .innerJoin(positionTypes, eq(positionTypes.id, people.positionId))
    .where(and(contactOf(companyId, propertyId), eq(people.id, personId)));
  return row !== undefined;
}
