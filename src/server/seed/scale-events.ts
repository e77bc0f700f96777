import { EVENT_STATUS, type EventStatus } from '../../domain/events/event-status.ts';
import { STEP_TYPES } from '../../domain/procedures/procedure-model.ts';
import { type NavigableStep, nextStep, resumeStep } from '../../domain/procedures/procedure-navigation.ts';
import { procedureForEvent } from '../modules/procedures/for-event.ts';
import type { StepValues } from '../modules/procedures/rules.ts';
import { DEMO_EVENT_TYPES } from './demo-data.ts';
import { DEMO_INCIDENT_PROCEDURES, DEMO_INSPECTION_PROCEDURES, seedCompanyProcedures } from './demo-procedures.ts';
import { COMMON_AREAS, type Random, TEXT_ANSWERS, UNIT_AREAS } from './scale-data.ts';
import { type Column, insertColumns, type ScaleContext, type TableFiller, uuids } from './scale-fill.ts';

/**
 * The scale company's events (issue 11): the demo's event types and incident procedures, then
 * `eventsPerProperty` events per property (default EVENTS_PER_PROPERTY) reported over the two
 * years before the seed runs, each with its own copy of its procedure answered along a real path
 * (the domain's `nextStep`), in every status, some limited to the managers' roles. The events go
 * in through `insertColumns` in batches; their step and checklist copies and the number counters
 * are one `insert … select` each, read from the procedure rows: 100,000 events cost 14 statements.
 */

/** Events per property unless the seed is told otherwise: 10,000 properties make 100,000 events. */
export const EVENTS_PER_PROPERTY = 10;
const SPAN_DAYS = 730;
const DAY_MS = 86_400_000;
/** Events generated and inserted at a time (insertColumns' own batch size). */
const EVENT_BATCH = 10_000;

/** How the answered steps of one path through a procedure were answered. */
interface Walk {
  trail: string[];
  answers: Map<string, { answer: boolean | null; textAnswer: string | null }>;
}

/** A type and category an event can be reported under, the procedure it copies and the paths through it. */
interface Route {
  typeId: string;
  typeName: string;
  categoryId: string;
  procedureId: string;
  /** The trails of finished reports, and of reports still on their second step (SOP In Progress), as JSON. */
  walks: { full: string; reporting: string }[];
}

const END = { type: 'NA', value: null } as const;
const navigable = (steps: StepValues[]): NavigableStep[] =>
  steps.map((step) => ({
    id: step.id,
    typeId: step.typeId,
    yesResult: step.yes.type === 'goto' && step.yes.stepId ? { type: 'goto', value: step.yes.stepId } : END,
    noResult: step.no.type === 'goto' && step.no.stepId ? { type: 'goto', value: step.no.stepId } : END,
  }));

/** Walks a procedure as the wizard does, answering every Yes/No with `choose`. */
function walk(steps: StepValues[], choose: (index: number) => boolean, textAnswer: string): Walk {
  const nav = navigable(steps);
  const answers: Walk['answers'] = new Map();
  let position = resumeStep(nav);
  // A looping procedure cuts its trail back instead of growing it: stop after every step had a turn.
  for (let turn = 0; position.stepId && turn < steps.length; turn++) {
    const step = nav.find((candidate) => candidate.id === position.stepId) as NavigableStep;
    const answer =
      step.typeId === STEP_TYPES.yesNo ? choose(turn) : step.typeId === STEP_TYPES.acknowledgement ? true : null;
    answers.set(step.id, { answer, textAnswer: step.typeId === STEP_TYPES.textInput ? textAnswer : null });
    const next = nextStep(nav, position.trail, answer);
    if (!next.stepId) return { trail: next.trail, answers };
    position = next;
  }
  return { trail: position.trail, answers };
}

/** Three ways through a procedure: Yes to every question, No to every question, and taking turns. */
function walksOf(steps: StepValues[]): Walk[] {
  const choices = [() => true, () => false, (turn: number) => turn % 2 === 0];
  return choices.map((choose, index) => walk(steps, choose, TEXT_ANSWERS[index % TEXT_ANSWERS.length]));
}

/** A report still being answered (SOP In Progress) has answered the first two steps of its path. */
const REPORTING_STEPS = 2;

/**
 * The company's reportable types and categories with their procedures (the one an event of that
 * type and category copies: `procedureForEvent`, as POST /events/create reads it) and their paths,
 * read once per seed: the events filler and the step filler share them.
 */
