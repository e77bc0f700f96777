import { and, asc, count, eq, isNull, not, sql } from 'drizzle-orm';
import type { QueryOf, ReplyOf } from '../../../../../schemas/protocol/contract.ts';
import type { companyResourceEndpoints } from '../../../../../schemas/resource/endpoints.ts';
import { FILE_KINDS, type FileType } from '../../../../domain/resources/accepted-file-types.ts';
import {
  PROPERTIES_FOLDER_NAME,
  RESOURCE_SECTIONS,
  type ResourceSection,
  ROOT_FOLDER_ID,
} from '../../../../domain/resources/resource-folders.ts';
import type { ServiceContext } from '../../../context/service-context.ts';
import type { Runner } from '../../../db/connect.ts';
import { files, folders, properties } from '../../../db/schema/index.ts';
import { visiblePropertiesWhere } from '../../properties/visibility.ts';
import { fileOf, selectFiles } from '../../shared/file-rows.ts';
import {
  childCountOf,
  containerOf,
  type FolderItem,
  type FolderRow,
  findFolder,
  folderColumns,
  folderOf,
  qualifiedId,
  rootFolderOf,
} from './rows.ts';
import type { ResourceScope } from './scope.ts';

type ResourceSet = ReplyOf<typeof companyResourceEndpoints.root>;
export type ResourceSetQuery = QueryOf<typeof companyResourceEndpoints.root>;
type Totals = ResourceSet['totals'];

const FILE_SECTIONS: Record<Exclude<ResourceSection, 'folders'>, FileType> = {
  documents: FILE_KINDS.document,
  images: FILE_KINDS.image,
  videos: FILE_KINDS.video,
};

/** Whether a section is read by this query: all four, or only the one it names. */
const reads = (query: ResourceSetQuery, section: ResourceSection) => !query.section || query.section === section;

/** One page of a list: rows `extra` (made-up folders shown first) and then the stored ones. */
function pageWindow(query: ResourceSetQuery, extra: number) {
  const start = (query.page - 1) * query.pageSize;
  const extraShown = Math.max(0, Math.min(extra - start, query.pageSize));
  return { extraStart: start, extraShown, offset: Math.max(0, start - extra), limit: query.pageSize - extraShown };
}

/** The live files of a container by kind: how many of each (files_container_listing_idx). */
async function fileTotals(db: Runner, containerId: string): Promise<Omit<Totals, 'folders'>> {
  const rows = await db
    .select({ kind: files.kind, count: count() })
    .from(files)
    .where(and(eq(files.containerId, containerId), isNull(files.deletedAt)))
    .groupBy(files.kind);
  const of = (kind: FileType) => rows.find((row) => row.kind === kind)?.count ?? 0;
  return { documents: of(FILE_KINDS.document), images: of(FILE_KINDS.image), videos: of(FILE_KINDS.video) };
}

