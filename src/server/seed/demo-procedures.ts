import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companyFeatures } from '../../domain/company/company.ts';
import { PROCEDURE_FLAVORS, STEP_TYPES, type StepTypeId } from '../../domain/procedures/procedure-model.ts';
import { insertRows } from '../db/batch-insert.ts';
import type { Db } from '../db/connect.ts';
import {
  checklistItems,
  companies,
  eventCategories,
  eventTypes,
  positionTypes,
  procedureSteps,
  procedures,
  procedureVisibleRoles,
} from '../db/schema/index.ts';

/**
 * Demo procedures: incident procedures for the seeded event types of every demo company (one
 * for a category: Water Intrusion / Pipe Burst) and, where routine tasks are on, two
 * inspections. Steps name each other by key; `next` is the single 'after this step' result of
 * the non-Yes/No types (absent: the following step; null: the end), `yes`/`no` branch a Yes/No
 * step (absent: the end).
 */
interface SeedStep {
  key: string;
  text: string;
  type: StepTypeId;
  next?: string | null;
  yes?: string;
  no?: string;
  items?: string[];
}

interface SeedProcedure {
  type?: string;
  category?: string;
  name?: string;
  /** Role names; none means visible to all. */
  roles?: string[];
  steps: SeedStep[];
}

const { yesNo, textInput, acknowledgement: ack, checklist, imageUpload } = STEP_TYPES;
const MANAGERS = ['Administrator', 'Property Manager'];

export const DEMO_INCIDENT_PROCEDURES: SeedProcedure[] = [
  {
    type: 'Water Intrusion',
    steps: [
      { key: 'leak', text: 'Is water still actively leaking?', type: yesNo, yes: 'shutoff', no: 'photo' },
      {
        key: 'shutoff',
        text: 'Shut off the water supply to the unit, or the building main, and confirm the flow has stopped.',
        type: ack,
      },
      {
        key: 'outlets',
        text: 'Is there standing water near electrical outlets, panels or appliances?',
        type: yesNo,
        yes: 'power',
        no: 'photo',
      },
      {
        key: 'power',
        text: 'Keep everyone away and have an electrician or the utility cut power to the affected area.',
        type: ack,
      },
      {
        key: 'photo',
        text: 'Photograph the affected area, the source of the water and all visible damage.',
        type: imageUpload,
      },
      { key: 'extent', text: 'Describe the extent of the damage: rooms, floors and units affected.', type: textInput },
      {
        key: 'mitigate',
        text: 'Complete the water mitigation checklist.',
        type: checklist,
        items: [
          'Move furniture and belongings out of the water',
          'Contain the spread with towels or absorbent material',
          'Call the disaster-recovery vendor for extraction and drying',
          'Notify the residents of affected and adjacent units',
        ],
      },
      { key: 'notify', text: 'Notify the property manager and the insurance carrier.', type: ack, next: null },
    ],
  },
  {
    type: 'Water Intrusion',
    category: 'Pipe Burst',
    roles: MANAGERS,
    steps: [
      { key: 'valve', text: 'Locate and close the shut-off valve nearest to the burst pipe.', type: ack },
      { key: 'stopped', text: 'Did closing the valve stop the flow?', type: yesNo, yes: 'photo', no: 'main' },
      { key: 'main', text: 'Shut off the building water main and call the emergency plumber.', type: ack },
      { key: 'photo', text: 'Photograph the burst pipe and the surrounding damage.', type: imageUpload },
      { key: 'plumber', text: "Record the plumber's name and arrival time.", type: textInput },
      {
        key: 'leave',
        text: 'Before leaving the unit:',
        type: checklist,
        next: null,
        items: [
          'Drain the remaining water from the lines',
          'Open cabinets and doors for air flow',
          'Set up fans or dehumidifiers',
          'Post a notice for the resident',
        ],
      },
    ],
  },
  {
    type: 'Fire',
    steps: [
      {
        key: 'burning',
        text: 'Is the fire still burning, or is anyone in danger?',
        type: yesNo,
        yes: 'call',
        no: 'cleared',
      },
      { key: 'call', text: 'Call 911 and evacuate the building. Do not re-enter.', type: ack },
      {
        key: 'cleared',
        text: 'Has the fire department cleared the building for re-entry?',
        type: yesNo,
        yes: 'photo',
        no: 'wait',
      },
      {
        key: 'wait',
        text: 'Keep residents and staff outside the perimeter until the fire department clears the building.',
        type: ack,
        next: null,
      },
      { key: 'photo', text: 'Photograph the fire, smoke and water damage.', type: imageUpload },
      {
        key: 'report',
        text: 'Enter the fire department report number and the name of the officer in charge.',
        type: textInput,
      },
      {
        key: 'secure',
        text: 'Secure the property.',
        type: checklist,
        next: null,
        items: [
          'Board up broken windows and doors',
          'Turn off utilities to the damaged units',
          'Arrange temporary housing for displaced residents',
          'Notify the insurance carrier',
        ],
      },
    ],
  },
  {
    type: 'Injury',
    steps: [
      {
        key: 'care',
        text: 'Does the injured person need emergency medical care?',
        type: yesNo,
        yes: 'call',
        no: 'aid',
      },
      {
        key: 'call',
        text: 'Call 911 and stay with the injured person until help arrives.',
        type: ack,
        next: 'details',
      },
      { key: 'aid', text: 'Offer first aid and ask whether the person would like medical attention.', type: ack },
      {
        key: 'details',
        text: 'Describe what happened and where, with the names of any witnesses.',
        type: textInput,
      },
      {
        key: 'photo',
        text: 'Photograph the location and any hazard that contributed to the injury.',
        type: imageUpload,
      },
      { key: 'fixed', text: 'Has the hazard been removed or marked off?', type: yesNo, no: 'cone' },
      {
        key: 'cone',
        text: 'Block off the area with cones or tape and create a work order to fix the hazard.',
        type: ack,
        next: null,
      },
    ],
  },
  {
    type: 'Crime',
    roles: MANAGERS,
    steps: [
      {
        key: 'danger',
        text: 'Is the suspect still on the property, or is anyone in immediate danger?',
        type: yesNo,
        yes: 'call',
        no: 'police',
      },
      { key: 'call', text: 'Call 911. Do not confront the suspect; keep yourself and residents safe.', type: ack },
      { key: 'police', text: 'Was a police report filed?', type: yesNo, yes: 'number', no: 'file' },
      { key: 'file', text: 'Call the non-emergency police line to file a report.', type: ack },
      { key: 'number', text: "Enter the police report number and the responding officer's name.", type: textInput },
      { key: 'photo', text: 'Photograph any damage, forced entry or missing items.', type: imageUpload },
      {
        key: 'secure',
        text: 'Secure the property.',
        type: checklist,
        next: null,
        items: [
          'Repair or board up points of entry',
          'Change locks or access codes if keys were taken',
          'Save the security camera footage',
          'Notify the affected residents',
        ],
      },
    ],
  },
];

