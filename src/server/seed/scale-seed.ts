import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/connect.ts';
import { analyzeSeeded } from './analyze-seeded.ts';
import { DEMO_PASSWORD } from './demo-logins.ts';
import { only, PERSONA_ROLES } from './persona-roles.ts';
import {
  CITIES,
  type City,
  FIRST_NAMES,
  GROUP_THEMES,
  LAST_NAMES,
  PROPERTY_KINDS,
  PROPERTY_PREFIXES,
  type Random,
  STREET_NAMES,
  STREET_SUFFIXES,
  seededRandom,
  TIME_ZONES,
  VENDOR_SUFFIXES,
  VENDOR_TRADES,
  VENDOR_TYPES,
  VENDOR_WORDS,
} from './scale-data.ts';
import { EVENT_FILLERS, EVENTS_PER_PROPERTY } from './scale-events.ts';
import { insertColumns, type ScaleContext, type TableFiller, uuids } from './scale-fill.ts';
import { ROUTINE_TASK_FILLERS } from './scale-routine-tasks.ts';

/**
 * The scale seed (issue 5, "Data at scale"): ONE new company filled with `rows` people,
 * properties, vendors and property groups and their associations, written in large batches of
 * raw `insert … select from unnest($n::type[])` through `database.query` (one round trip per
 * 10,000 rows, the same on PGlite and PostgreSQL).
 *
 * HOW TO EXTEND: the data is made by the list of table fillers `SCALE_FILLERS` below, run in
 * order. A filler is a small function of the shared `ScaleContext`: it reads the ids earlier
 * fillers registered (`context.ids.properties`, `context.ids.people`, …), inserts its rows with
 * `insertColumns` and registers its own ids for the fillers after it. Events, claims and task
 * instances plug in as further fillers appended to the list (e.g. `{ table: 'events', fill }`
 * picking `context.ids.properties`), nothing else changes.
 */

export interface ScaleSeedOptions {
  /** Default 'Scale Co {rows}'. */
  companyName?: string;
  /** How many people, properties, vendors and property groups (each). */
  rows: number;
  /** Events per property, each with its answered procedure copy (default EVENTS_PER_PROPERTY, 10). */
  eventsPerProperty?: number;
  /** PRNG seed: the same seed and rows give the same names, places and associations. */
  seed?: number;
}

export interface ScaleSeedResult {
  companyId: string;
  /** The company's administrator, a login of the embedded provider (password DEMO_PASSWORD). */
  adminEmail: string;
  /** A Maintenance Technician assigned to many routine tasks (My Tasks), a login the same way. */
  inspectorEmail: string;
  /** Rows inserted per table. */
  counts: Record<string, number>;
  /** Time per filler (and the commit and analyze), for the CLI's report. */
  milliseconds: Record<string, number>;
}

/** `count` distinct indexes below `size` (fewer when there are not that many). */
function distinctIndexes(random: Random, size: number, count: number): number[] {
  const wanted = Math.min(count, size);
  const chosen = new Set<number>();
  while (chosen.size < wanted) chosen.add(random.int(0, size - 1));
  return [...chosen];
}

/** A link table (owner, target) with `perOwner(i)` distinct random targets per owner. */
async function fillLinks(
  context: ScaleContext,
  table: string,
  owners: { column: string; ids: string[] },
  targets: { column: string; ids: string[] },
  perOwner: () => number,
): Promise<number> {
  const ownerValues: string[] = [];
  const targetValues: string[] = [];
  for (const ownerId of owners.ids) {
    for (const index of distinctIndexes(context.random, targets.ids.length, perOwner())) {
      ownerValues.push(ownerId);
      targetValues.push(targets.ids[index]);
    }
  }
  return insertColumns(context, table, {
    [owners.column]: { type: 'uuid', values: ownerValues },
    [targets.column]: { type: 'uuid', values: targetValues },
  });
}

