import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { ReplyOf } from '../../../../../schemas/protocol/contract.ts';
import type { companyResourceEndpoints } from '../../../../../schemas/resource/endpoints.ts';
import { isEditableFolder, ROOT_FOLDER_ID, ROOT_FOLDER_NAME } from '../../../../domain/resources/resource-folders.ts';
import type { Runner } from '../../../db/connect.ts';
import { folders, type properties } from '../../../db/schema/index.ts';
import { NotFoundError } from '../../../http/errors.ts';
import { inScope, type ResourceScope } from './scope.ts';

type ResourceSet = ReplyOf<typeof companyResourceEndpoints.root>;
export type FolderItem = ResourceSet['folder'];

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
