import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { FILE_KINDS, type FileType } from '../../../../domain/resources/accepted-file-types.ts';
import type { ResourceSection } from '../../../../domain/resources/resource-folders.ts';
import type { Runner } from '../../../db/connect.ts';
import { type PreparedRead, readPreparedJsonRow } from '../../../db/prepared-read.ts';
import { properties } from '../../../db/schema/index.ts';
import { type PropertyReach, propertyIdWithin } from '../../properties/visibility.ts';
import type { fileOf } from '../../shared/file-rows.ts';
import { childCountOf, type FolderRow } from './rows.ts';

/**
 * The folder view's reads, each ONE named prepared statement of json columns (db/prepared-read.ts):
 * opening a folder was 7 statements (the folder, two counts, a page of folders, one page per file
 * kind, a statement per step of the path). The text is written once per property reach — the
 * visibility rule of the Properties folder is the rule's own SQL (properties/visibility.ts) with
 * placeholders — and run with the call's values.
 */

const dialect = new PgDialect();
const slot = (name: string) => sql.placeholder(name);

/** A statement rendered once: its text, and where each placeholder's value goes. */
interface Rendered {
  read: PreparedRead;
  params: unknown[];
}

function render(name: string, query: SQL): Rendered {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { read: { name, text }, params };
}

type Values = Record<string, string | number | boolean | null>;

async function run(db: Runner, statement: Rendered, values: Values): Promise<unknown[]> {
  const filled = fillPlaceholders(statement.params, values).map((value) =>
    value === null || value === undefined ? null : String(value),
  );
  return (await readPreparedJsonRow(db, statement.read, filled)) ?? [];
}

/** Whether this call reads a section: all four, or only the one it names ($section). */
const reads = (section: ResourceSection) =>
  sql`(${slot('section')}::text is null or ${slot('section')}::text = ${sql.raw(`'${section}'`)})`;

/** The company's properties (not archived) the viewer sees: `reach` with the viewer's ids as placeholders. */
function visibleProperties(reach: PropertyReach): SQL {
  const limit = propertyIdWithin(reach, { companyId: slot('company'), personId: slot('person') }, properties.id);
  return sql`"properties"."company_id" = ${slot('company')}::uuid and not "properties"."is_archived"${limit ? sql` and ${limit}` : sql``}`;
}

/** A stored folder as json, the keys of FolderRow (and `more`). */
const folderJson = (f: string, more: SQL = sql``) =>
  sql`json_build_object('id', ${sql.raw(f)}.id, 'name', ${sql.raw(f)}.name, 'notes', ${sql.raw(f)}.notes,
    'parentId', ${sql.raw(f)}.parent_id, 'propertyId', ${sql.raw(f)}.property_id, 'eventId', ${sql.raw(f)}.event_id,
    'isArchived', ${sql.raw(f)}.is_archived, 'folderType', ${sql.raw(f)}.folder_type,
    'containerId', ${sql.raw(f)}.container_id${more})`;

/** One page of the container's live files of a kind, by name (files_container_listing_idx), as json rows of fileColumns. */
function filePage(kind: FileType, section: ResourceSection): SQL {
  return sql`(select json_agg(json_build_object('id', f.id, 'companyId', f.company_id, 'kind', f.kind, 'name', f.name,
      'fileName', f.file_name, 'note', f.note, 'folderId', f.folder_id, 'propertyId', f.property_id,
      'eventId', f.event_id, 'documentTypeId', f.document_type_id, 'typeName', t.name, 'contentType', f.content_type,
      'size', f.size, 'thumbnailKey', f.thumbnail_key, 'createdAt', f.created_at,
      'uploaderFirstName', p.first_name, 'uploaderLastName', p.last_name) order by lower(f.name), f.id)
    from (select * from files
           where container_id = (select id from container) and kind = ${sql.raw(String(kind))}
             and deleted_at is null and company_id = ${slot('company')}::uuid and ${reads(section)}
           order by lower(name), id limit ${slot('pageSize')}::int offset ${slot('fileOffset')}::int) f
    left join document_types t on t.id = f.document_type_id
    left join people p on p.id = f.uploaded_by_person_id)`;
}

/**
 * A folder of a scope ($folder; null for the scope's root, $root its container) in one
 * statement: the folder (null when it is not of the scope), its path up to the root, the totals
 * of its lists, one page of each (folders by name from $folderOffset, $folderLimit rows — the
 * made-up Properties folder takes the first place at the company's root), and with `reach` the
 * Properties folder's count of the properties the viewer sees.
 */
