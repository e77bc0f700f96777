import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PERSON_COLUMNS } from '../../../../schemas/lists/people.ts';
import { PERSON_SORT_FIELDS, personEndpoints } from '../../../../schemas/person/endpoints.ts';
import type { BodyOf, EnvelopeOf, QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { csvColumnsOf } from '../../../domain/lists/cell-text.ts';
import type { AccountMailData } from '../../auth/accounts/account-mail-job.ts';
import type { AccountMailer } from '../../auth/accounts/account-mailer.ts';
import { countInvitationResend } from '../../auth/accounts/invitation-limit.ts';
import { welcomeMailFor } from '../../auth/accounts/logins.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Db, Runner, Tx } from '../../db/connect.ts';
import { joined, type ListRow, type ListSpec, listOrder, readList } from '../../db/list-page.ts';
import { mapBatches, walkList } from '../../db/list-walk.ts';
import {
  fullNameKey,
  people,
  personProperties,
  personPropertyGroups,
  positionTypes,
  signInActivity,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { BadRequestError, type FieldError, NotFoundError } from '../../http/errors.ts';
import { associatedRows, associationErrors, foreignIds, replaceLinks } from '../shared/associations.ts';
import { duplicateEmailReason, fullName, type PersonValues, personValues } from './person-input.ts';
import { sharesPropertyWith } from './visibility.ts';

export { PERSON_SORT_FIELDS };
export type PersonSortField = (typeof PERSON_SORT_FIELDS)[number];
export type PeopleListParams = QueryOf<typeof personEndpoints.list>;
export type PersonDetail = ReplyOf<typeof personEndpoints.detail>;
export type SavePersonResult = ReplyOf<typeof personEndpoints.save>;
type SavedPerson = EnvelopeOf<typeof personEndpoints.detail>;

const listColumns = {
  id: people.id,
  firstName: people.firstName,
  lastName: people.lastName,
  positionName: joined(positionTypes.name),
  phoneNumber: people.phoneNumber,
  emailAddress: people.emailAddress,
  isArchived: people.isArchived,
  lastSignInAt: joined(signInActivity.lastSignInAt),
};

const byName = [fullNameKey(people.firstName, people.lastName), people.id];

/**
 * The Users list. The Name column shows "First Last", so the name sort is on exactly that text;
 * every order ends with it and id — people_company_full_name_idx, which includes the columns the
 * filter reads (names, is_archived, search_text), so the name sort filters in the index alone.
 * The search is the stored search text (names, e-mail, phone) with its trigram index
 * people_search_idx. E-mails are unique per company, so the e-mail order needs only the id after it.
 */
export const personList: ListSpec<PersonSortField, typeof listColumns> = {
  table: people,
  joins: [
    { table: positionTypes, on: eq(positionTypes.id, people.positionId) },
    // Sign-in state ('Invited' / 'Active'): one primary-key probe per row of the page.
    { table: signInActivity, on: eq(signInActivity.emailKey, sql`lower(${people.emailAddress})`) },
  ],
  id: people.id,
  company: people.companyId,
  archived: people.isArchived,
  search: (pattern) => sql`${people.searchText} like lower(${pattern})`,
  columns: listColumns,
  sorts: {
    name: [],
    position: [sql`lower(${positionTypes.name})`],
    email: [sql`lower(${people.emailAddress})`, people.id],
    phone: [people.phoneNumber],
    archived: [people.isArchived],
  },
  tail: byName,
};

/** Order of the Users list (exported so a test can EXPLAIN it). */
export function personOrder(sortBy: PersonSortField, direction: 'asc' | 'desc'): SQL[] {
  return listOrder(personList, sortBy, direction);
}

/** GET /people: one page of the company's people and how many match (bounded, see countLimit). */
export async function listPeople(
  ctx: ServiceContext,
  params: PeopleListParams,
): Promise<ReplyOf<typeof personEndpoints.list>> {
  const { db } = ctx;
  const context = ctx.company;
  const associated = params.filterByAssociations ? await sharesPropertyWith(db, context) : undefined;
  const { rows, ...total } = await readList(db, personList, context.companyId, params, associated);
  return { people: rows.map(personRowOf), ...total };
}

type PersonRow = ReplyOf<typeof personEndpoints.list>['people'][number];

/** A row of the Users list as the API answers it (the list and its CSV export): the full name, the sign-in as ISO. */
export function personRowOf({ lastSignInAt, ...row }: ListRow<typeof listColumns>): PersonRow {
  return {
    ...row,
    name: fullName(row.firstName, row.lastName),
    lastSignInAt: lastSignInAt ? lastSignInAt.toISOString() : null,
  };
}

/** GET /people/{id}: the person as the form edits it, and their lists with names for display. */
export async function getPerson(ctx: ServiceContext, id: string): Promise<PersonDetail> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const [found] = await db
    .select({ person: people, positionName: positionTypes.name })
    .from(people)
    .leftJoin(positionTypes, eq(positionTypes.id, people.positionId))
    .where(and(eq(people.companyId, companyId), eq(people.id, id)));
  if (!found) throw new NotFoundError();
  const row = found.person;
  const { properties: propertyRows, groups: groupRows } = await associatedRows(db, {
    properties: { table: personProperties, where: eq(personProperties.personId, id) },
    groups: { table: personPropertyGroups, where: eq(personPropertyGroups.personId, id) },
  });
  const subscriptions = row.eventChangeSubscriptions;
  const person: SavedPerson = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    ...(row.phoneNumber ? { phoneNumber: row.phoneNumber } : {}),
    emailAddress: row.emailAddress,
    ...(row.positionId ? { positionId: row.positionId } : {}),
    positionName: found.positionName,
    isArchived: row.isArchived,
    // A person read back is saved; only a form's blank person (newPerson) is new.
    isNew: false,
    allPropertiesAssociated: row.allPropertiesAssociated,
    propertyAssociations: propertyRows.map((property) => property.id),
    propertyGroupAssociations: groupRows.map((group) => group.id),
    propertyEventSeverityLevel: row.propertyEventSeverityLevel,
    eventChangeSubscriptions: {
      created: subscriptions.created === true,
      statusChanged: subscriptions.statusChanged === true,
      pendingApproval: subscriptions.pendingApproval === true,
    },
    eventSubscriptionTypes: row.eventSubscriptionTypes,
  };
  return { person, propertyAssociations: propertyRows, propertyGroupAssociations: groupRows };
}

