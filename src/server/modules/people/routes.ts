import type { FastifyInstance } from 'fastify';
import { type Person, personRowSchema, personSchema, savedPersonSchema } from '../../../../schemas/person.ts';
import { COMPANY_PREFIX, companyOf } from '../../auth/guard.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { listQuerySchema } from '../../http/list-query.ts';
import { companyItemParams, companyParams, listReplySchema, withQueryProperties } from '../../http/route-schemas.ts';
import { getPerson, listPeople, PERSON_SORT_FIELDS, type PeopleListParams, savePerson } from './service.ts';

const baseQuery = listQuerySchema(PERSON_SORT_FIELDS, { showArchived: true });

/** The list query of every list with showArchived, plus the Users list's filterByAssociations. */
const peopleQuerySchema = withQueryProperties(baseQuery, {
  filterByAssociations: {
    type: 'boolean',
    default: false,
    description:
      'Only people who share a property with the caller: both may see it (directly, through a ' +
      "property group, with 'all properties', or through a role that sees all company items)",
  },
});

const propertyRefSchema = {
  type: 'object',
  required: ['id', 'propertyNumber', 'name', 'city', 'state'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    propertyNumber: { type: 'string' },
    name: { type: 'string' },
    city: { type: ['string', 'null'] },
    state: { type: ['string', 'null'] },
  },
} as const;

const groupRefSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } },
} as const;

const saveReplySchema = {
  type: 'object',
  required: ['success', 'failureReason'],
  properties: {
    success: { type: 'boolean' },
    failureReason: {
      type: ['string', 'null'],
      description: 'Why nothing was saved (e.g. the e-mail is taken); the form shows it as an error toast',
    },
    person: savedPersonSchema,
  },
} as const;

/** Users (spec 000 §2 Users / User edit, §7): list, one, save. All need manageUsers. */
export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Querystring: PeopleListParams }>(
    `${COMPANY_PREFIX}/people`,
    {
      config: { need: 'manageUsers' },
      schema: {
        tags: ['people'],
        summary: "One page of the company's people, searched, sorted and filtered",
        description:
          'Archived people are left out unless showArchived is true. The search matches first name, ' +
          'last name, e-mail and phone number (case-insensitive "contains").',
        params: companyParams,
        querystring: peopleQuerySchema,
        response: {
          200: listReplySchema('people', personRowSchema, 'People matching the query, over all pages'),
          ...errorResponses,
        },
      },
    },
    async (request) => listPeople(db, companyOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    `${COMPANY_PREFIX}/people/:id`,
    {
      config: { need: 'manageUsers' },
      schema: {
        tags: ['people'],
        summary: 'One person of the company, with their property and property-group lists',
        description:
          '`person` is exactly what POST /person accepts (association ids included); the two lists ' +
          'carry the associated properties and groups with their names for display.',
        params: companyItemParams,
        response: {
          200: {
            type: 'object',
            required: ['person', 'propertyAssociations', 'propertyGroupAssociations'],
            properties: {
              person: savedPersonSchema,
              propertyAssociations: { type: 'array', items: propertyRefSchema },
              propertyGroupAssociations: { type: 'array', items: groupRefSchema },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => getPerson(db, companyOf(request).companyId, request.params.id),
  );

  app.post<{ Body: Person }>(
    `${COMPANY_PREFIX}/person`,
    {
      config: { need: 'manageUsers' },
      schema: {
        tags: ['people'],
        summary: 'Create a person (no id) or update one of the company (id)',
        description:
          'Answers 200 with success false and a failureReason when another person of the company ' +
          'already has the e-mail (compared case-insensitively); 400 with field errors for bad input ' +
          '(including a role that is not an active role of this company, or property / group ids ' +
          "that are not this company's); 404 for a person who is not in this company. Duplicate " +
          'association ids are stored once.',
        params: companyParams,
        // Exactly the schema the user form renders and validates with.
        body: personSchema,
        response: { 200: saveReplySchema, ...errorResponses },
      },
    },
    async (request) => savePerson(db, companyOf(request).companyId, request.body),
  );
}
