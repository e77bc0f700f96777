import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { EventForDisplay } from '../../../../schemas/event-management/replies.ts';
import type { RenderOptions } from '../../../../schemas/incident-report.ts';
import { damageExpenseTotal, EXPENSE_SOURCE } from '../../../domain/claims/damage-expenses.ts';
import type { Language } from '../../../domain/common/language.ts';
import { INVOLVED_PERSON_TYPE, personDisplayName } from '../../../domain/events/involved-person.ts';
import { claimStatusText } from '../../../domain/i18n/en/claim-status.ts';
import { claimTypeText } from '../../../domain/i18n/en/claim-type.ts';
import { expenseSourceText } from '../../../domain/i18n/en/expense-source.ts';
import { incidentReportText } from '../../../domain/i18n/en/incident-report.ts';
import { involvedPersonText } from '../../../domain/i18n/en/involved-person.ts';
import { FILE_KINDS } from '../../../domain/resources/accepted-file-types.ts';
import type { Runner } from '../../db/connect.ts';
import {
  companies,
  damageRelatedExpenses,
  documentTypes,
  eventInvolvedPeople,
  events,
  files,
  folders,
  insuranceClaims,
  properties,
  vendors,
} from '../../db/schema/index.ts';
import { textIn, translateIn } from '../../i18n/translate.ts';
import { readEventForDisplay } from '../events/display.ts';
import { localTime } from '../events/store.ts';
import { valueName } from '../shared/value-names.ts';

/** A picture to print: read from the file store one at a time while the PDF is written. */
export interface ReportImage {
  id: string;
  name: string;
  note: string;
  storageKey: string;
  /** The print copy made at upload (files/image-copies.ts); null for images stored without one. */
  printKey: string | null;
}

export interface ReportPerson {
  name: string;
  address: string;
  phoneNumber: string | null;
  affiliation: string;
  natureOfInvolvement: string | null;
}

export interface ReportClaim {
  title: string;
  claimNumber: string | null;
  claimDate: string;
  claimType: string;
  status: string;
  insuranceCompany: string | null;
  policyNumber: string | null;
  adjusterName: string | null;
  costs: { label: string; amount: number }[];
}

export interface ReportData {
  /** The language of the person who asked for it: the report's words and the names of values. */
  language: Language;
  companyName: string;
  /** When the report was made. */
  generatedAt: Date;
  /** The same, in the property's time zone ('YYYY-MM-DDTHH:mm:ss'): the file name's stamp. */
  generatedLocal: string;
  /** The property's IANA zone, every time of the report is shown in. */
  timeZone: string;
  event: EventForDisplay;
  /** An Image Upload step's pictures by their file id. */
  stepImages: Map<string, ReportImage>;
  involved: ReportPerson[];
  witnesses: ReportPerson[];
  images: ReportImage[];
  claims: ReportClaim[];
  damages: { source: string; name: string; detail: string | null; amount: number }[];
  damageTotal: number;
  documents: { name: string; fileName: string; typeName: string | null; note: string; folderName: string | null }[];
}

const joined = (parts: (string | null)[]) => parts.filter((part) => part?.trim()).join(', ');

