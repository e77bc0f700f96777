import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { incidentReportEndpoints, RenderOptions } from '../../../../schemas/incident-report.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { claimStatusLabel } from '../../../domain/claims/claim-status.ts';
import {
  everythingIncluded,
  INCIDENT_REPORT_DOCUMENT_TYPE,
  RENDER_OPTION_FIELDS,
} from '../../../domain/events/incident-report.ts';
import { involvedPersonTypeLabel, personDisplayName } from '../../../domain/events/involved-person.ts';
import { FILE_KINDS } from '../../../domain/resources/accepted-file-types.ts';
import { actingPersonId } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import {
  documentTypes,
  eventInvolvedPeople,
  files,
  incidentReportRenderOptions,
  insuranceClaims,
} from '../../db/schema/index.ts';
import { invalidField } from '../../http/errors.ts';
import { downloadPath } from '../shared/media.ts';
import { visibleEvent } from './visibility.ts';

/**
 * An event's saved incident report render options (spec 001 §3): what its report includes, as
 * the manager last saved them (an empty choice saved counts); null when never saved.
 */
async function readSavedRenderOptions(db: Runner, eventId: string): Promise<RenderOptions | null> {
  const [row] = await db
    .select({
      includedDocumentIds: incidentReportRenderOptions.includedDocumentIds,
      includedPeopleIds: incidentReportRenderOptions.includedPeopleIds,
      includedImageIds: incidentReportRenderOptions.includedImageIds,
      includedInsuranceClaimIds: incidentReportRenderOptions.includedInsuranceClaimIds,
    })
    .from(incidentReportRenderOptions)
    .where(eq(incidentReportRenderOptions.eventId, eventId));
  return row ?? null;
}

type Choices = ReplyOf<typeof incidentReportEndpoints.renderOptions>['choices'];

const liveFilesOf = (eventId: string, kind: number) =>
  and(eq(files.eventId, eventId), eq(files.kind, kind as 1 | 2 | 3), isNull(files.deletedAt));

/** Everything of the event the report may include, in the order the modal lists it. */
async function readChoices(db: Runner, companyId: string, eventId: string): Promise<Choices> {
  const [documents, images, people, claims] = await Promise.all([
    db
      .select({ id: files.id, name: files.name, detail: documentTypes.name })
      .from(files)
      .leftJoin(documentTypes, eq(documentTypes.id, files.documentTypeId))
      // Earlier incident reports are not offered: a report does not list the reports before it.
      .where(
        and(
          liveFilesOf(eventId, FILE_KINDS.document),
          or(isNull(documentTypes.name), ne(documentTypes.name, INCIDENT_REPORT_DOCUMENT_TYPE)),
        ),
      )
      .orderBy(asc(files.createdAt), asc(files.name), asc(files.id)),
    db
      .select({ id: files.id, name: files.name, note: files.note, thumbnailKey: files.thumbnailKey })
      .from(files)
      .where(liveFilesOf(eventId, FILE_KINDS.image))
      .orderBy(asc(files.createdAt), asc(files.name), asc(files.id)),
    db
      .select({
        id: eventInvolvedPeople.id,
        type: eventInvolvedPeople.type,
        firstName: eventInvolvedPeople.firstName,
        lastName: eventInvolvedPeople.lastName,
      })
      .from(eventInvolvedPeople)
      .where(eq(eventInvolvedPeople.eventId, eventId))
      .orderBy(asc(eventInvolvedPeople.createdAt), asc(eventInvolvedPeople.id)),
    db
      .select({
        id: insuranceClaims.id,
        title: insuranceClaims.title,
        claimNumber: insuranceClaims.claimNumber,
        claimStatus: insuranceClaims.claimStatus,
      })
      .from(insuranceClaims)
      .where(eq(insuranceClaims.eventId, eventId))
      .orderBy(asc(insuranceClaims.createdAt), asc(insuranceClaims.id)),
  ]);
  return {
    documents,
    images: images.map(({ id, name, note, thumbnailKey }) => ({
      id,
      name,
      detail: note || null,
      thumbnailUrl: thumbnailKey ? `${downloadPath(companyId, id)}?thumbnail=true` : null,
    })),
    people: people.map((person) => ({
      id: person.id,
      name: personDisplayName(person.firstName, person.lastName),
      detail: involvedPersonTypeLabel(person.type),
    })),
    insuranceClaims: claims.map((claim) => ({
      id: claim.id,
      name: claim.title,
      detail: [claim.claimNumber ? `Claim # ${claim.claimNumber}` : null, claimStatusLabel(claim.claimStatus)]
        .filter(Boolean)
        .join(' · '),
    })),
  };
}

