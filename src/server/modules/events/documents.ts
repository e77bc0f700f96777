import { and, asc, eq, isNull } from 'drizzle-orm';
import { FILE_KINDS } from '../../../domain/resources/accepted-file-types.ts';
import type { Runner } from '../../db/connect.ts';
import { files } from '../../db/schema/index.ts';
import { fileOf, type ResourceFile, selectFiles } from '../shared/file-rows.ts';

/**
 * The event's documents in every folder of its Documents tab (incident reports too), oldest
 * first, as the folder listing shows them: the event for display carries them (spec 001 §3
 * 'Event (for display)'). The caller has checked that the viewer may see the event.
 */
export async function readEventDocuments(db: Runner, companyId: string, eventId: string): Promise<ResourceFile[]> {
  const rows = await selectFiles(db)
    .where(
      and(
        eq(files.companyId, companyId),
        eq(files.eventId, eventId),
        eq(files.kind, FILE_KINDS.document),
        isNull(files.deletedAt),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.name), asc(files.id));
  return rows.map(fileOf);
}
