import { and, eq, inArray } from 'drizzle-orm';
import { FILE_KINDS } from '../../../domain/accepted-file-types.ts';
import { FileNotFoundError } from '../../adapters/storage/index.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { events, files } from '../../db/schema/index.ts';
import type { FileDownload } from '../../files/file-download.ts';
import { THUMBNAIL_CONTENT_TYPE } from '../../files/thumbnail.ts';
import { NotFoundError } from '../../http/errors.ts';
import { visibleEventsWhere } from '../events/visibility.ts';

/**
 * GET /files/{id}: a file of an event the caller sees (the events' visibility rule, in SQL),
 * or its thumbnail. Unknown, another company's, hidden, no thumbnail, or a row whose object is
 * missing from the store: 404.
 */
export async function openFile(ctx: ServiceContext, fileId: string, thumbnail: boolean): Promise<FileDownload> {
  const visibleEventIds = ctx.db
    .select({ id: events.id })
    .from(events)
    .where(await visibleEventsWhere(ctx.db, ctx.company));
  const [file] = await ctx.db
    .select({
      name: files.name,
      kind: files.kind,
      storageKey: files.storageKey,
      thumbnailKey: files.thumbnailKey,
    })
    .from(files)
    .where(
      and(
        eq(files.companyId, ctx.company.companyId),
        eq(files.id, fileId.toLowerCase()),
        inArray(files.eventId, visibleEventIds),
      ),
    );
  const key = thumbnail ? file?.thumbnailKey : file?.storageKey;
  if (!file || !key) throw new NotFoundError();
  try {
    const stored = await ctx.adapters.files.get(key);
    return {
      body: stored.body,
      contentType: thumbnail ? THUMBNAIL_CONTENT_TYPE : stored.contentType,
      size: stored.size,
      fileName: thumbnail ? `${file.name}.thumbnail.jpg` : file.name,
      inline: thumbnail || file.kind === FILE_KINDS.image,
    };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new NotFoundError('The file is no longer stored.');
    throw error;
  }
}
