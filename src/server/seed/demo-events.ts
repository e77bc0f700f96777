import { and, eq, inArray } from 'drizzle-orm';
import type { DomainEventType } from '../context/domain-event-types.ts';
import type { Db } from '../db/connect.ts';
import {
  companies,
  domainEvents,
  eventCategories,
  eventChecklistItems,
  eventSteps,
  events,
  eventTypes,
  eventVisibleRoles,
  people,
  positionTypes,
  properties,
} from '../db/schema/index.ts';
import { allocateEventNumber } from '../modules/events/number.ts';
import { copyProcedureIntoEvent } from '../modules/events/store.ts';
import { procedureForEvent } from '../modules/procedures/for-event.ts';
import { DEMO_COMPANIES } from './demo-logins.ts';

/** One demo event: its type/category, status, and whether its role limit is the managers'. */
interface SeedEvent {
  type: string;
  category: string;
  status: number;
  severity: 0 | 1;
  location: string;
  managersOnly?: boolean;
}

const HARBOR_EVENTS: SeedEvent[] = [
  { type: 'Water Intrusion', category: 'Pipe Burst', status: 0, severity: 1, location: 'Unit 204 kitchen' },
  { type: 'Water Intrusion', category: 'Roof Leak', status: 0, severity: 0, location: 'Top floor hallway' },
  { type: 'Fire', category: 'Kitchen Fire', status: 0, severity: 1, location: 'Unit 12' },
  { type: 'Injury', category: 'Slip and Fall', status: 1, severity: 0, location: 'Lobby entrance' },
  { type: 'Water Intrusion', category: 'Flooding', status: 1, severity: 1, location: 'Parking garage' },
  { type: 'Crime', category: 'Break-in', status: 2, severity: 1, location: 'Storage room B', managersOnly: true },
  { type: 'Fire', category: 'Smoke Damage', status: 3, severity: 0, location: 'Unit 7' },
  { type: 'Injury', category: 'Dog Bite', status: 4, severity: 0, location: 'Courtyard' },
  { type: 'Water Intrusion', category: 'Appliance Leak', status: 4, severity: 0, location: 'Laundry room' },
  { type: 'Water Intrusion', category: 'Sewer Backup', status: 5, severity: 1, location: 'Basement' },
  { type: 'Crime', category: 'Vandalism', status: 8, severity: 0, location: 'Front gate', managersOnly: true },
  { type: 'Fire', category: 'Electrical Fire', status: 1, severity: 1, location: 'Unit 31 panel' },
];

const SUMMIT_EVENTS: SeedEvent[] = [
  { type: 'Water Intrusion', category: 'Roof Leak', status: 0, severity: 0, location: 'Building A attic' },
  { type: 'Injury', category: 'Workplace Injury', status: 1, severity: 1, location: 'Maintenance shop' },
  { type: 'Fire', category: 'Kitchen Fire', status: 4, severity: 1, location: 'Unit 3C' },
  { type: 'Water Intrusion', category: 'Flooding', status: 5, severity: 0, location: 'Pool house' },
  { type: 'Crime', category: 'Theft', status: 8, severity: 0, location: 'Bike room', managersOnly: true },
  { type: 'Fire', category: 'Smoke Damage', status: 2, severity: 0, location: 'Unit 1A' },
];

/**
 * Answers the copied steps along the path the answers take (Yes everywhere, texts and checked
 * items); `upTo` stops after that many steps (an event still being reported). Returns the trail.
 */
async function answerSteps(db: Db, eventId: string, at: Date, upTo = Number.POSITIVE_INFINITY): Promise<string[]> {
  const steps = await db.select().from(eventSteps).where(eq(eventSteps.eventId, eventId));
  const byId = new Map(steps.map((step) => [step.id, step]));
  const first = [...steps].sort((a, b) => a.position - b.position)[0];
  const trail: string[] = [];
  let step: typeof first | undefined = first;
  while (step && trail.length < upTo && !trail.includes(step.id)) {
    trail.push(step.id);
    const isText = step.typeId === 'TextInput';
    await db
      .update(eventSteps)
      .set({ answer: true, answered: true, textAnswer: isText ? 'Handled on site; see notes.' : null, answeredAt: at })
      .where(and(eq(eventSteps.eventId, eventId), eq(eventSteps.id, step.id)));
    if (step.typeId === 'Checklist') {
      await db
        .update(eventChecklistItems)
        .set({ checked: true })
        .where(and(eq(eventChecklistItems.eventId, eventId), eq(eventChecklistItems.stepId, step.id)));
    }
    step = step.yesResultType === 'goto' && step.yesResultStepId ? byId.get(step.yesResultStepId) : undefined;
  }
  return trail;
}