export const DEMO_INSPECTION_PROCEDURES: SeedProcedure[] = [
  {
    name: 'Monthly Fire Extinguisher Inspection',
    steps: [
      {
        key: 'place',
        text: 'Is the extinguisher in its designated place, visible and unobstructed?',
        type: yesNo,
        yes: 'inspect',
        no: 'where',
      },
      { key: 'where', text: 'Describe where the extinguisher was found and what blocks it.', type: textInput },
      {
        key: 'inspect',
        text: 'Inspect the extinguisher.',
        type: checklist,
        items: [
          'Pressure gauge needle is in the green zone',
          'Safety pin and tamper seal are intact',
          'No dents, corrosion or leaks',
          'Hose and nozzle are clear',
          'Inspection tag is signed and dated',
        ],
      },
      { key: 'tag', text: 'Photograph the inspection tag.', type: imageUpload, next: null },
    ],
  },
  {
    name: 'Quarterly Roof Inspection',
    steps: [
      {
        key: 'walk',
        text: 'Walk the roof.',
        type: checklist,
        items: [
          'Gutters and downspouts are clear',
          'No missing, cracked or curling shingles',
          'Flashing around vents and chimneys is sealed',
          'No standing water or soft spots',
          'Rooftop equipment is secure',
        ],
      },
      { key: 'damage', text: 'Did you find any damage that needs repair?', type: yesNo, yes: 'photo' },
      { key: 'photo', text: 'Photograph each damaged area.', type: imageUpload },
      { key: 'describe', text: 'Describe the damage and where it is on the roof.', type: textInput },
      { key: 'order', text: 'Create a work order for the roofing vendor.', type: ack, next: null },
    ],
  },
];