/** '(217) 482-3391': an area code of the city, a plausible exchange and line. */
function phoneIn(random: Random, city: City): string {
  return `(${city.areaCode}) ${random.int(201, 989)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Roles: the administrator (every permission, id first) and the everyday roles people get. */
const SCALE_ROLES = [
  PERSONA_ROLES.admin,
  PERSONA_ROLES.manager,
  PERSONA_ROLES.reporter,
  {
    name: 'Leasing Agent',
    permissions: only('reportEvents', 'viewDashboard'),
    seesAllCompanyItems: false,
    isPocForEvents: true,
  },
  PERSONA_ROLES.viewer,
];

const rolesFiller: TableFiller = {
  table: 'position_types',
  async fill(context) {
    const ids = uuids(SCALE_ROLES.length);
    context.ids.position_types = ids;
    return insertColumns(context, 'position_types', {
      id: { type: 'uuid', values: ids },
      name: { type: 'text', values: SCALE_ROLES.map((role) => role.name) },
      permissions: { type: 'jsonb', values: SCALE_ROLES.map((role) => JSON.stringify(role.permissions)) },
      sees_all_company_items: { type: 'bool', values: SCALE_ROLES.map((role) => role.seesAllCompanyItems) },
      is_poc_for_events: { type: 'bool', values: SCALE_ROLES.map((role) => role.isPocForEvents) },
    });
  },
};

const propertiesFiller: TableFiller = {
  table: 'properties',
  async fill(context) {
    const { random, rows } = context;
    const ids = uuids(rows);
    context.ids.properties = ids;
    const width = Math.max(3, String(rows).length);
    const columns = {
      id: { type: 'uuid', values: ids },
      property_number: { type: 'text', values: [] as string[] },
      name: { type: 'text', values: [] as string[] },
      number_of_units: { type: 'int4', values: [] as number[] },
      street_address1: { type: 'text', values: [] as string[] },
      city: { type: 'text', values: [] as string[] },
      state: { type: 'text', values: [] as string[] },
      postal_code: { type: 'text', values: [] as string[] },
      phone_number: { type: 'text', values: [] as string[] },
      time_zone: { type: 'text', values: [] as string[] },
    };
    const wings = ['North', 'South', 'East', 'West', 'II', 'III'];
    for (let i = 0; i < rows; i++) {
      const city = random.pick(CITIES);
      const wing = random.chance(0.4) ? ` ${random.pick(wings)}` : '';
      columns.property_number.values.push(String(i + 1).padStart(width, '0'));
      columns.name.values.push(`${random.pick(PROPERTY_PREFIXES)} ${random.pick(PROPERTY_KINDS)}${wing}`);
      columns.number_of_units.values.push(random.chance(0.2) ? random.int(1, 12) : random.int(12, 360));
      columns.street_address1.values.push(
        `${random.int(1, 9999)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`,
      );
      columns.city.values.push(city.city);
      columns.state.values.push(city.state);
      columns.postal_code.values.push(`${city.zip}${String(random.int(1, 99)).padStart(2, '0')}`);
      columns.phone_number.values.push(phoneIn(random, city));
      columns.time_zone.values.push(TIME_ZONES[city.state] ?? 'America/New_York');
    }
    return insertColumns(context, 'properties', columns);
  },
};

const propertyGroupsFiller: TableFiller = {
  table: 'property_groups',
  async fill(context) {
    const ids = uuids(context.rows);
    context.ids.property_groups = ids;
    const names = ids.map(
      (_, i) => `${context.random.pick(CITIES).city} ${context.random.pick(GROUP_THEMES)} ${i + 1}`,
    );
    return insertColumns(context, 'property_groups', {
      id: { type: 'uuid', values: ids },
      name: { type: 'text', values: names },
    });
  },
};

/**
 * Each group holds two or three properties, so a property sits in about 2.5 groups (a region, a
 * portfolio, an owner): as many groups as properties is already generous, and ten per group
 * would put every property in ten groups.
 */
const groupPropertiesFiller: TableFiller = {
  table: 'property_group_properties',
  fill: (context) =>
    fillLinks(
      context,
      'property_group_properties',
      { column: 'property_group_id', ids: context.ids.property_groups },
      { column: 'property_id', ids: context.ids.properties },
      () => context.random.int(2, 3),
    ),
};

/** The administrator (the login's person, every property), `rows` staff with everyday roles and the inspector. */
const peopleFiller: TableFiller = {
  table: 'people',
  async fill(context) {
    const { random, rows } = context;
    const [adminRole, ...staffRoles] = context.ids.position_types;
    const ids = uuids(rows);
    context.ids.people = ids;
    const columns = {
      id: { type: 'uuid', values: ids },
      first_name: { type: 'text', values: [] as string[] },
      last_name: { type: 'text', values: [] as string[] },
      email_address: { type: 'text', values: [] as string[] },
      phone_number: { type: 'text', values: [] as (string | null)[] },
      position_id: { type: 'uuid', values: [] as string[] },
    };
    for (let i = 0; i < rows; i++) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      columns.first_name.values.push(first);
      columns.last_name.values.push(last);
      columns.email_address.values.push(`${slug(first)}.${slug(last)}.${i + 1}@scale.example`);
      columns.phone_number.values.push(random.chance(0.9) ? phoneIn(random, random.pick(CITIES)) : null);
      columns.position_id.values.push(random.pick(staffRoles));
    }
    const staff = await insertColumns(context, 'people', columns);
    await insertColumns(context, 'people', {
      first_name: { type: 'text', values: ['Scale'] },
      last_name: { type: 'text', values: ['Admin'] },
      email_address: { type: 'text', values: [context.adminEmail] },
      phone_number: { type: 'text', values: ['(217) 555-0199'] },
      position_id: { type: 'uuid', values: [adminRole] },
      all_properties_associated: { type: 'bool', values: [true] },
    });
    // The routine tasks' busy inspector (scale-routine-tasks.ts): a Maintenance Technician with a
    // login, covering every property, assigned to many tasks (My Tasks' bench row).
    context.ids.inspector = uuids(1);
    await insertColumns(context, 'people', {
      id: { type: 'uuid', values: context.ids.inspector },
      first_name: { type: 'text', values: ['Casey'] },
      last_name: { type: 'text', values: ['Inspector'] },
      email_address: { type: 'text', values: [context.inspectorEmail] },
      phone_number: { type: 'text', values: ['(217) 555-0198'] },
      position_id: { type: 'uuid', values: [staffRoles[1]] },
      all_properties_associated: { type: 'bool', values: [true] },
    });
    return staff + 2;
  },
};

/** Each person looks after 1–3 properties. */
const personPropertiesFiller: TableFiller = {
  table: 'person_properties',
  fill: (context) =>
    fillLinks(
      context,
      'person_properties',
      { column: 'person_id', ids: context.ids.people },
      { column: 'property_id', ids: context.ids.properties },
      () => context.random.int(1, 3),
    ),
};

/** Half the people also belong to one group. */
const personGroupsFiller: TableFiller = {
  table: 'person_property_groups',
  fill: (context) =>
    fillLinks(
      context,
      'person_property_groups',
      { column: 'person_id', ids: context.ids.people },
      { column: 'property_group_id', ids: context.ids.property_groups },
      () => (context.random.chance(0.5) ? 1 : 0),
    ),
};

/** A handful of vendor types (the last one inactive, as companies retire trades). */
const vendorTypesFiller: TableFiller = {
  table: 'vendor_types',
  async fill(context) {
    const ids = uuids(VENDOR_TYPES.length);
    context.ids.vendor_types = ids;
    return insertColumns(context, 'vendor_types', {
      id: { type: 'uuid', values: ids },
      name: { type: 'text', values: [...VENDOR_TYPES] },
      active: { type: 'bool', values: VENDOR_TYPES.map((_, i) => i < VENDOR_TYPES.length - 1) },
    });
  },
};

const vendorsFiller: TableFiller = {
  table: 'vendors',
  async fill(context) {
    const { random, rows } = context;
    const ids = uuids(rows);
    context.ids.vendors = ids;
    const columns = {
      id: { type: 'uuid', values: ids },
      name: { type: 'text', values: [] as string[] },
      vendor_type_id: { type: 'uuid', values: [] as string[] },
      email: { type: 'text', values: [] as string[] },
      phone: { type: 'text', values: [] as string[] },
      city: { type: 'text', values: [] as string[] },
      state: { type: 'text', values: [] as string[] },
      all_properties_associated: { type: 'bool', values: [] as boolean[] },
    };
    for (let i = 0; i < rows; i++) {
      const typeIndex = random.int(0, VENDOR_TYPES.length - 1);
      const city = random.pick(CITIES);
      const word = random.chance(0.5) ? random.pick(VENDOR_WORDS) : random.pick(LAST_NAMES);
      const name = `${word} ${random.pick(VENDOR_TRADES[VENDOR_TYPES[typeIndex]])} ${random.pick(VENDOR_SUFFIXES)}`;
      columns.name.values.push(name);
      columns.vendor_type_id.values.push(context.ids.vendor_types[typeIndex]);
      columns.email.values.push(
        `${random.pick(['office', 'dispatch', 'service', 'info'])}@${slug(word)}${i + 1}.example`,
      );
      columns.phone.values.push(phoneIn(random, city));
      columns.city.values.push(city.city);
      columns.state.values.push(city.state);
      columns.all_properties_associated.values.push(random.chance(0.02));
    }
    return insertColumns(context, 'vendors', columns);
  },
};

/** Each vendor serves 0–3 properties. */
const vendorPropertiesFiller: TableFiller = {
  table: 'vendor_properties',
  fill: (context) =>
    fillLinks(
      context,
      'vendor_properties',
      { column: 'vendor_id', ids: context.ids.vendors },
      { column: 'property_id', ids: context.ids.properties },
      () => context.random.int(0, 3),
    ),
};

/** A quarter of the vendors also serve one group. */
const vendorGroupsFiller: TableFiller = {
  table: 'vendor_property_groups',
  fill: (context) =>
    fillLinks(
      context,
      'vendor_property_groups',
      { column: 'vendor_id', ids: context.ids.vendors },
      { column: 'property_group_id', ids: context.ids.property_groups },
      () => (context.random.chance(0.25) ? 1 : 0),
    ),
};

/**
 * The table fillers, in dependency order. Append new ones here (claims, task instances, …):
 * each reads the ids of the ones before it from `context.ids`.
 */
export const SCALE_FILLERS: TableFiller[] = [
  rolesFiller,
  propertiesFiller,
  propertyGroupsFiller,
  groupPropertiesFiller,
  peopleFiller,
  personPropertiesFiller,
  personGroupsFiller,
  vendorTypesFiller,
  vendorsFiller,
  vendorPropertiesFiller,
  vendorGroupsFiller,
  ...EVENT_FILLERS,
  ...ROUTINE_TASK_FILLERS,
];

/** The administrator's e-mail of a scale company of `rows` rows. */
export const scaleAdminEmail = (rows: number) => `scale-admin-${rows}@scale.example`;
/** The busy inspector's e-mail of a scale company of `rows` rows. */
export const scaleInspectorEmail = (rows: number) => `scale-inspector-${rows}@scale.example`;

/** The admin's login of the embedded provider, created with DEMO_PASSWORD unless it exists. */
async function ensureLogin(database: Database, email: string, name = 'Scale Admin'): Promise<void> {
  const existing = await database.query<{ id: string }>('select id from logins where lower(email) = lower($1)', [
    email,
  ]);
  if (existing.length) return;
  await database.query(
    'insert into logins (email, name, password_hash) values ($1, $2, $3) on conflict ((lower(email))) do nothing',
    [email, name, await hashPassword(DEMO_PASSWORD)],
  );
}

/**
 * Drops the indexes of `tables` that no constraint owns (search, sort and look-up indexes, unique
 * indexes on expressions) and returns their definitions to create them again: building an index
 * once over all rows is several times faster than growing it row by row (100,000 rows: ~28 s to
 * ~20 s) when the new company at least doubles the tables (atLeastDoubles); a small company
 * added to a large database grows the indexes instead. Only inside the PGlite seed's own
 * transaction, where no one else uses the tables and a failure rolls the drop back; primary keys
 * and unique constraints stay.
 */
async function atLeastDoubles(database: Database, rows: number): Promise<boolean> {
  const [{ n }] = await database.query<{ n: number }>('select count(*)::int as n from properties');
  return rows >= n;
}

async function dropSecondaryIndexes(database: Database, tables: string[]): Promise<string[]> {
  const indexes = await database.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any($1)
        and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
    [tables],
  );
  for (const index of indexes) await database.query(`drop index "${index.indexname}"`);
  return indexes.map((index) => index.indexdef);
}

/**
 * Creates ONE new company with roles, an admin whose e-mail is a login of the embedded provider
 * and `rows` each of people, properties, vendors and property groups with their associations.
 * On PGlite the whole seed is one transaction; on PostgreSQL each batch commits on its own.
 */
export async function seedScale(database: Database, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const rows = Math.floor(options.rows);
  if (!Number.isFinite(rows) || rows < 1) throw new Error(`rows must be a positive integer, not ${options.rows}`);
  const eventsPerProperty = options.eventsPerProperty ?? EVENTS_PER_PROPERTY;
  if (!Number.isInteger(eventsPerProperty) || eventsPerProperty < 0) {
    throw new Error(`eventsPerProperty must be a whole number, not ${options.eventsPerProperty}`);
  }
  const adminEmail = scaleAdminEmail(rows);
  await ensureLogin(database, adminEmail);
  const inspectorEmail = scaleInspectorEmail(rows);
  await ensureLogin(database, inspectorEmail, 'Casey Inspector');

  const transactional = database.kind === 'pglite';
  if (transactional) await database.query('begin');
  try {
    if (transactional) {
      // The seed writes only ids it has just made, so foreign-key triggers add nothing but time
      // (two look-ups per link row): skip them for this transaction (PGlite runs as superuser).
      await database.query('set local session_replication_role = replica');
    }
    const [company] = await database.query<{ id: string }>(
      `insert into companies (name, type, street_address1, city, state, postal_code)
       values ($1, 1, '1 Scale Plaza', 'Springfield', 'IL', '62701') returning id`,
      [options.companyName ?? `Scale Co ${rows}`],
    );
    const context: ScaleContext = {
      database,
      companyId: company.id,
      rows,
      eventsPerProperty,
      random: seededRandom(options.seed ?? rows),
      adminEmail,
      inspectorEmail,
      ids: {},
    };
    const counts: Record<string, number> = { companies: 1 };
    const milliseconds: Record<string, number> = {};
    const rebuild =
      transactional && (await atLeastDoubles(database, rows))
        ? await dropSecondaryIndexes(
            database,
            SCALE_FILLERS.map((filler) => filler.table),
          )
        : [];
    for (const filler of SCALE_FILLERS) {
      const started = performance.now();
      counts[filler.table] = await filler.fill(context);
      milliseconds[filler.table] = Math.round(performance.now() - started);
    }
    let started = performance.now();
    for (const definition of rebuild) await database.query(definition);
    milliseconds.indexes = Math.round(performance.now() - started);
    started = performance.now();
    if (transactional) await database.query('commit');
    milliseconds.commit = Math.round(performance.now() - started);
    // Fresh statistics, so the planner sees the new sizes at once (lists, benchmarks), and the
    // visibility map set, so the lists' index-only reads need no heap fetches (migration 0008):
    // what any bulk load wants. With the events, the counts and rollups their triggers keep; the
    // procedures filler writes their steps, checklists and roles too.
    started = performance.now();
    await analyzeSeeded(database, [
      ...Object.keys(counts),
      'procedure_steps',
      'checklist_items',
      'procedure_visible_roles',
      'logins',
    ]);
    milliseconds.analyze = Math.round(performance.now() - started);
    return { companyId: company.id, adminEmail, inspectorEmail, counts, milliseconds };
  } catch (error) {
    if (transactional) await database.query('rollback');
    throw error;
  }
}
