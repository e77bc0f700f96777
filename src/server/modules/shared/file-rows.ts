import { eq } from 'drizzle-orm';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { companyResourceEndpoints } from '../../../../schemas/resource/endpoints.ts';
import { FILE_KINDS } from '../../../domain/resources/accepted-file-types.ts';
import { ROOT_FOLDER_ID } from '../../../domain/resources/resource-folders.ts';
import type { Runner } from '../../db/connect.ts';
import { documentTypes, files, people } from '../../db/schema/index.ts';
import { downloadPath } from './media.ts';

/**
 * A stored file as a folder listing shows it (a document or an image): the files module's
 * listings and uploads answer with it, and the event for display carries the event's documents
 * in it (events/documents.ts), so it lives here rather than in either module.
 */
export type ResourceFile = ReplyOf<typeof companyResourceEndpoints.root>['documents'][number];

export const fileColumns = {
  id: files.id,
  companyId: files.companyId,
  kind: files.kind,
  name: files.name,
  fileName: files.fileName,
  note: files.note,
  folderId: files.folderId,
  propertyId: files.propertyId,
  eventId: files.eventId,
  documentTypeId: files.documentTypeId,
  typeName: documentTypes.name,
  contentType: files.contentType,
  size: files.size,
  thumbnailKey: files.thumbnailKey,
  createdAt: files.createdAt,
  uploaderFirstName: people.firstName,
  uploaderLastName: people.lastName,
};

type FileRow = {
  [K in keyof typeof fileColumns]: K extends 'typeName' | 'uploaderFirstName' | 'uploaderLastName'
    ? string | null
    : (typeof files.$inferSelect)[Exclude<K, 'typeName' | 'uploaderFirstName' | 'uploaderLastName'>];
};

/** Files with their document type's name and their uploader, for `fileOf`. */
export function selectFiles(db: Runner) {
  return db
    .select(fileColumns)
    .from(files)
    .leftJoin(documentTypes, eq(documentTypes.id, files.documentTypeId))
    .leftJoin(people, eq(people.id, files.uploadedByPersonId));
}

export function fileOf(row: FileRow): ResourceFile {
  const publicUrl = downloadPath(row.companyId, row.id);
  const uploader = [row.uploaderFirstName, row.uploaderLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    documentId: row.id,
    kind: row.kind,
    name: row.name,
    fileName: row.fileName,
    note: row.note,
    // The spec's Image says notes, its Document note (schemas/resource/entity.ts resourceImageSchema).
    ...(row.kind === FILE_KINDS.image ? { notes: row.note } : {}),
    folderId: row.folderId ?? ROOT_FOLDER_ID,
    propertyId: row.propertyId,
    eventId: row.eventId,
    documentTypeId: row.documentTypeId,
    typeName: row.typeName,
    publicUrl,
    thumbnailUrl: row.thumbnailKey ? `${publicUrl}?thumbnail=true` : null,
    contentType: row.contentType,
    size: row.size,
    dateUploaded: row.createdAt.toISOString(),
    uploadedBy: uploader || null,
  };
}
