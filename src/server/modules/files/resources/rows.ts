import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { ReplyOf } from '../../../../../schemas/protocol/contract.ts';
import type { companyResourceEndpoints } from '../../../../../schemas/resource.ts';
import { FILE_KINDS } from '../../../../domain/accepted-file-types.ts';
import { isEditableFolder, ROOT_FOLDER_ID, ROOT_FOLDER_NAME } from '../../../../domain/resource-folders.ts';
import type { Runner } from '../../../db/connect.ts';
import { documentTypes, files, folders, people, type properties } from '../../../db/schema/index.ts';
import { NotFoundError } from '../../../http/errors.ts';
import { downloadPath } from '../media.ts';
import { inScope, type ResourceScope } from './scope.ts';

type ResourceSet = ReplyOf<typeof companyResourceEndpoints.root>;
export type FolderItem = ResourceSet['folder'];
export type ResourceFile = ResourceSet['documents'][number];

/** A stored folder as the API shows it. */
export const folderColumns = {
  id: folders.id,
  name: folders.name,
  notes: folders.notes,
  parentId: folders.parentId,
  propertyId: folders.propertyId,
  eventId: folders.eventId,
  isArchived: folders.isArchived,
  folderType: folders.folderType,
  containerId: folders.containerId,
};

export type FolderRow = { [K in keyof typeof folderColumns]: (typeof folders.$inferSelect)[K] };

/** `table.id`, qualified: a subquery's own tables would otherwise capture the bare name. */
export const qualifiedId = (table: typeof folders | typeof properties) =>
  sql`${sql.identifier(getTableName(table))}."id"`;

/** Folders (not archived) and files (not deleted) directly in a container (a folder, or a root's container id). */
export const childCountOf = (containerId: SQL) =>
  sql<number>`((select count(*) from "folders" "child" where "child"."container_id" = ${containerId} and not "child"."is_archived")
    + (select count(*) from "files" "child" where "child"."container_id" = ${containerId} and "child"."deleted_at" is null))::int`;

export function folderOf(row: FolderRow, childCount: number): FolderItem {
  return {
    id: row.id,
    name: row.name,
    notes: row.notes,
    parentId: row.parentId ?? ROOT_FOLDER_ID,
    propertyId: row.propertyId,
    eventId: row.eventId,
    isArchived: row.isArchived,
    folderType: row.folderType,
    isEditable: isEditableFolder(row),
    childCount,
  };
}

/** The root of a scope: not stored, pseudo id -1, not editable. */
export function rootFolderOf(scope: ResourceScope, childCount: number): FolderItem {
  return {
    id: ROOT_FOLDER_ID,
    name: ROOT_FOLDER_NAME,
    notes: '',
    parentId: null,
    propertyId: scope.propertyId,
    eventId: scope.eventId,
    isArchived: false,
    folderType: scope.folderType,
    isEditable: false,
    childCount,
  };
}

/** A folder of the scope, or its root for -1; another scope's, another company's or unknown: 404. */
export async function findFolder(db: Runner, scope: ResourceScope, folderId: string): Promise<FolderRow | null> {
  if (folderId === ROOT_FOLDER_ID) return null;
  const [row] = await db
    .select(folderColumns)
    .from(folders)
    .where(and(inScope(folders, scope), eq(folders.id, folderId.toLowerCase())));
  if (!row) throw new NotFoundError();
  return row;
}

/** What holds a folder's children: the folder, or for the root (null) the scope's root container. */
export const containerOf = (scope: ResourceScope, folder: FolderRow | null): string =>
  folder?.id ?? scope.rootContainerId;

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
    // The spec's Image says notes, its Document note (schemas/resource.ts resourceImageSchema).
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