/** The rules that need the database: an active role of this company; this company's ids. */
async function referenceErrors(tx: Runner, companyId: string, values: PersonValues): Promise<FieldError[]> {
  const [badRole, badAssociations] = await Promise.all([
    foreignIds(tx, positionTypes, companyId, [values.positionId], eq(positionTypes.active, true)),
    associationErrors(tx, companyId, values, 'naming ids'),
  ]);
  const errors: FieldError[] = [];
  if (badRole.length) errors.push({ field: 'positionId', message: 'must be an active role of this company' });
  return [...errors, ...badAssociations];
}

/** Another person of the company with this e-mail (case-insensitively), other than `exceptId`. */
async function emailTaken(tx: Runner, companyId: string, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: people.id })
    .from(people)
    .where(
      and(
        eq(people.companyId, companyId),
        sql`lower(${people.emailAddress}) = lower(${email})`,
        exceptId ? sql`${people.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Replaces the person's property and group lists with the given (checked, unique) ids. */
async function replaceAssociations(tx: Tx, companyId: string, personId: string, values: PersonValues): Promise<void> {
  await replaceLinks(
    tx,
    personProperties,
    eq(personProperties.personId, personId),
    values.propertyAssociations.map((propertyId) => ({ companyId, personId, propertyId })),
  );
  await replaceLinks(
    tx,
    personPropertyGroups,
    eq(personPropertyGroups.personId, personId),
    values.propertyGroupAssociations.map((propertyGroupId) => ({ companyId, personId, propertyGroupId })),
  );
}

/** "First Last" of the person who is saving (the invitation says who invited; an import's too). */
export async function nameOfPerson(tx: Runner, personId: string): Promise<string | null> {
  if (!personId) return null;
  const [row] = await tx
    .select({ firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(eq(people.id, personId));
  return row ? fullName(row.firstName, row.lastName) : null;
}

/**
 * POST /person: creates the person when the body has no id, otherwise updates the company's
 * person with that id (404 when the id is another company's or unknown), replacing every field
 * and both association lists, in one transaction. Bad references are 400 with field errors;
 * an e-mail another person of the company already has is `{ success: false, failureReason }`
 * (spec 000 §7/§8: the form shows that reason), and nothing is saved. A new person, or one
 * given a new e-mail, who is not archived is welcomed (logins.ts: invited, or told they were
 * added); the e-mail is queued once the save commits and never makes it fail.
 */
export async function savePerson(
  ctx: ServiceContext,
  input: BodyOf<typeof personEndpoints.save>,
  mailer: AccountMailer,
): Promise<SavePersonResult> {
  const { companyId } = ctx.company;
  const { values, errors } = personValues(input);
  const id = input.id?.toLowerCase();
  const { propertyAssociations: _p, propertyGroupAssociations: _g, ...columns } = values;
  let welcome: AccountMailData | null = null;
  try {
    const result = await ctx.transaction(async (txCtx): Promise<SavePersonResult> => {
      const { db: tx, record } = txCtx;
      let previousEmail: string | null = null;
      if (id) {
        const [existing] = await tx
          .select({ id: people.id, emailAddress: people.emailAddress })
          .from(people)
          .where(and(eq(people.companyId, companyId), eq(people.id, id)))
          .for('update');
        if (!existing) throw new NotFoundError();
        previousEmail = existing.emailAddress;
      }
      const all = [...errors, ...(await referenceErrors(tx, companyId, values))];
      if (all.length) throw new BadRequestError(`${all[0].field} ${all[0].message}`, all);
      if (await emailTaken(tx, companyId, values.emailAddress, id)) {
        return { success: false, failureReason: duplicateEmailReason(values.emailAddress) };
      }
      let personId = id;
      if (personId) {
        await tx
          .update(people)
          .set(columns)
          .where(and(eq(people.companyId, companyId), eq(people.id, personId)));
      } else {
        const [created] = await tx
          .insert(people)
          .values({ ...columns, companyId })
          .returning({ id: people.id });
        personId = created.id;
      }
      await replaceAssociations(tx, companyId, personId, values);
      await record({ type: id ? 'person.updated' : 'person.created', subjectId: personId });
      if (isNewAddress(previousEmail, values.emailAddress) && !values.isArchived) {
        const newcomer = {
          email: values.emailAddress,
          name: fullName(values.firstName, values.lastName),
          companyId,
          inviterName: await nameOfPerson(tx, ctx.company.personId),
        };
        welcome = await welcomeMailFor(tx, newcomer, mailer.embedded);
      }
      const { person } = await getPerson(txCtx, personId);
      return { success: true, failureReason: null, person };
    });
    if (welcome) await mailer.queue(welcome);
    return result;
  } catch (error) {
    if (isUniqueViolation(error, 'people_company_email_uq'))
      return { success: false, failureReason: duplicateEmailReason(values.emailAddress) };
    throw error;
  }
}

/** A person created (no previous address) or given another address (case aside) is welcomed. */
function isNewAddress(previous: string | null, next: string): boolean {
  return previous === null || previous.toLowerCase() !== next.toLowerCase();
}

/**
 * POST /people/{id}/invitation: the invitation again, for a person who has never signed in and
 * is not archived; at most RESENDS_PER_HOUR an hour per person (429 after).
 */
export async function resendInvitation(
  ctx: ServiceContext<Db>,
  personId: string,
  mailer: AccountMailer,
): Promise<ReplyOf<typeof personEndpoints.resendInvitation>> {
  const { companyId } = ctx.company;
  const [person] = await ctx.db
    .select({
      firstName: people.firstName,
      lastName: people.lastName,
      email: people.emailAddress,
      isArchived: people.isArchived,
      signedInAt: signInActivity.lastSignInAt,
    })
    .from(people)
    .leftJoin(signInActivity, eq(signInActivity.emailKey, sql`lower(${people.emailAddress})`))
    .where(and(eq(people.companyId, companyId), eq(people.id, personId)));
  if (!person) throw new NotFoundError();
  if (person.isArchived) throw new BadRequestError('An archived user cannot be invited. Restore them first.');
  if (person.signedInAt) throw new BadRequestError(`${person.email} has already signed in.`);
  await countInvitationResend(ctx.db, personId);
  const name = fullName(person.firstName, person.lastName);
  const inviterName = await nameOfPerson(ctx.db, ctx.company.personId);
  const welcome = await ctx.transaction(({ db }) =>
    welcomeMailFor(db, { email: person.email, name, companyId, inviterName }, mailer.embedded),
  );
  await mailer.queue(welcome);
  return { sentTo: person.email };
}

/** GET /people/export: every person matching the query, as the Users list's CSV file (walked, streamed). */
export async function exportPeople(
  ctx: ServiceContext,
  query: QueryOf<typeof personEndpoints.export>,
): Promise<CsvExport> {
  const associated = query.filterByAssociations ? await sharesPropertyWith(ctx.db, ctx.company) : undefined;
  return csvExport({
    fileName: personEndpoints.export.csvExport.fileName,
    columns: csvColumnsOf(PERSON_COLUMNS, query.showArchived),
    batches: mapBatches(walkList(ctx.db, personList, ctx.company.companyId, query, [associated]), personRowOf),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
    language: query.language ?? ctx.language,
  });
}