/** Chosen ids of the event that still exist; none chosen reads nothing. */
const chosen = (ids: readonly string[]) => (ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']);

/** An affiliation's name ('' for none). */
function affiliationName(language: Language, affiliation: number | null): string {
  const key = `affiliation${affiliation}`;
  return key in involvedPersonText.en
    ? translateIn(language, involvedPersonText, key as keyof typeof involvedPersonText.en)
    : '';
}

async function readPeople(
  db: Runner,
  language: Language,
  eventId: string,
  ids: readonly string[],
): Promise<ReportPerson[][]> {
  const rows = await db
    .select()
    .from(eventInvolvedPeople)
    .where(and(eq(eventInvolvedPeople.eventId, eventId), inArray(eventInvolvedPeople.id, chosen(ids))))
    .orderBy(asc(eventInvolvedPeople.createdAt), asc(eventInvolvedPeople.id));
  const person = (row: (typeof rows)[number]): ReportPerson => ({
    name: personDisplayName(row.firstName, row.lastName),
    address: joined([row.streetAddress1, row.city, joined([row.state, row.postalCode]).replace(', ', ' ')]),
    phoneNumber: row.phoneNumber,
    affiliation:
      row.affiliation === 0 && row.otherAffiliationDescription
        ? `${affiliationName(language, 0)}: ${row.otherAffiliationDescription}`
        : affiliationName(language, row.affiliation),
    natureOfInvolvement: row.natureOfInvolvement,
  });
  return [
    rows.filter((row) => row.type === INVOLVED_PERSON_TYPE.involved).map(person),
    rows.filter((row) => row.type === INVOLVED_PERSON_TYPE.witness).map(person),
  ];
}

async function readImages(db: Runner, eventId: string, ids: readonly string[]): Promise<ReportImage[]> {
  return db
    .select({
      id: files.id,
      name: files.name,
      note: files.note,
      storageKey: files.storageKey,
      printKey: files.printKey,
    })
    .from(files)
    .where(
      and(
        eq(files.eventId, eventId),
        eq(files.kind, FILE_KINDS.image),
        isNull(files.deletedAt),
        inArray(files.id, chosen(ids)),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.name), asc(files.id));
}

async function readClaims(
  db: Runner,
  language: Language,
  eventId: string,
  ids: readonly string[],
): Promise<ReportClaim[]> {
  const t = textIn(language, incidentReportText);
  const rows = await db
    .select()
    .from(insuranceClaims)
    .where(and(eq(insuranceClaims.eventId, eventId), inArray(insuranceClaims.id, chosen(ids))))
    .orderBy(asc(insuranceClaims.createdAt), asc(insuranceClaims.id));
  return rows.map((row) => ({
    title: row.title,
    claimNumber: row.claimNumber,
    claimDate: row.claimDate,
    claimType: valueName(language, claimTypeText, row.claimType),
    status: valueName(language, claimStatusText, row.claimStatus),
    insuranceCompany: row.insuranceCompany,
    policyNumber: row.policyNumber,
    adjusterName: row.adjusterName,
    costs: [
      { label: t('costEstimate'), amount: Number(row.costEstimate) },
      { label: t('repairCost'), amount: Number(row.repairCost) },
      { label: t('mitigationCost'), amount: Number(row.mitigationCost) },
      { label: t('businessInterruptionCost'), amount: Number(row.businessInterruptionCost) },
      { label: t('deductible'), amount: Number(row.deductible) },
      { label: t('recoverableDepreciation'), amount: Number(row.recoverableDepreciation) },
      { label: t('settlementAmount'), amount: Number(row.settlementAmount) },
      { label: t('totalLoss'), amount: Number(row.totalLoss) },
      { label: t('adjustment'), amount: Number(row.adjustment) },
    ],
  }));
}

async function readDamages(db: Runner, language: Language, eventId: string): Promise<ReportData['damages']> {
  const other = valueName(language, expenseSourceText, EXPENSE_SOURCE.other);
  const rows = await db
    .select({
      source: damageRelatedExpenses.expenseSource,
      vendorName: vendors.name,
      otherName: damageRelatedExpenses.otherName,
      detail: damageRelatedExpenses.detail,
      amount: damageRelatedExpenses.amount,
    })
    .from(damageRelatedExpenses)
    .leftJoin(vendors, eq(vendors.id, damageRelatedExpenses.vendorId))
    .where(eq(damageRelatedExpenses.eventId, eventId))
    .orderBy(asc(damageRelatedExpenses.position), asc(damageRelatedExpenses.id));
  return rows.map((row) => ({
    source: valueName(language, expenseSourceText, row.source, other),
    name: (row.source === EXPENSE_SOURCE.vendor ? row.vendorName : row.otherName) ?? '',
    detail: row.detail,
    amount: Number(row.amount),
  }));
}

async function readDocuments(db: Runner, eventId: string, ids: readonly string[]): Promise<ReportData['documents']> {
  return db
    .select({
      name: files.name,
      fileName: files.fileName,
      typeName: documentTypes.name,
      note: files.note,
      folderName: folders.name,
    })
    .from(files)
    .leftJoin(documentTypes, eq(documentTypes.id, files.documentTypeId))
    .leftJoin(folders, eq(folders.id, files.folderId))
    .where(
      and(
        eq(files.eventId, eventId),
        eq(files.kind, FILE_KINDS.document),
        isNull(files.deletedAt),
        inArray(files.id, chosen(ids)),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.name), asc(files.id));
}

/** The pictures of the event's Image Upload steps, by file id (their keys, to stream them). */
async function readStepImages(db: Runner, event: EventForDisplay): Promise<Map<string, ReportImage>> {
  const ids = event.sopQuestions.flatMap((question) => question.images.map((image) => image.id));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: files.id,
      name: files.name,
      note: files.note,
      storageKey: files.storageKey,
      printKey: files.printKey,
    })
    .from(files)
    .where(and(eq(files.eventId, event.id), inArray(files.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Everything the incident report prints, read when the job runs: the event as event management
 * shows it, and of the people, images, claims and documents only those chosen (and still there);
 * every damage related expense with their total. Images are references, not bytes.
 */
export async function readReportData(
  db: Runner,
  report: { companyId: string; eventId: string; options: RenderOptions },
  now: Date,
  language: Language,
): Promise<ReportData> {
  const { companyId, eventId, options } = report;
  const [[head], event] = await Promise.all([
    db
      .select({
        companyName: companies.name,
        timeZone: properties.timeZone,
        generatedLocal: localTime(sql`${now.toISOString()}::timestamptz`, properties.timeZone),
      })
      .from(events)
      .innerJoin(companies, eq(companies.id, events.companyId))
      .innerJoin(properties, eq(properties.id, events.propertyId))
      .where(and(eq(events.companyId, companyId), eq(events.id, eventId))),
    readEventForDisplay(db, companyId, eventId),
  ]);
  if (!head) throw new Error(`event ${eventId} is gone`);
  const [[involved, witnesses], images, claims, damages, documents, stepImages] = await Promise.all([
    readPeople(db, language, eventId, options.includedPeopleIds),
    readImages(db, eventId, options.includedImageIds),
    readClaims(db, language, eventId, options.includedInsuranceClaimIds),
    readDamages(db, language, eventId),
    readDocuments(db, eventId, options.includedDocumentIds),
    readStepImages(db, event),
  ]);
  return {
    language,
    companyName: head.companyName,
    generatedAt: now,
    generatedLocal: head.generatedLocal,
    timeZone: head.timeZone,
    event,
    stepImages,
    involved,
    witnesses,
    images,
    claims,
    damages,
    damageTotal: damageExpenseTotal(damages),
    documents,
  };
}
