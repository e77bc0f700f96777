import { eq } from 'drizzle-orm';
import type { ReplyOf, UploadFieldsOf } from '../../../../../schemas/protocol/contract.ts';
import type { companyResourceEndpoints } from '../../../../../schemas/resource/endpoints.ts';
import { FILE_KINDS } from '../../../../domain/resources/accepted-file-types.ts';
import { actingPersonId } from '../../../auth/membership.ts';
import type { ServiceContext } from '../../../context/service-context.ts';
import { files } from '../../../db/schema/index.ts';
import type { IncomingFile } from '../../../files/incoming-files.ts';
import { discardStoredUploads, storeIncomingFiles } from '../../../files/store-upload.ts';
import { invalidField } from '../../../http/errors.ts';
import { documentTypeChoice } from '../../document-types/service.ts';
import { fileOf, selectFiles } from '../../shared/file-rows.ts';
import { recordResourceChange } from './record.ts';
import { findFolder } from './rows.ts';
import { type ResourceScope, resolveScope, type ScopeRef, scopeColumns } from './scope.ts';

export type UploadFields = UploadFieldsOf<typeof companyResourceEndpoints.upload>;
type UploadReply = ReplyOf<typeof companyResourceEndpoints.upload>;

/**
 * The fields' rules the schema cannot say (spec 001 §5): a name that is not blank, a folder of the
 * scope that is not archived (another scope's: 404), and a document type of the company — required
 * for a document of an event, and only for documents. Checked before any byte is stored.
 */
async function checkFields(ctx: ServiceContext, scope: ResourceScope, fields: UploadFields) {
  const name = fields.name.trim();
  if (!name) throw invalidField('name', 'is required');
  const folder = await findFolder(ctx.db, scope, fields.folderId);
  if (folder?.isArchived) throw invalidField('folderId', 'is an archived folder');
  const { documentTypeId } = fields;
  if (fields.kind !== FILE_KINDS.document) {
    if (documentTypeId) throw invalidField('documentTypeId', 'is only for documents');
  } else if (!documentTypeId) {
    if (scope.kind === 'event') throw invalidField('documentTypeId', 'Document Type is required');
  } else if ((await documentTypeChoice(ctx.db, scope.companyId, documentTypeId)) === null) {
    throw invalidField('documentTypeId', 'is not a document type of the company');
  }
  return { name, folder, documentTypeId: documentTypeId?.toLowerCase() ?? null };
}

/**
 * POST …/resources/upload: one document, image or video into a folder of the scope. The file
 * streams to the store (its kind from its bytes, which must be the kind the form uploads; that
 * kind's size limit, 413), then its row is written with a domain event in one transaction. Any
 * failure removes the stored object: a failed upload leaves neither row nor object.
 */
export async function uploadResource(
  ctx: ServiceContext,
  ref: ScopeRef,
  scope: ResourceScope,
  fields: UploadFields,
  incoming: AsyncIterable<IncomingFile>,
): Promise<UploadReply> {
  const { name, folder, documentTypeId } = await checkFields(ctx, scope, fields);
  const stored = await storeIncomingFiles(ctx.adapters, scope.companyId, incoming, [fields.kind]);
  try {
    return await ctx.transaction(async (tx) => {
      // Seen again inside the transaction: the event or the folder may have changed while the file arrived.
      const current = await resolveScope(tx.db, tx, ref);
      const into = await findFolder(tx.db, current, fields.folderId);
      if (into?.isArchived) throw invalidField('folderId', 'is an archived folder');
      const [upload] = stored;
      if (!upload) throw invalidField('file', 'must be one file');
      const [row] = await tx.db
        .insert(files)
        .values({
          ...upload,
          ...scopeColumns(current),
          name,
          note: fields.note,
          folderId: folder?.id ?? null,
          documentTypeId,
          uploadedByPersonId: actingPersonId(tx.company),
        })
        .returning({ id: files.id });
      if (!row) throw new Error('the file row was not written');
      await recordResourceChange(tx, current, 'file.uploaded', row.id, {
        name,
        kind: upload.kind,
        folderName: folder?.name,
      });
      const [saved] = await selectFiles(tx.db).where(eq(files.id, row.id));
      if (!saved) throw new Error('the file row was not read back');
      return { success: true, file: fileOf(saved) };
    });
  } catch (error) {
    await discardStoredUploads(ctx.adapters, stored);
    throw error;
  }
}
