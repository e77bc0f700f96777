import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Person, personSchema } from '../../../../schemas/person/entity.ts';
import type { ImportRowError, ImportRowValues } from '../../../domain/import/row-values.ts';
import type { AccountMailData } from '../../auth/accounts/account-mail-job.ts';
import { welcomeMailFor } from '../../auth/accounts/logins.ts';
import { insertRows } from '../../db/batch-insert.ts';
import { updateRows } from '../../db/batch-update.ts';
import { people, personProperties, personPropertyGroups, positionTypes } from '../../db/schema/index.ts';
import { fullName, type PersonValues, personValues } from '../people/person-input.ts';
import { nameOfPerson } from '../people/service.ts';
import { type AssociationLookups, associationFields, associationLookups } from './associations.ts';
import { differentIds, differs, fileOr, yesNoOr } from './compare.ts';
import type { Importer, ImportSettings, ReadRow, RowCheck } from './importer.ts';
import { replaceBatchLinks } from './links.ts';
import { byMatchKey, rowsMatching } from './lookups.ts';
import { type NameIndex, nameIndex, REFERENTS, resolveActive } from './references.ts';
import { RowChecker } from './schema-check.ts';

/**
 * Users from a file (issue 24): matched on e-mail, checked by the user form's schema and the
 * save's rules (people/person-input.ts), the role an active role of this company by name, the
 * lists property numbers and group names of this company. A person created and not archived is
 * welcomed exactly as POST /person welcomes one (auth/accounts/logins.ts: a login and an
 * invitation, one queued e-mail each, after the batch commits). Notification settings are not
 * columns: a new person gets the form's defaults, a matched one keeps theirs.
 */

type Columns = Omit<PersonValues, 'propertyAssociations' | 'propertyGroupAssociations'>;

const COMPARED = [
  'firstName',
  'lastName',
  'phoneNumber',
  'emailAddress',
  'positionId',
  'isArchived',
  'allPropertiesAssociated',
] as const satisfies readonly (keyof Columns)[];

interface Existing {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  emailAddress: string;
  positionId: string | null;
  isArchived: boolean;
  allPropertiesAssociated: boolean;
  propertyEventSeverityLevel: number;
  eventChangeSubscriptions: Person['eventChangeSubscriptions'];
  eventSubscriptionTypes: string[];
}

export interface PersonWrite {
  id: string;
  values: PersonValues;
}

const PATHS = {
  firstName: 'firstName',
  lastName: 'lastName',
  phoneNumber: 'phone',
  emailAddress: 'email',
  positionId: 'role',
  isArchived: 'archived',
  allPropertiesAssociated: 'allProperties',
  propertyAssociations: 'properties',
  propertyGroupAssociations: 'propertyGroups',
};

const checker = new RowChecker('people', personSchema, PATHS);

interface Lookups extends AssociationLookups {
  byEmail: Map<string, Existing[]>;
  roles: NameIndex;
}

function checkRow(row: ReadRow, lookups: Lookups): RowCheck<PersonWrite> {
  const v = row.values as ImportRowValues<'people'>;
  const [current] = lookups.byEmail.get(v.email ?? '') ?? [];
  const errors: ImportRowError[] = [];
  const role = resolveActive(v.role ?? '', lookups.roles, REFERENTS.role);
  if ('problem' in role) errors.push(checker.error(row, 'role', role.problem));
  const associations = associationFields(row, checker, lookups, current);
  errors.push(...associations.errors);
  const body = {
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    phoneNumber: fileOr(v.phone, current?.phoneNumber),
    emailAddress: v.email ?? '',
    ...('value' in role && role.value ? { positionId: role.value } : {}),
    isArchived: yesNoOr(v.archived, current?.isArchived),
    ...associations.fields,
    ...(current
      ? {
          propertyEventSeverityLevel: current.propertyEventSeverityLevel,
          eventChangeSubscriptions: current.eventChangeSubscriptions,
          eventSubscriptionTypes: current.eventSubscriptionTypes,
        }
      : {}),
  };
  errors.push(...checker.schemaErrors(row, body));
  if (errors.length) return { errors };
  const { values, errors: ruleErrors } = personValues(body as Person);
  if (ruleErrors.length) return { errors: checker.rowErrors(row, ruleErrors) };
  if (!current) return { change: { row: row.row, kind: 'create', write: { id: randomUUID(), values } } };
  const changed =
    differs(values, current, COMPARED) ||
    differentIds(values.propertyAssociations, lookups.properties.get(current.id) ?? []) ||
    differentIds(values.propertyGroupAssociations, lookups.groups.get(current.id) ?? []);
  return { change: { row: row.row, kind: changed ? 'update' : 'unchanged', write: { id: current.id, values } } };
}