function folderStatement(reach: PropertyReach | null): Rendered {
  const live = sql`(${slot('showArchived')}::boolean or not is_archived)`;
  return render(
    `resource_folder_v1_${reach ?? 'inside'}`,
    sql`with target as (
      select * from folders
       where id = ${slot('folder')}::uuid and company_id = ${slot('company')}::uuid
         and event_id is not distinct from ${slot('event')}::uuid
         and property_id is not distinct from ${slot('property')}::uuid),
    container as (select case when ${slot('folder')}::uuid is null then ${slot('root')}::uuid
                              else (select id from target) end as id)
    select
      (select ${folderJson('target')} from target),
      (with recursive up as (
          select id, name, parent_id, 0 as depth from target
          union all
          -- Folders never move, so the chain ends; the bound only guards against a broken row.
          select f.id, f.name, f.parent_id, up.depth + 1 from folders f join up on f.id = up.parent_id where up.depth < 1000)
        select json_agg(json_build_object('id', id, 'name', name) order by depth desc) from up),
      (select json_build_object(
          'folders', (select count(*) from folders where container_id = (select id from container)
                       and company_id = ${slot('company')}::uuid and ${live}),
          'documents', count(*) filter (where kind = ${sql.raw(String(FILE_KINDS.document))}),
          'images', count(*) filter (where kind = ${sql.raw(String(FILE_KINDS.image))}),
          'videos', count(*) filter (where kind = ${sql.raw(String(FILE_KINDS.video))}))
        from files where container_id = (select id from container) and deleted_at is null),
      ${reach ? sql`(select to_json(count(*)) from properties where ${visibleProperties(reach)})` : sql`null`},
      (select json_agg(${folderJson('f', sql`, 'childCount', ${childCountOf(sql.raw('f.id'))}`)} order by lower(f.name), f.id)
         from (select * from folders
                where container_id = (select id from container) and company_id = ${slot('company')}::uuid
                  and ${live} and ${reads('folders')}
                order by lower(name), id limit ${slot('folderLimit')}::int offset ${slot('folderOffset')}::int) f),
      ${filePage(FILE_KINDS.document, 'documents')},
      ${filePage(FILE_KINDS.image, 'images')},
      ${filePage(FILE_KINDS.video, 'videos')}`,
  );
}

/** The Properties folder's content: the count of the properties the viewer sees, and one page of them by name with their child counts. */
function propertiesStatement(reach: PropertyReach): Rendered {
  return render(
    `resource_properties_v1_${reach}`,
    sql`select
      (select to_json(count(*)) from properties where ${visibleProperties(reach)}),
      (select json_agg(json_build_object('id', p.id, 'name', p.name, 'childCount', ${childCountOf(sql.raw('p.id'))})
                       order by lower(p.name), p.id)
         from (select id, name from properties where ${visibleProperties(reach)} and ${reads('folders')}
                order by lower(name), id limit ${slot('pageSize')}::int offset ${slot('offset')}::int) p)`,
  );
}

/** Each statement once per shape. */
const statements = new Map<string, Rendered>();
function statement(key: string, make: () => Rendered): Rendered {
  let found = statements.get(key);
  if (!found) {
    found = make();
    statements.set(key, found);
  }
  return found;
}

/** A file row as json: fileColumns' keys, createdAt as text. */
export type FileJson = Omit<Parameters<typeof fileOf>[0], 'createdAt'> & { createdAt: string };

export interface FolderRead {
  /** The stored folder; null for the root, or when the folder is not of the scope. */
  folder: FolderRow | null;
  path: { id: string; name: string }[];
  totals: { folders: number; documents: number; images: number; videos: number };
  /** The Properties folder's count, when the statement was asked for it. */
  visibleProperties: number | null;
  folders: (FolderRow & { childCount: number })[];
  documents: FileJson[];
  images: FileJson[];
  videos: FileJson[];
}

export interface FolderReadInput {
  companyId: string;
  personId: string;
  eventId: string | null;
  propertyId: string | null;
  /** Null for the scope's root. */
  folderId: string | null;
  rootContainerId: string;
  showArchived: boolean;
  section: ResourceSection | null;
  pageSize: number;
  fileOffset: number;
  folderLimit: number;
  folderOffset: number;
  /** With the Properties folder (the company's root): how far the viewer reaches among properties. */
  reach: PropertyReach | null;
}

export async function readFolder(db: Runner, input: FolderReadInput): Promise<FolderRead> {
  const read = statement(`folder:${input.reach}`, () => folderStatement(input.reach));
  const [folder, path, totals, visible, folders, documents, images, videos] = await run(db, read, {
    company: input.companyId,
    person: input.personId,
    event: input.eventId,
    property: input.propertyId,
    folder: input.folderId,
    root: input.rootContainerId,
    showArchived: input.showArchived,
    section: input.section,
    pageSize: input.pageSize,
    fileOffset: input.fileOffset,
    folderLimit: input.folderLimit,
    folderOffset: input.folderOffset,
  });
  return {
    folder: (folder as FolderRow | null) ?? null,
    path: (path as FolderRead['path'] | null) ?? [],
    totals: totals as FolderRead['totals'],
    visibleProperties: (visible as number | null) ?? null,
    folders: (folders as FolderRead['folders'] | null) ?? [],
    documents: (documents as FileJson[] | null) ?? [],
    images: (images as FileJson[] | null) ?? [],
    videos: (videos as FileJson[] | null) ?? [],
  };
}

export async function readPropertiesFolder(
  db: Runner,
  input: {
    companyId: string;
    personId: string;
    reach: PropertyReach;
    section: ResourceSection | null;
    pageSize: number;
    offset: number;
  },
): Promise<{ total: number; rows: { id: string; name: string; childCount: number }[] }> {
  const read = statement(`properties:${input.reach}`, () => propertiesStatement(input.reach));
  const [total, rows] = await run(db, read, {
    company: input.companyId,
    person: input.personId,
    section: input.section,
    pageSize: input.pageSize,
    offset: input.offset,
  });
  return { total: total as number, rows: (rows as { id: string; name: string; childCount: number }[] | null) ?? [] };
}
