import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { insertRows } from '../db/batch-insert.ts';
import type { Db } from '../db/connect.ts';
import {
  companies,
  documentTypes,
  eventCategories,
  eventTypes,
  insurancePolicies,
  logins,
  people,
  personProperties,
  personPropertyGroups,
  positionTypes,
  properties,
  propertyGroupProperties,
  propertyGroups,
  propertyInsurancePolicies,
  vendors,
  vendorTypes,
} from '../db/schema/index.ts';
import { seedDemoClaims } from './demo-claims.ts';
import { DEMO_DOCUMENT_TYPES, DEMO_EVENT_TYPES, DEMO_PROPERTIES, DEMO_VENDORS } from './demo-data.ts';
import { seedDemoEvents } from './demo-events.ts';
import { DEMO_COMPANIES, DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins.ts';
import { seedDemoProcedures } from './demo-procedures.ts';
import { seedDemoRoutineTasks } from './demo-routine-tasks.ts';
import { seedDemoSubscriptions } from './demo-subscriptions.ts';
import { only, PERSONA_ROLES } from './persona-roles.ts';

const ROLES = PERSONA_ROLES;
type RoleKey = keyof typeof ROLES;

async function seedCompany(
  db: Db,
  company: { name: string; features?: { routineTasks: boolean } },
  members: { login: { email: string; name: string }; role: RoleKey; phone: string }[],
  withEvents: boolean,
): Promise<void> {
  const [row] = await db
    .insert(companies)
    .values({
      name: company.name,
      type: 1,
      streetAddress1: '100 Main Street',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      features: company.features ?? {},
    })
    .returning({ id: companies.id });
  const companyId = row.id;

  const roleIds = {} as Record<RoleKey, string>;
  for (const [key, role] of Object.entries(ROLES) as [RoleKey, (typeof ROLES)[RoleKey]][]) {
    const [inserted] = await db
      .insert(positionTypes)
      .values({ companyId, ...role })
      .returning({ id: positionTypes.id });
    roleIds[key] = inserted.id;
  }
  await db.insert(positionTypes).values({ companyId, name: 'Former Contractor', active: false, permissions: only() });

  const propertyRows = await db
    .insert(properties)
    .values(DEMO_PROPERTIES.map((property) => ({ ...property, companyId })))
    .returning({ id: properties.id });
  const [policy] = await db
    .insert(insurancePolicies)
    .values({
      companyId,
      carrierName: 'Midwest Mutual',
      number: 'MM-204-5581',
      contactNumber: '(312) 555-0140',
      policyType: 2,
      deductible: '2500.00',
    })
    .returning({ id: insurancePolicies.id });
  await db.insert(propertyInsurancePolicies).values({ companyId, propertyId: propertyRows[0].id, policyId: policy.id });
  await insertRows(
    db,
    documentTypes,
    DEMO_DOCUMENT_TYPES.map((type) => ({ ...type, companyId })),
  );

  const [north, south] = await db
    .insert(propertyGroups)
    .values([
      { companyId, name: 'North Portfolio' },
      { companyId, name: 'South Portfolio' },
    ])
    .returning({ id: propertyGroups.id });
  await insertRows(
    db,
    propertyGroupProperties,
    propertyRows.map((property, index) => ({
      companyId,
      propertyGroupId: index % 2 === 0 ? north.id : south.id,
      propertyId: property.id,
    })),
  );

  let onCallSeeded = false;
  for (const member of members) {
    const [first, ...rest] = member.login.name.split(' ');
    const [person] = await db
      .insert(people)
      .values({
        companyId,
        firstName: first,
        lastName: rest.join(' '),
        emailAddress: member.login.email,
        phoneNumber: member.phone,
        positionId: roleIds[member.role],
        allPropertiesAssociated: member.role === 'admin',
      })
      .returning({ id: people.id });
    if (member.role === 'reporter') {
      await db.insert(personProperties).values({ companyId, personId: person.id, propertyId: propertyRows[0].id });
    }
    if (member.role === 'manager') {
      await db.insert(personPropertyGroups).values({ companyId, personId: person.id, propertyGroupId: north.id });
      // The first manager (a contact of the North properties) is on call for the first property of
      // the demo company with events, which also has its on-call number (the embedded provider's first).
      if (withEvents && !onCallSeeded) {
        onCallSeeded = true;
        await db
          .update(properties)
          .set({
            onCallPersonId: person.id,
            onCallPhoneNumberE164: '+12175550100',
            onCallPhoneNumberFriendly: '(217) 555-0100',
          })
          .where(eq(properties.id, propertyRows[0].id));
      }
    }
  }

  const typeRows = await db
    .insert(vendorTypes)
    .values([
      { companyId, name: 'General Contractor' },
      { companyId, name: 'Disaster Recovery' },
      { companyId, name: 'Plumbing' },
      { companyId, name: 'Electrical' },
      { companyId, name: 'Roofing', active: false },
    ])
    .returning({ id: vendorTypes.id, name: vendorTypes.name });
  const typeId = (name: string) => typeRows.find((type) => type.name === name)?.id;
  await insertRows(
    db,
    vendors,
    DEMO_VENDORS.map(({ type, ...vendor }) => ({ ...vendor, companyId, vendorTypeId: typeId(type) })),
  );

  const categoryIds: { typeId: string; categoryId: string }[] = [];
  for (const eventType of DEMO_EVENT_TYPES) {
    const [typeRow] = await db
      .insert(eventTypes)
      .values({ companyId, name: eventType.name })
      .returning({ id: eventTypes.id });
    const categories = await db
      .insert(eventCategories)
      .values(eventType.categories.map((name) => ({ companyId, eventTypeId: typeRow.id, name })))
      .returning({ id: eventCategories.id });
    for (const category of categories) categoryIds.push({ typeId: typeRow.id, categoryId: category.id });
  }
}

/** Two demo companies with every persona, their properties, groups, vendors and a few events. */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await insertRows(
    db,
    logins,
    Object.values(DEMO_LOGINS).map((login) => ({ ...login, passwordHash })),
  );
  const { admin, manager, reporter, viewer, both, summitAdmin } = DEMO_LOGINS;
  await seedCompany(
    db,
    DEMO_COMPANIES.harbor,
    [
      { login: admin, role: 'admin', phone: '(217) 555-0101' },
      { login: manager, role: 'manager', phone: '(217) 555-0102' },
      { login: reporter, role: 'reporter', phone: '(217) 555-0103' },
      { login: viewer, role: 'viewer', phone: '(217) 555-0104' },
      { login: both, role: 'manager', phone: '(217) 555-0105' },
    ],
    true,
  );
  await seedCompany(
    db,
    DEMO_COMPANIES.summit,
    [
      { login: summitAdmin, role: 'admin', phone: '(303) 555-0111' },
      { login: both, role: 'admin', phone: '(303) 555-0112' },
    ],
    false,
  );
  await seedDemoProcedures(db);
  await seedDemoRoutineTasks(db);
  await seedDemoEvents(db);
  await seedDemoClaims(db);
  await seedDemoSubscriptions(db);
}
