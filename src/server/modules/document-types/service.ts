import { and, eq, sql } from 'drizzle-orm';
import {
  DOCUMENT_TYPE_MESSAGES,
  DOCUMENT_TYPE_SORT_FIELDS,
  documentTypeEndpoints,
} from '../../../../schemas/document-type.ts';
import { DOCUMENT_TYPE_COLUMNS } from '../../../../schemas/lists/document-types.ts';
import type { BodyOf, QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { csvColumnsOf } from '../../../domain/lists/cell-text.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { walkList } from '../../db/list-walk.ts';
import { documentTypes } from '../../db/schema/index.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { BadRequestError, invalidField, NotFoundError } from '../../http/errors.ts';
import { refuseNameClash, refuseTakenName } from '../shared/unique-name.ts';

export { DOCUMENT_TYPE_SORT_FIELDS };
export type DocumentTypeSortField = (typeof DOCUMENT_TYPE_SORT_FIELDS)[number];
export type DocumentTypeListParams = QueryOf<typeof documentTypeEndpoints.list>;
type DocumentTypeInput = BodyOf<typeof documentTypeEndpoints.save>;
type SavedDocumentType = ReplyOf<typeof documentTypeEndpoints.save>;

const columns = {
  id: documentTypes.id,
  name: documentTypes.name,
  active: documentTypes.active,
  isArchived: documentTypes.isArchived,
  isSystemType: documentTypes.isSystemType,
};

const lowerName = sql`lower(${documentTypes.name})`;

/**
 * The document types list: archived types only with showArchived; the search is a
 * case-insensitive "contains" on the name (document_types_search_idx, a trigram index over
 * lower(name)). Both orders end with lower(name), id — the tail of document_types_company_name_idx.
 */
const documentTypeList: ListSpec<DocumentTypeSortField, typeof columns> = {
  table: documentTypes,
  id: documentTypes.id,
  company: documentTypes.companyId,
  archived: documentTypes.isArchived,
  search: (pattern) => sql`${lowerName} like lower(${pattern})`,
  columns,
  sorts: { name: [], active: [documentTypes.active] },
  tail: [lowerName, documentTypes.id],
  few: true,
};

/** GET /documentTypes: one page of the company's document types and how many match (bounded, see countLimit). */
export async function listDocumentTypes(
  ctx: ServiceContext,
  params: DocumentTypeListParams,
): Promise<ReplyOf<typeof documentTypeEndpoints.list>> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const { rows, ...total } = await readList(db, documentTypeList, companyId, params);
  return { documentTypes: rows, ...total };
}

async function createDocumentType(
  db: Runner,
  companyId: string,
  name: string,
  input: DocumentTypeInput,
): Promise<SavedDocumentType> {
  // Spec 001 §5: the archive switch exists only for existing types; system types come with the product.
  if (input.isSystemType) throw invalidField('isSystemType', 'cannot be set on a new document type');
  if (input.isArchived) throw invalidField('isArchived', 'cannot be set on a new document type');
  await refuseTakenName(db, documentTypes, eq(documentTypes.companyId, companyId), name);
  const [created] = await db
    .insert(documentTypes)
    .values({ companyId, name, active: input.active ?? true, isArchived: false, isSystemType: false })
    .returning(columns);
  return created;
}

async function updateDocumentType(
  db: Runner,
  companyId: string,
  id: string,
  name: string,
  input: DocumentTypeInput,
): Promise<SavedDocumentType> {
  const [current] = await db
    .select(columns)
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, companyId), eq(documentTypes.id, id)));
  if (!current) throw new NotFoundError();
  if (current.isSystemType) throw new BadRequestError(DOCUMENT_TYPE_MESSAGES.systemTypeLocked);
  if (input.isSystemType) throw invalidField('isSystemType', 'cannot be changed');
  await refuseTakenName(db, documentTypes, eq(documentTypes.companyId, companyId), name, id);
  const [updated] = await db
    .update(documentTypes)
    .set({ name, isArchived: input.isArchived, active: input.active ?? current.active })
    // is_system_type = false again here, so a system type is never written whatever happens in between.
    .where(and(eq(documentTypes.companyId, companyId), eq(documentTypes.id, id), eq(documentTypes.isSystemType, false)))
    .returning(columns);
  if (!updated) throw new NotFoundError();
  return updated;
}

/**
 * POST /documentTypes/save: creates the type when the body has no id, otherwise updates the
 * company's type with that id (404 when it is another company's or unknown). The body was
 * validated against documentTypeSchema; the rules a schema cannot say live here: a name that is
 * not blank after trimming and not taken, system types locked, isSystemType never set by a client.
 */
export async function saveDocumentType(ctx: ServiceContext, input: DocumentTypeInput): Promise<SavedDocumentType> {
  const { companyId } = ctx.company;
  const name = input.name.trim();
  if (!name) throw invalidField('name', 'is required');
  const id = input.id;
  // Names are unique per company, any case, archived types included (shared/unique-name.ts).
  return refuseNameClash('document_types_company_name_uq', () =>
    ctx.transaction(async ({ db: tx, record }) => {
      const saved = id
        ? await updateDocumentType(tx, companyId, id, name, input)
        : await createDocumentType(tx, companyId, name, input);
      await record({ type: id ? 'documentType.updated' : 'documentType.created', subjectId: saved.id });
      return saved;
    }),
  );
}

/** GET /documentTypes/choices: what a document may be filed under (active, not archived), by name. */
export async function documentTypeChoices(ctx: ServiceContext): Promise<ReplyOf<typeof documentTypeEndpoints.choices>> {
  const rows = await ctx.db
    .select({ id: documentTypes.id, name: documentTypes.name })
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.companyId, ctx.company.companyId),
        eq(documentTypes.active, true),
        eq(documentTypes.isArchived, false),
      ),
    )
    .orderBy(lowerName, documentTypes.id);
  return { documentTypes: rows };
}

/** A document type a document may be filed under, by id: its name; null when it is not one of the company's choices. */
export async function documentTypeChoice(db: Runner, companyId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ name: documentTypes.name })
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.companyId, companyId),
        eq(documentTypes.id, id.toLowerCase()),
        eq(documentTypes.active, true),
        eq(documentTypes.isArchived, false),
      ),
    );
  return row?.name ?? null;
}

/** GET /documentTypes/export: every document type matching the query, as the list's CSV file (walked, streamed). */
export function exportDocumentTypes(
  ctx: ServiceContext,
  query: QueryOf<typeof documentTypeEndpoints.export>,
): CsvExport {
  return csvExport({
    fileName: documentTypeEndpoints.export.csvExport.fileName,
    columns: csvColumnsOf(DOCUMENT_TYPE_COLUMNS, query.showArchived),
    batches: walkList(ctx.db, documentTypeList, ctx.company.companyId, query),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
    language: query.language ?? ctx.language,
  });
}