/** The rows of one company's procedures: ids made here, so gotos and items are written in batches. */
function rowsOf(
  companyId: string,
  list: SeedProcedure[],
  ids: {
    type: (name: string) => string;
    category: (type: string, name: string) => string;
    role: (name: string) => string;
  },
) {
  const procedureRows: (typeof procedures.$inferInsert)[] = [];
  const roleRows: (typeof procedureVisibleRoles.$inferInsert)[] = [];
  const stepRows: (typeof procedureSteps.$inferInsert)[] = [];
  const itemRows: (typeof checklistItems.$inferInsert)[] = [];
  for (const seed of list) {
    const procedureId = crypto.randomUUID();
    procedureRows.push({
      id: procedureId,
      companyId,
      flavor: seed.name ? PROCEDURE_FLAVORS.routineTask : PROCEDURE_FLAVORS.incident,
      name: seed.name ?? null,
      eventTypeId: seed.type ? ids.type(seed.type) : null,
      eventCategoryId: seed.type && seed.category ? ids.category(seed.type, seed.category) : null,
    });
    for (const role of seed.roles ?? []) roleRows.push({ companyId, procedureId, positionTypeId: ids.role(role) });
    const stepIds = new Map(seed.steps.map((step) => [step.key, crypto.randomUUID()]));
    const target = (key: string | null | undefined) => (key ? lookup(stepIds, key) : null);
    seed.steps.forEach((step, position) => {
      const stepId = stepIds.get(step.key) as string;
      const after =
        step.type === yesNo ? step.yes : step.next === undefined ? seed.steps[position + 1]?.key : step.next;
      const yes = target(after);
      const no = step.type === yesNo ? target(step.no) : null;
      stepRows.push({
        id: stepId,
        companyId,
        procedureId,
        position,
        text: step.text,
        typeId: step.type,
        yesResultType: yes ? 'goto' : 'NA',
        yesResultStepId: yes,
        noResultType: no ? 'goto' : 'NA',
        noResultStepId: no,
      });
      (step.items ?? []).forEach((text, index) => {
        itemRows.push({ companyId, stepId, text, sortKey: index + 1 });
      });
    });
  }
  return { procedureRows, roleRows, stepRows, itemRows };
}

function lookup<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo procedures: nothing seeded named ${key}`);
  return value;
}

/**
 * Seeds `list` as one company's procedures (after its roles and event types, which the list names)
 * and returns how many procedures it wrote. The scale seed gives its companies the demo's
 * incident procedures this way.
 */
export async function seedCompanyProcedures(db: Db, companyId: string, list: SeedProcedure[]): Promise<number> {
  const [types, categories, roles] = await Promise.all([
    db.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes).where(eq(eventTypes.companyId, companyId)),
    db
      .select({ id: eventCategories.id, typeId: eventCategories.eventTypeId, name: eventCategories.name })
      .from(eventCategories)
      .where(eq(eventCategories.companyId, companyId)),
    db
      .select({ id: positionTypes.id, name: positionTypes.name })
      .from(positionTypes)
      .where(eq(positionTypes.companyId, companyId)),
  ]);
  const typeIds = new Map(types.map((type) => [type.name, type.id]));
  const categoryIds = new Map(categories.map((category) => [`${category.typeId}/${category.name}`, category.id]));
  const roleIds = new Map(roles.map((role) => [role.name, role.id]));
  const rows = rowsOf(companyId, list, {
    type: (name) => lookup(typeIds, name),
    category: (type, name) => lookup(categoryIds, `${lookup(typeIds, type)}/${name}`),
    role: (name) => lookup(roleIds, name),
  });
  await insertRows(db, procedures, rows.procedureRows);
  await insertRows(db, procedureVisibleRoles, rows.roleRows);
  await insertRows(db, procedureSteps, rows.stepRows);
  await insertRows(db, checklistItems, rows.itemRows);
  return rows.procedureRows.length;
}

/** Seeds the demo procedures of every company (after the companies, their roles and event types). */
export async function seedDemoProcedures(db: Db): Promise<void> {
  const companyRows = await db.select({ id: companies.id, features: companies.features }).from(companies);
  for (const company of companyRows) {
    const list = companyFeatures(company.features).routineTasks
      ? [...DEMO_INCIDENT_PROCEDURES, ...DEMO_INSPECTION_PROCEDURES]
      : DEMO_INCIDENT_PROCEDURES;
    await seedCompanyProcedures(db, company.id, list);
  }
}
