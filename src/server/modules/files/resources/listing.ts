import type { QueryOf, ReplyOf } from '../../../../../schemas/protocol/contract.ts';
import type { companyResourceEndpoints } from '../../../../../schemas/resource/endpoints.ts';
import {
  PROPERTIES_FOLDER_NAME,
  type ResourceSection,
  ROOT_FOLDER_ID,
} from '../../../../domain/resources/resource-folders.ts';
import type { ServiceContext } from '../../../context/service-context.ts';
import { NotFoundError } from '../../../http/errors.ts';
import { propertyReachOf } from '../../properties/visibility.ts';
import { fileOf } from '../../shared/file-rows.ts';
import { type FileJson, readFolder, readPropertiesFolder } from './folder-read.ts';
import { type FolderItem, folderOf, rootFolderOf } from './rows.ts';
import type { ResourceScope } from './scope.ts';

type ResourceSet = ReplyOf<typeof companyResourceEndpoints.root>;
export type ResourceSetQuery = QueryOf<typeof companyResourceEndpoints.root>;
type Totals = ResourceSet['totals'];

/** Whether a section is read by this query: all four, or only the one it names. */
const reads = (query: ResourceSetQuery, section: ResourceSection) => !query.section || query.section === section;

/** One page of a list: rows `extra` (made-up folders shown first) and then the stored ones. */
function pageWindow(query: ResourceSetQuery, extra: number) {
  const start = (query.page - 1) * query.pageSize;
  const extraShown = Math.max(0, Math.min(extra - start, query.pageSize));
  return { extraStart: start, extraShown, offset: Math.max(0, start - extra), limit: query.pageSize - extraShown };
}

/** The Properties folder at the company's root: one folder per property the viewer sees. */
function propertiesFolder(childCount: number): FolderItem {
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
    childCount,
  };
}

const filesOf = (rows: FileJson[]) => rows.map((row) => fileOf({ ...row, createdAt: new Date(row.createdAt) }));

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
  const atCompanyRoot = scope.kind === 'company' && folderId === ROOT_FOLDER_ID;
  const window = pageWindow(query, atCompanyRoot ? 1 : 0);
  const read = await readFolder(ctx.db, {
    companyId: scope.companyId,
    personId: ctx.company.personId,
    eventId: scope.eventId,
    propertyId: scope.propertyId,
    folderId: folderId === ROOT_FOLDER_ID ? null : folderId.toLowerCase(),
    rootContainerId: scope.rootContainerId,
    showArchived: query.showArchived,
    section: query.section ?? null,
    pageSize: query.pageSize,
    fileOffset: (query.page - 1) * query.pageSize,
    folderLimit: window.limit,
    folderOffset: window.offset,
    reach: atCompanyRoot ? await propertyReachOf(ctx.db, ctx.company) : null,
  });
  const { folder } = read;
  if (folderId !== ROOT_FOLDER_ID && !folder) throw new NotFoundError();
  const made = read.visibleProperties === null ? [] : [propertiesFolder(read.visibleProperties)];
  const totals: Totals = { ...read.totals, folders: read.totals.folders + made.length };
  const children = totals.folders + totals.documents + totals.images + totals.videos;
  return {
    folder: folder ? folderOf(folder, children) : rootFolderOf(scope, children),
    path: read.path,
    canManage: scope.canManage,
    folders: reads(query, 'folders')
      ? [
          ...made.slice(window.extraStart, window.extraStart + window.extraShown),
          ...read.folders.map((row) => folderOf(row, row.childCount)),
        ]
      : [],
    // fileOf gives an image its notes (schemas/resource/entity.ts), which its type cannot say.
    ...({
      documents: filesOf(read.documents),
      images: filesOf(read.images),
      videos: filesOf(read.videos),
    } as Pick<ResourceSet, 'documents' | 'images' | 'videos'>),
    totals,
  };
}

/**
 * GET /resources/properties: the Properties folder's content, one folder per property the viewer
 * sees (not archived), by name. Each is the root (-1) of that property's library; nothing can be
 * added here.
 */
export async function openPropertiesFolder(ctx: ServiceContext, query: ResourceSetQuery): Promise<ResourceSet> {
  const { total, rows } = await readPropertiesFolder(ctx.db, {
    companyId: ctx.company.companyId,
    personId: ctx.company.personId,
    reach: await propertyReachOf(ctx.db, ctx.company),
    section: query.section ?? null,
    pageSize: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    folder: propertiesFolder(total),
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
    totals: { folders: total, documents: 0, images: 0, videos: 0 },
  };
}