const routesByContext = new WeakMap<ScaleContext, Promise<{ routes: Route[]; walks: Map<string, Walk> }>>();

function routesOf(context: ScaleContext) {
  let routes = routesByContext.get(context);
  if (!routes) {
    routes = readRoutes(context);
    routesByContext.set(context, routes);
  }
  return routes;
}

async function readRoutes(context: ScaleContext): Promise<{ routes: Route[]; walks: Map<string, Walk> }> {
  const { database, companyId } = context;
  const pairs = await database.query<{ type_id: string; type_name: string; category_id: string }>(
    `select t.id as type_id, t.name as type_name, c.id as category_id from event_categories c
      join event_types t on t.id = c.event_type_id where c.company_id = $1 order by t.name, c.name`,
    [companyId],
  );
  const routes: Route[] = [];
  // Every trail a step copy can have (full and cut short), with its answers: the step filler's answer table.
  const walks = new Map<string, Walk>();
  for (const pair of pairs) {
    const procedure = await procedureForEvent(database.db, companyId, pair.type_id, pair.category_id);
    // Types without a procedure (Mold, Weather) cannot be reported: the wizard says so.
    if (!procedure) continue;
    const route: Route = {
      typeId: pair.type_id,
      typeName: pair.type_name,
      categoryId: pair.category_id,
      procedureId: procedure.procedureId,
      walks: [],
    };
    for (const full of walksOf(procedure.steps)) {
      const reporting = { ...full, trail: full.trail.slice(0, REPORTING_STEPS) };
      const keys = { full: JSON.stringify(full.trail), reporting: JSON.stringify(reporting.trail) };
      // A trail two paths share takes the first one's answers: they lead along it just the same.
      if (!walks.has(keys.full)) walks.set(keys.full, full);
      if (!walks.has(keys.reporting)) walks.set(keys.reporting, reporting);
      route.walks.push(keys);
    }
    routes.push(route);
  }
  if (routes.length === 0) throw new Error('scale seed: no event type has an incident procedure');
  return { routes, walks };
}

/** Status weights by the age of the report in days: recent ones are open, old ones mostly Complete. */
const { new: NEW, inProgress, pendingApproval, approved, complete, sopInProgress, claimInProgress } = EVENT_STATUS;
const STATUS_MIX: { days: number; weights: [EventStatus, number][] }[] = [
  {
    days: 14,
    weights: [
      [sopInProgress, 20],
      [NEW, 30],
      [inProgress, 30],
      [pendingApproval, 10],
      [approved, 5],
      [claimInProgress, 3],
      [complete, 2],
    ],
  },
  {
    days: 180,
    weights: [
      [sopInProgress, 2],
      [NEW, 3],
      [inProgress, 20],
      [pendingApproval, 10],
      [approved, 10],
      [claimInProgress, 15],
      [complete, 40],
    ],
  },
  {
    days: Number.POSITIVE_INFINITY,
    weights: [
      [sopInProgress, 1],
      [inProgress, 3],
      [pendingApproval, 2],
      [approved, 4],
      [claimInProgress, 5],
      [complete, 85],
    ],
  },
];

function statusAt(random: Random, ageDays: number): EventStatus {
  const { weights } = STATUS_MIX.find((band) => ageDays <= band.days) as (typeof STATUS_MIX)[number];
  let left = random.next() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [status, weight] of weights) {
    left -= weight;
    if (left < 0) return status;
  }
  return complete;
}

const BUILDINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

/** 'Unit 1204 kitchen', 'Building C stairwell', 'Parking garage': words the list search finds. */
function locationOf(random: Random): string {
  if (random.chance(0.45)) {
    return `Unit ${random.int(1, 20)}${String(random.int(1, 24)).padStart(2, '0')} ${random.pick(UNIT_AREAS)}`;
  }
  const area = random.pick(COMMON_AREAS);
  return random.chance(0.5) ? `Building ${random.pick(BUILDINGS)} ${area}` : area[0].toUpperCase() + area.slice(1);
}

const eventTypesFiller: TableFiller = {
  table: 'event_types',
  async fill(context) {
    const ids = uuids(DEMO_EVENT_TYPES.length);
    context.ids.event_types = ids;
    return insertColumns(context, 'event_types', {
      id: { type: 'uuid', values: ids },
      name: { type: 'text', values: DEMO_EVENT_TYPES.map((type) => type.name) },
    });
  },
};

