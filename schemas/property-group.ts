import { LIST_READERS } from '../src/domain/company/permissions.ts';
import { SCHEMA_MESSAGES } from '../src/domain/i18n/en/schema-messages.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint, exportEndpoint, listEndpoint } from './protocol/contract.ts';
import { ID_FILTER } from './protocol/list.ts';

/** A group id in a body or path: a uuid, or 'new', which means create (spec 000 §5). */
export const GROUP_ID_PATTERN = '^(new|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$';

/**
 * A property group (spec 000 §3) as the group editor edits it and POST /propertygroups[/{id}]
 * accepts it: JSON Schema draft-07, read by Fastify's ajv and by RJSF. An absent id or 'new'
 * means create. `name` has no default on purpose ('New Group' is the new-record default of the
 * editor): a body without a name must be refused, not filled in. The property ids must be this
 * company's (checked by the service); duplicates are dropped.
 */
export const propertyGroupSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: GROUP_ID_PATTERN },
    name: { type: 'string', title: 'Property Group Title', minLength: 1, maxLength: 100 },
    propertyAssociations: {
      type: 'array',
      title: 'Properties',
      default: [],
      maxItems: 5000,
      items: { type: 'string', format: 'uuid' },
    },
  },
} as const;

/** A property group after validation; `id` is absent (or 'new') until the group is saved. */
export type PropertyGroup = FromSchema<typeof propertyGroupSchema>;

/** A saved group as the API returns it. */
export type SavedPropertyGroup = FromSchema<typeof savedPropertyGroupSchema>;

export const savedPropertyGroupSchema = {
  ...propertyGroupSchema,
  required: ['id', 'name', 'propertyAssociations'],
} as const;

/** One row of GET /propertygroups. */
export const propertyGroupRowSchema = {
  type: 'object',
  required: ['id', 'name', 'propertyCount'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    propertyCount: { type: 'integer', minimum: 0, description: 'How many properties the group holds' },
  },
} as const;

export type PropertyGroupRow = FromSchema<typeof propertyGroupRowSchema>;

/** Group lists sort by name only. */
export const GROUP_SORT_FIELDS = ['name'] as const;

/** The group's properties, by name, with what the editor's table shows (Name, Location = city, state). */
const groupPropertiesSchema = {
  type: 'array',
  description: "The group's properties, by name",
  items: {
    type: 'object',
    required: ['id', 'propertyNumber', 'name', 'city', 'state', 'isArchived'],
    properties: {
      id: { type: 'string', format: 'uuid' },
      propertyNumber: { type: 'string' },
      name: { type: 'string' },
      city: { type: ['string', 'null'] },
      state: { type: ['string', 'null'] },
      isArchived: { type: 'boolean' },
    },
  },
} as const;

/** GET /propertygroups/{id}: the group as the editor edits it, and its properties for display. */
export const propertyGroupDetailSchema = {
  type: 'object',
  required: ['propertyGroup', 'properties'],
  properties: { propertyGroup: savedPropertyGroupSchema, properties: groupPropertiesSchema },
} as const;

const propertyGroupList = listEndpoint({
  path: '/propertygroups',
  tag: 'property groups',
  summary: "One page of the company's property groups, searched and sorted by name",
  need: LIST_READERS.propertyGroups,
  sortFields: GROUP_SORT_FIELDS,
  // Group lists sort ascending by name unless asked otherwise (spec 001 §9).
  defaultDirection: 'asc',
  extra: ID_FILTER,
  envelope: 'propertyGroups',
  row: propertyGroupRowSchema,
  totalDescription: 'Groups matching the search, over all pages',
});

/** Property groups (spec 000 §2 Property Groups, §7): list, one, create, update. Need managePropertyGroups. */
export const propertyGroupEndpoints = {
  list: propertyGroupList,
  export: exportEndpoint(propertyGroupList, {
    fileName: 'propertyGroups',
    summary: 'Every property group matching the query, as a CSV file (the Property Groups list)',
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/propertygroups/:id',
    tag: 'property groups',
    summary: 'One property group of the company, with its properties',
    description:
      '`propertyGroup` is exactly what the save accepts (property ids by property name); ' +
      '`properties` carries those properties with their location for display.',
    need: 'managePropertyGroups',
    reply: propertyGroupDetailSchema,
    envelope: 'propertyGroup',
  }),
  create: companyEndpoint({
    method: 'POST',
    path: '/propertygroups',
    tag: 'property groups',
    summary: "Create a property group (no id or id 'new'), or update the company's group with the body's id",
    need: 'managePropertyGroups',
    // Exactly the schema the group editor renders and validates with.
    body: propertyGroupSchema,
    reply: savedPropertyGroupSchema,
  }),
  update: companyEndpoint({
    method: 'POST',
    path: '/propertygroups/:id',
    tag: 'property groups',
    summary: "Update the company's property group {id} ('new' creates one)",
    description: "A body id, when present, must equal the path's id. Duplicate property ids are stored once.",
    need: 'managePropertyGroups',
    // 'new' is an id here too (spec 000 §5: a group id of 'new' means create).
    params: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string', pattern: GROUP_ID_PATTERN } },
    },
    body: propertyGroupSchema,
    reply: savedPropertyGroupSchema,
  }),
} as const;

/** The group screens' words. The spec names no toast for groups; this one follows the others'. */
export const PROPERTY_GROUP_MESSAGES = { saved: SCHEMA_MESSAGES.propertyGroupSaved } as const;

/** New default per spec 000 §2: the title starts as 'New Group'. */
export function newPropertyGroup(): PropertyGroup {
  return { name: 'New Group', propertyAssociations: [] };
}