export function peopleImporter(settings: ImportSettings): Importer<PersonWrite> {
  let inviterName: string | null | undefined;
  return {
    async prepare(ctx, rows) {
      const found = await rowsMatching<Existing>(
        ctx.db,
        { table: people, column: people.emailAddress, company: people.companyId, companyId: ctx.company.companyId },
        rows.map((row) => String(row.values.email ?? '')).filter(Boolean),
        {
          id: people.id,
          firstName: people.firstName,
          lastName: people.lastName,
          phoneNumber: people.phoneNumber,
          emailAddress: people.emailAddress,
          positionId: people.positionId,
          isArchived: people.isArchived,
          allPropertiesAssociated: people.allPropertiesAssociated,
          propertyEventSeverityLevel: people.propertyEventSeverityLevel,
          eventChangeSubscriptions: people.eventChangeSubscriptions,
          eventSubscriptionTypes: people.eventSubscriptionTypes,
        },
      );
      const ids = found.map((person) => person.id);
      const lookups: Lookups = {
        ...(await associationLookups(ctx, rows, ids, {
          properties: {
            table: personProperties,
            owner: personProperties.personId,
            target: personProperties.propertyId,
          },
          groups: {
            table: personPropertyGroups,
            owner: personPropertyGroups.personId,
            target: personPropertyGroups.propertyGroupId,
          },
        })),
        byEmail: byMatchKey(found),
        roles: await nameIndex(ctx, rows, 'role', {
          table: positionTypes,
          column: positionTypes.name,
          company: positionTypes.companyId,
          id: positionTypes.id,
          active: positionTypes.active,
        }),
      };
      return (row) => checkRow(row, lookups);
    },

    async write(ctx, changes) {
      const { db: tx } = ctx;
      const { companyId } = ctx.company;
      const columnsOf = ({ propertyAssociations: _p, propertyGroupAssociations: _g, ...columns }: PersonValues) =>
        columns;
      const created = changes.filter((change) => change.kind === 'create');
      const updated = changes.filter((change) => change.kind === 'update');
      await insertRows(
        tx,
        people,
        created.map(({ write }) => ({ id: write.id, companyId, ...columnsOf(write.values) })),
      );
      await updateRows(
        tx,
        people,
        updated.map(({ write }) => ({ id: write.id, set: columnsOf(write.values) })),
        eq(people.companyId, companyId),
      );
      const updatedIds = updated.map(({ write }) => write.id);
      await replaceBatchLinks(
        tx,
        { table: personProperties, owner: personProperties.personId },
        updatedIds,
        changes.flatMap(({ write }) =>
          write.values.propertyAssociations.map((propertyId) => ({ companyId, personId: write.id, propertyId })),
        ),
      );
      await replaceBatchLinks(
        tx,
        { table: personPropertyGroups, owner: personPropertyGroups.personId },
        updatedIds,
        changes.flatMap(({ write }) =>
          write.values.propertyGroupAssociations.map((propertyGroupId) => ({
            companyId,
            personId: write.id,
            propertyGroupId,
          })),
        ),
      );
      await ctx.recordAll(
        changes.map(({ kind, write }) => ({
          type: kind === 'create' ? 'person.created' : 'person.updated',
          subjectId: write.id,
          payload: { source: 'import' },
        })),
      );
      // As POST /person: a new person who is not archived is welcomed (a matched one keeps their address).
      inviterName ??= await nameOfPerson(tx, ctx.company.personId);
      const welcomes: AccountMailData[] = [];
      for (const { write } of created.filter(({ write }) => !write.values.isArchived)) {
        const { firstName, lastName, emailAddress } = write.values;
        const newcomer = { email: emailAddress, name: fullName(firstName, lastName), companyId, inviterName };
        welcomes.push(await welcomeMailFor(tx, newcomer, settings.mailer.embedded));
      }
      return async () => {
        for (const welcome of welcomes) await settings.mailer.queue(welcome);
      };
    },
  };
}