const eventCategoriesFiller: TableFiller = {
  table: 'event_categories',
  fill: (context) =>
    insertColumns(context, 'event_categories', {
      event_type_id: {
        type: 'uuid',
        values: DEMO_EVENT_TYPES.flatMap((type, index) => type.categories.map(() => context.ids.event_types[index])),
      },
      name: { type: 'text', values: DEMO_EVENT_TYPES.flatMap((type) => type.categories) },
    }),
};

/** The demo's incident and inspection procedures (the same rows as the demo companies'; the routine tasks use the latter). */
const proceduresFiller: TableFiller = {
  table: 'procedures',
  fill: (context) =>
    seedCompanyProcedures(context.database.db, context.companyId, [
      ...DEMO_INCIDENT_PROCEDURES,
      ...DEMO_INSPECTION_PROCEDURES,
    ]),
};

/**
 * `eventsPerProperty` events per property, reported in time order over SPAN_DAYS, so each year's
 * numbers (1, 2, 3…) follow the reports as the counter hands them out. Registers the events
 * limited to the managers' roles for the visible-roles filler.
 */
const eventsFiller: TableFiller = {
  table: 'events',
  async fill(context) {
    const { random } = context;
    const { routes } = await routesOf(context);
    const properties = context.ids.properties;
    const reporters = context.ids.people;
    const total = properties.length * context.eventsPerProperty;
    const end = Date.now();
    const start = end - SPAN_DAYS * DAY_MS;
    const spacing = (end - start) / total;
    const lastNumber = new Map<number, number>();
    const limited: string[] = [];
    for (let from = 0; from < total; from += EVENT_BATCH) {
      const size = Math.min(EVENT_BATCH, total - from);
      const ids = uuids(size);
      const column = (type: string): Column => ({ type, values: [] });
      const columns = {
        id: { type: 'uuid', values: ids },
        property_id: column('uuid'),
        event_type_id: column('uuid'),
        event_category_id: column('uuid'),
        source_procedure_id: column('uuid'),
        number_year: column('int4'),
        number: column('int4'),
        location: column('text'),
        status: column('int4'),
        severity_level: column('int4'),
        date_occurred_utc: column('timestamptz'),
        reported_by_person_id: column('uuid'),
        emergency_services_involved: column('bool'),
        emergency_services_answered: column('bool'),
        is_sop_complete: column('bool'),
        answered_question_trail: column('jsonb'),
        created_at: column('timestamptz'),
        updated_at: column('timestamptz'),
      };
      for (let k = 0; k < size; k++) {
        const i = from + k;
        const reported = start + (i + random.next() * 0.9) * spacing;
        const year = new Date(reported).getUTCFullYear();
        const number = (lastNumber.get(year) ?? 0) + 1;
        lastNumber.set(year, number);
        const route = random.pick(routes);
        const status = statusAt(random, (end - reported) / DAY_MS);
        const reporting = status === sopInProgress;
        const severity = random.chance(0.25) ? 1 : 0;
        const emergencyAnswered = !reporting || random.chance(0.5);
        columns.property_id.values.push(properties[i % properties.length]);
        columns.event_type_id.values.push(route.typeId);
        columns.event_category_id.values.push(route.categoryId);
        columns.source_procedure_id.values.push(route.procedureId);
        columns.number_year.values.push(year);
        columns.number.values.push(number);
        columns.location.values.push(locationOf(random));
        columns.status.values.push(status);
        columns.severity_level.values.push(severity);
        columns.date_occurred_utc.values.push(new Date(reported - random.int(10, 2 * 24 * 60) * 60_000).toISOString());
        columns.reported_by_person_id.values.push(random.pick(reporters));
        columns.emergency_services_involved.values.push(emergencyAnswered ? random.chance(severity ? 0.6 : 0.1) : null);
        columns.emergency_services_answered.values.push(emergencyAnswered);
        columns.is_sop_complete.values.push(!reporting);
        const trails = random.pick(route.walks);
        columns.answered_question_trail.values.push(reporting ? trails.reporting : trails.full);
        columns.created_at.values.push(new Date(reported).toISOString());
        const updated = reporting ? reported + random.int(1, 30) * 60_000 : reported + random.int(1, 45) * DAY_MS;
        columns.updated_at.values.push(new Date(Math.min(end, updated)).toISOString());
        if (random.chance(route.typeName === 'Crime' ? 0.4 : 0.03)) limited.push(ids[k]);
      }
      await insertColumns(context, 'events', columns);
    }
    context.ids.events_limited_to_managers = limited;
    return total;
  },
};

