import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { meetsNeed } from '../../../domain/company/permissions.ts';
import type { CompanyContext } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { events, files } from '../../db/schema/index.ts';
import type { FileDownload } from '../../files/file-download.ts';
import { storedFileDownload } from '../../files/stored-file-download.ts';
import { visibleEventsWhere } from '../events/visibility.ts';
import { visiblePropertyIdWhere } from '../properties/visibility.ts';

/** Who may read an event's files besides seeing the event: its reporters and its managers. */
const EVENT_FILE_READERS = ['reportEvents', 'manageEvents'] as const;

/**
 * Which files a caller may download, as a condition on `files` (README 'Documents and
 * Resources'): not deleted, and either a file of an event the caller sees (by the events' rule)
 * with reportEvents or manageEvents, or a file of the company's library (every member), or of a
 * property's library the caller sees.
 */
async function downloadableFilesWhere(db: Runner, viewer: CompanyContext): Promise<SQL> {
  const eventFiles = meetsNeed(viewer.permissions, EVENT_FILE_READERS)
    ? inArray(
        files.eventId,
        db
          .select({ id: events.id })
          .from(events)
          .where(await visibleEventsWhere(db, viewer)),
      )
    : undefined;
  const property = await visiblePropertyIdWhere(db, viewer, files.propertyId);
  const resources = and(isNull(files.eventId), property ? or(isNull(files.propertyId), property) : undefined);
  return and(eq(files.companyId, viewer.companyId), isNull(files.deletedAt), or(eventFiles, resources)) as SQL;
}

/**
 * GET /files/{id}: a file the caller may see, or its thumbnail. Unknown, another company's,
 * hidden, deleted, no thumbnail, or a row whose object is missing from the store: 404.
 */
export async function openFile(ctx: ServiceContext, fileId: string, thumbnail: boolean): Promise<FileDownload> {
  const [file] = await ctx.db
    .select({
      name: files.fileName,
      kind: files.kind,
      storageKey: files.storageKey,
      thumbnailKey: files.thumbnailKey,
    })
    .from(files)
    .where(and(await downloadableFilesWhere(ctx.db, ctx.company), eq(files.id, fileId.toLowerCase())));
  return storedFileDownload(ctx.adapters.files, file, thumbnail);
}
