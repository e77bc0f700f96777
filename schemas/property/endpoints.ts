import { LIST_READERS } from '../../src/domain/company/permissions.ts';
import { companyEndpoint, exportEndpoint, listEndpoint } from '../protocol/contract.ts';
import { ID_FILTER } from '../protocol/list.ts';
import { vendorRowSchema } from '../vendor.ts';
import { propertySchema, savedPropertySchema } from './entity.ts';
import { onCallNumberSchema, propertyContactSchema, propertyRowSchema } from './replies.ts';

/**
 * Properties: the endpoint table and the list's sort fields (schemas/endpoints.ts lists it under
 * properties).
 */

/** The properties lists' sortable columns; the first is the default (spec 000 §2 Properties). */
export const PROPERTY_SORT_FIELDS = ['propertyNumber', 'name', 'city', 'state', 'numberOfUnits', 'isArchived'] as const;

/**
 * Who may read a property's contacts and vendors: its manager, a reporter, whose Add Event
 * wizard lists them in side panels (spec 001 §2), and an event manager, whose damages form picks
 * the property's vendors (spec 002 §2.9) — the last two only for a property they see.
 */
const PROPERTY_PANEL_READERS = ['manageProperties', 'reportEvents', 'manageEvents'] as const;

/** The query of both property lists: sortBy, sortDirection, search, page, pageSize, showArchived, ids. */
const propertyList = {
  tag: 'properties',
  sortFields: PROPERTY_SORT_FIELDS,
  showArchived: true,
  extra: ID_FILTER,
  envelope: 'properties',
  row: propertyRowSchema,
  totalDescription: 'Properties matching the search, over all pages',
} as const;

const companyPropertyList = listEndpoint({
  ...propertyList,
  path: '/properties',
  summary: "One page of the company's properties, searched and sorted (archived ones only with showArchived)",
  need: LIST_READERS.properties,
});

/**
 * Properties (spec 000 §2 Properties / Property edit, §7): the list, one property, save, the
 * on-call number — all need manageProperties —, its contacts and vendors (also read by reporters,
 * see PROPERTY_PANEL_READERS), and GET
 * /user/properties, the properties the signed-in member may see.
 */
export const propertyEndpoints = {
  list: companyPropertyList,
  export: exportEndpoint(companyPropertyList, {
    fileName: 'properties',
    summary: 'Every property matching the query, as a CSV file (the Properties list)',
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/properties/:id',
    tag: 'properties',
    summary: 'One property of the company with its insurance policies (the first is the form’s)',
    need: 'manageProperties',
    reply: { type: 'object', required: ['property'], properties: { property: savedPropertySchema } },
    envelope: 'property',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/property',
    tag: 'properties',
    summary: 'Create a property (no id) or update one of the company (id), with its first insurance policy',
    need: 'manageProperties',
    // Exactly the schema the property form renders and validates with.
    body: propertySchema,
    reply: savedPropertySchema,
  }),
  contacts: companyEndpoint({
    method: 'GET',
    path: '/property/:id/poc',
    tag: 'properties',
    summary: "The property's contacts: people who may be its on-call person",
    description: "Also the Add Event wizard's Points of Contact panel: a reporter reads those of a property they see.",
    need: PROPERTY_PANEL_READERS,
    reply: {
      type: 'object',
      required: ['people'],
      properties: { people: { type: 'array', items: propertyContactSchema } },
    },
    envelope: 'people',
  }),
  vendors: companyEndpoint({
    method: 'GET',
    path: '/property/:id/vendors',
    tag: 'properties',
    summary: "The property's vendors: directly, through its groups, or with all properties",
    description: "Also the Add Event wizard's Vendors panel: a reporter reads those of a property they see.",
    need: PROPERTY_PANEL_READERS,
    reply: {
      type: 'object',
      required: ['vendors'],
      properties: { vendors: { type: 'array', items: vendorRowSchema } },
    },
    envelope: 'vendors',
  }),
  createOnCallNumber: companyEndpoint({
    method: 'POST',
    path: '/property/:id/oncall/create',
    tag: 'properties',
    summary: 'Give the property its on-call phone number (once; asking again answers the same number)',
    need: 'manageProperties',
    reply: onCallNumberSchema,
    errorStatuses: [409],
  }),
  visibleToMe: listEndpoint({
    ...propertyList,
    path: '/user/properties',
    summary: 'One page of the properties the signed-in person may see (associations, groups, all, or role)',
    need: 'member',
  }),
} as const;