/**
 * Each event's copy of its procedure's steps (as copyProcedureIntoEvent writes it: the step ids,
 * positions, texts and gotos), answered where its trail went: the answer table holds each trail's
 * answers, joined on the trail the event carries.
 */
const eventStepsFiller: TableFiller = {
  table: 'event_steps',
  async fill(context) {
    const { walks } = await routesOf(context);
    // Statistics of the rows just loaded: without them the planner takes the events for a few
    // hundred and joins them to the steps by nested loops (16 s instead of 1 s for 30,000 events).
    await context.database.query('analyze events, procedure_steps, checklist_items');
    const answers = { trail: [] as string[], step: [] as string[], answer: [] as (boolean | null)[] };
    const texts: (string | null)[] = [];
    const minutes: number[] = [];
    for (const [trail, path] of walks) {
      path.trail.forEach((stepId, index) => {
        const answered = path.answers.get(stepId);
        answers.trail.push(trail);
        answers.step.push(stepId);
        answers.answer.push(answered?.answer ?? null);
        texts.push(answered?.textAnswer ?? null);
        minutes.push(index + 1);
      });
    }
    const [row] = await context.database.query<{ n: number }>(
      `with copied as (
         insert into event_steps (company_id, event_id, id, position, text, type_id, yes_result_type,
           yes_result_step_id, no_result_type, no_result_step_id, answer, answered, text_answer, answered_at)
         select e.company_id, e.id, s.id, s.position, s.text, s.type_id, s.yes_result_type, s.yes_result_step_id,
           s.no_result_type, s.no_result_step_id, a.answer, a.step_id is not null, a.text_answer,
           e.created_at + a.minutes * interval '1 minute'
         from events e
         join procedure_steps s on s.company_id = e.company_id and s.procedure_id = e.source_procedure_id
         left join unnest($2::jsonb[], $3::uuid[], $4::bool[], $5::text[], $6::int4[])
           as a(trail, step_id, answer, text_answer, minutes)
           on a.trail = e.answered_question_trail and a.step_id = s.id
         where e.company_id = $1
         returning 1)
       select count(*)::int as n from copied`,
      [context.companyId, answers.trail, answers.step, answers.answer, texts, minutes],
    );
    return row.n;
  },
};

/** The checklist items of the copied steps, checked where the step was answered. */
const eventChecklistItemsFiller: TableFiller = {
  table: 'event_checklist_items',
  async fill(context) {
    const [row] = await context.database.query<{ n: number }>(
      `with copied as (
         insert into event_checklist_items (company_id, event_id, step_id, sort_key, text, checked)
         select e.company_id, e.id, c.step_id, c.sort_key, c.text, e.answered_question_trail ? c.step_id::text
         from events e
         join procedure_steps s on s.company_id = e.company_id and s.procedure_id = e.source_procedure_id
         join checklist_items c on c.company_id = s.company_id and c.step_id = s.id
         where e.company_id = $1
         returning 1)
       select count(*)::int as n from copied`,
      [context.companyId],
    );
    return row.n;
  },
};

/** The events registered as limited, visible to the administrator and the property manager roles (the first two). */
const eventVisibleRolesFiller: TableFiller = {
  table: 'event_visible_roles',
  fill(context) {
    const limited = context.ids.events_limited_to_managers ?? [];
    const roles = context.ids.position_types.slice(0, 2);
    return insertColumns(context, 'event_visible_roles', {
      event_id: { type: 'uuid', values: limited.flatMap((id) => roles.map(() => id)) },
      position_type_id: { type: 'uuid', values: limited.flatMap(() => roles) },
    });
  },
};

/** Each year's counter at its last number, so the next report of that year gets the one after it. */
const eventNumberCountersFiller: TableFiller = {
  table: 'event_number_counters',
  async fill(context) {
    const [row] = await context.database.query<{ n: number }>(
      `with counted as (
         insert into event_number_counters (company_id, year, last_number)
         select company_id, number_year, max(number) from events where company_id = $1 group by company_id, number_year
         returning 1)
       select count(*)::int as n from counted`,
      [context.companyId],
    );
    return row.n;
  },
};

/** The event fillers, in dependency order (after the properties, people and roles). */
export const EVENT_FILLERS: TableFiller[] = [
  eventTypesFiller,
  eventCategoriesFiller,
  proceduresFiller,
  eventsFiller,
  eventStepsFiller,
  eventChecklistItemsFiller,
  eventVisibleRolesFiller,
  eventNumberCountersFiller,
];