/** One page of a container's live files of one kind, by name. */
async function filePage(
  db: Runner,
  scope: ResourceScope,
  containerId: string,
  kind: FileType,
  query: ResourceSetQuery,
) {
  const rows = await selectFiles(db)
    .where(
      and(
        eq(files.containerId, containerId),
        eq(files.kind, kind),
        isNull(files.deletedAt),
        eq(files.companyId, scope.companyId),
      ),
    )
    .orderBy(sql`lower(${files.name})`, asc(files.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows.map(fileOf);
}

/** The Properties folder at the company's root: one folder per property the viewer sees. */
async function propertiesFolder(ctx: ServiceContext): Promise<FolderItem> {
  const [row] = await ctx.db
    .select({ count: count() })
    .from(properties)
    .where(and(await visiblePropertiesWhere(ctx.db, ctx.company), eq(properties.isArchived, false)));
  return {
    id: ROOT_FOLDER_ID,
    name: PROPERTIES_FOLDER_NAME,
    notes: '',
    parentId: ROOT_FOLDER_ID,
    propertyId: null,
    eventId: null,
    isArchived: false,
    folderType: 'Property',
    isEditable: false,
    childCount: row?.count ?? 0,
  };
}

/** The stored folders up from `folder` to the root of its scope, root first. */
async function pathOf(db: Runner, folder: FolderRow | null): Promise<{ id: string; name: string }[]> {
  const path: { id: string; name: string }[] = [];
  // Folders never move, so the chain ends; the bound only guards against a broken row.
  for (let current = folder, depth = 0; current && depth < 1000; depth++) {
    path.unshift({ id: current.id, name: current.name });
    if (!current.parentId) break;
    [current] = await db.select(folderColumns).from(folders).where(eq(folders.id, current.parentId));
  }
  return path;
}

/**
 * GET …/resources and …/resources/folders/{id}: a folder of the scope (or its root) with one page
 * of each of its lists — folders by name (archived ones only with showArchived), then documents,
 * images and videos by name — and the totals that page them. The company's root also holds the
 * Properties folder, first.
 */
export async function openFolder(
  ctx: ServiceContext,
  scope: ResourceScope,
  folderId: string,
  query: ResourceSetQuery,
): Promise<ResourceSet> {
  const { db } = ctx;
  const folder = await findFolder(db, scope, folderId);
  const containerId = containerOf(scope, folder);
  const made = scope.kind === 'company' && !folder ? [await propertiesFolder(ctx)] : [];
  const folderWhere = and(
    eq(folders.containerId, containerId),
    eq(folders.companyId, scope.companyId),
    query.showArchived ? undefined : not(folders.isArchived),
  );
  const [[stored], fileCounts] = await Promise.all([
    db.select({ count: count() }).from(folders).where(folderWhere),
    fileTotals(db, containerId),
  ]);
  const totals: Totals = { folders: (stored?.count ?? 0) + made.length, ...fileCounts };

  const window = pageWindow(query, made.length);
  const storedFolders =
    reads(query, 'folders') && window.limit > 0
      ? await db
          .select({ ...folderColumns, childCount: childCountOf(qualifiedId(folders)) })
          .from(folders)
          .where(folderWhere)
          .orderBy(sql`lower(${folders.name})`, asc(folders.id))
          .limit(window.limit)
          .offset(window.offset)
      : [];
  const sections = Object.fromEntries(
    await Promise.all(
      RESOURCE_SECTIONS.filter((section) => section !== 'folders').map(async (section) => [
        section,
        reads(query, section) ? await filePage(db, scope, containerId, FILE_SECTIONS[section], query) : [],
      ]),
    ),
  ) as Pick<ResourceSet, 'documents' | 'images' | 'videos'>;
  return {
    folder: folder
      ? folderOf(folder, totals.folders + totals.documents + totals.images + totals.videos)
      : rootFolderOf(scope, totals.folders + totals.documents + totals.images + totals.videos),
    path: await pathOf(db, folder),
    canManage: scope.canManage,
    folders: reads(query, 'folders')
      ? [
          ...made.slice(window.extraStart, window.extraStart + window.extraShown),
          ...storedFolders.map((row) => folderOf(row, row.childCount)),
        ]
      : [],
    ...sections,
    totals,
  };
}

/**
 * GET /resources/properties: the Properties folder's content, one folder per property the viewer
 * sees (not archived), by name. Each is the root (-1) of that property's library; nothing can be
 * added here.
 */
export async function openPropertiesFolder(ctx: ServiceContext, query: ResourceSetQuery): Promise<ResourceSet> {
  const { db } = ctx;
  const where = and(await visiblePropertiesWhere(db, ctx.company), eq(properties.isArchived, false));
  const rows = reads(query, 'folders')
    ? await db
        .select({ id: properties.id, name: properties.name, childCount: childCountOf(qualifiedId(properties)) })
        .from(properties)
        .where(where)
        .orderBy(sql`lower(${properties.name})`, asc(properties.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
    : [];
  const container = await propertiesFolder(ctx);
  return {
    folder: container,
    path: [],
    canManage: false,
    folders: rows.map((row) => ({
      id: ROOT_FOLDER_ID,
      name: row.name,
      notes: '',
      parentId: null,
      propertyId: row.id,
      eventId: null,
      isArchived: false,
      folderType: 'Property' as const,
      isEditable: false,
      childCount: row.childCount,
    })),
    documents: [],
    images: [],
    videos: [],
    totals: { folders: container.childCount, documents: 0, images: 0, videos: 0 },
  };
}