const CHOICE_OF_FIELD = {
  includedDocumentIds: 'documents',
  includedPeopleIds: 'people',
  includedImageIds: 'images',
  includedInsuranceClaimIds: 'insuranceClaims',
} as const satisfies Record<(typeof RENDER_OPTION_FIELDS)[number], keyof Choices>;

/**
 * The saved choice without what is no longer there (a file deleted, a person removed since): the
 * modal sends it back as it is, and a save with a stranger's id is refused.
 */
function stillChoosable(options: RenderOptions, choices: Choices): RenderOptions {
  return Object.fromEntries(
    RENDER_OPTION_FIELDS.map((field) => {
      const known = new Set(choices[CHOICE_OF_FIELD[field]].map((choice) => choice.id));
      return [field, options[field].filter((id) => known.has(id))];
    }),
  ) as RenderOptions;
}

/**
 * The event's render options and what may be chosen: the saved choice (still choosable) once the
 * manager saved one; before that, everything the event offers (issue 23, item 11: the modal opens
 * with everything included and the manager removes the rest). The one reader of them: the render
 * options answer, the options a report is made with and the event's display
 * (GET /events/fordisplay/{id}) all agree. The caller has checked that the viewer may see the event.
 */
export async function readRenderOptions(
  db: Runner,
  companyId: string,
  eventId: string,
): Promise<ReplyOf<typeof incidentReportEndpoints.renderOptions>> {
  const [saved, choices] = await Promise.all([
    readSavedRenderOptions(db, eventId),
    readChoices(db, companyId, eventId),
  ]);
  return { options: saved ? stillChoosable(saved, choices) : everythingIncluded(choices), choices };
}

/**
 * GET /events/{id}/incidentreportrenderoptions, and the options a report is made with
 * (`readRenderOptions`); 404 unless the caller may see the event.
 */
export async function renderOptionsOfEvent(
  ctx: ServiceContext,
  eventId: string,
): Promise<ReplyOf<typeof incidentReportEndpoints.renderOptions>> {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase());
  return readRenderOptions(ctx.db, ctx.company.companyId, event.id);
}

const WHAT_OF_FIELD = {
  includedDocumentIds: 'document',
  includedPeopleIds: 'person',
  includedImageIds: 'image',
  includedInsuranceClaimIds: 'insurance claim',
} as const;

/** 400 naming the first field with an id that is not one of the event's. */
function checkIdsBelong(options: RenderOptions, choices: Choices): void {
  for (const field of RENDER_OPTION_FIELDS) {
    const known = new Set(choices[CHOICE_OF_FIELD[field]].map((choice) => choice.id));
    const stranger = options[field].find((id) => !known.has(id.toLowerCase()));
    if (stranger) {
      throw invalidField(`options.${field}`, `${stranger} is not a ${WHAT_OF_FIELD[field]} of this event.`);
    }
  }
}

/** POST /events/{id}/incidentreportrenderoptions: every id must be the event's (400 naming the field). */
export async function saveRenderOptions(
  ctx: ServiceContext,
  eventId: string,
  body: BodyOf<typeof incidentReportEndpoints.saveRenderOptions>,
): Promise<ReplyOf<typeof incidentReportEndpoints.saveRenderOptions>> {
  if (body.eventId.toLowerCase() !== eventId.toLowerCase()) {
    throw invalidField('eventId', 'The body is meant for another event.');
  }
  return ctx.transaction(async (tx) => {
    const event = await visibleEvent(tx.db, tx.company, eventId.toLowerCase(), { forUpdate: true });
    checkIdsBelong(body.options, await readChoices(tx.db, tx.company.companyId, event.id));
    const options: RenderOptions = {
      includedDocumentIds: body.options.includedDocumentIds.map((id) => id.toLowerCase()),
      includedPeopleIds: body.options.includedPeopleIds.map((id) => id.toLowerCase()),
      includedImageIds: body.options.includedImageIds.map((id) => id.toLowerCase()),
      includedInsuranceClaimIds: body.options.includedInsuranceClaimIds.map((id) => id.toLowerCase()),
    };
    const values = { ...options, updatedByPersonId: actingPersonId(tx.company), updatedAt: tx.clock.now() };
    await tx.db
      .insert(incidentReportRenderOptions)
      .values({ eventId: event.id, companyId: tx.company.companyId, ...values })
      .onConflictDoUpdate({ target: incidentReportRenderOptions.eventId, set: values });
    return { success: true, options };
  });
}