async function seedCompanyEvents(db: Db, companyName: string, seeds: SeedEvent[]): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, companyName));
  if (!company) return;
  const companyId = company.id;
  const propertyRows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.companyId, companyId))
    .orderBy(properties.propertyNumber);
  const reporters = await db
    .select({ id: people.id })
    .from(people)
    .where(eq(people.companyId, companyId))
    .orderBy(people.createdAt, people.id);
  const managerRoles = await db
    .select({ id: positionTypes.id })
    .from(positionTypes)
    .where(
      and(eq(positionTypes.companyId, companyId), inArray(positionTypes.name, ['Administrator', 'Property Manager'])),
    );
  const types = await db
    .select({
      typeId: eventTypes.id,
      type: eventTypes.name,
      categoryId: eventCategories.id,
      category: eventCategories.name,
    })
    .from(eventCategories)
    .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
    .where(eq(eventTypes.companyId, companyId));
  for (const [index, seed] of seeds.entries()) {
    const pick = types.find((row) => row.type === seed.type && row.category === seed.category);
    if (!pick) continue;
    const procedure = await procedureForEvent(db, companyId, pick.typeId, pick.categoryId);
    if (!procedure) continue;
    const occurred = new Date(Date.UTC(2026, 8, 2 + index * 5, 13 + (index % 6), 15 * (index % 4)));
    const propertyId = propertyRows[index % propertyRows.length].id;
    const reporterId = reporters[index % reporters.length]?.id ?? null;
    await db.transaction(async (tx) => {
      const number = await allocateEventNumber(tx, companyId, occurred.getUTCFullYear());
      const [event] = await tx
        .insert(events)
        .values({
          companyId,
          numberYear: occurred.getUTCFullYear(),
          number,
          propertyId,
          eventTypeId: pick.typeId,
          eventCategoryId: pick.categoryId,
          location: seed.location,
          status: seed.status,
          severityLevel: seed.severity,
          dateOccurredUtc: occurred,
          reportedByPersonId: reporterId,
          emergencyServicesInvolved: seed.severity === 1,
          emergencyServicesAnswered: true,
          isSopComplete: seed.status !== 5,
          sourceProcedureId: procedure.procedureId,
          createdAt: occurred,
          updatedAt: occurred,
        })
        .returning({ id: events.id });
      await copyProcedureIntoEvent(tx, companyId, event.id, procedure);
      // Its activity log starts where a reported event's does.
      await tx.insert(domainEvents).values({
        companyId,
        type: 'event.created' satisfies DomainEventType,
        subjectId: event.id,
        eventId: event.id,
        actorPersonId: reporterId,
        payload: { numberYear: occurred.getUTCFullYear(), number, propertyId, typeId: pick.typeId },
        occurredAt: occurred,
      });
      if (seed.managersOnly) {
        await tx
          .insert(eventVisibleRoles)
          .values(managerRoles.map((role) => ({ companyId, eventId: event.id, positionTypeId: role.id })));
      }
    });
  }
  // Answers outside the create transactions: the seed is one process on a fresh database.
  const seeded = await db
    .select({ id: events.id, status: events.status, at: events.dateOccurredUtc })
    .from(events)
    .where(eq(events.companyId, companyId));
  for (const event of seeded) {
    const trail = await answerSteps(db, event.id, event.at, event.status === 5 ? 2 : undefined);
    await db.update(events).set({ answeredQuestionTrail: trail }).where(eq(events.id, event.id));
  }
}

/**
 * Demo events for both companies, after their procedures: every status, with the procedure
 * copied and answered (all of it, or the first two steps of one still being reported), a few
 * limited to the managers' roles (the privacy lock).
 */
export async function seedDemoEvents(db: Db): Promise<void> {
  await seedCompanyEvents(db, DEMO_COMPANIES.harbor.name, HARBOR_EVENTS);
  await seedCompanyEvents(db, DEMO_COMPANIES.summit.name, SUMMIT_EVENTS);
}
