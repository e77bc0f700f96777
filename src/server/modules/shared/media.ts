import { and, asc, eq, isNull } from 'drizzle-orm';
import { fileEndpoints } from '../../../../schemas/file.ts';
import { fullPath, type ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { FILE_KINDS } from '../../../domain/resources/accepted-file-types.ts';
import type { Runner } from '../../db/connect.ts';
import { files } from '../../db/schema/index.ts';

/**
 * Stored files as the spec's Media and where they are downloaded: the files module (uploads,
 * folder listings) and the events module (the wizard's progress, the report options) both answer
 * with them, so they live here rather than in either module.
 */
type MediaLists = ReplyOf<typeof fileEndpoints.eventMedia>;
export type Media = MediaLists['images'][number];

/** Where a file is downloaded: the download endpoint's path (the bearer token goes with it). */
export function downloadPath(companyId: string, fileId: string): string {
  return fullPath(fileEndpoints.download).replace(':companyId', companyId).replace(':id', fileId);
}

interface MediaRow {
  id: string;
  companyId: string;
  name: string;
  contentType: string;
  size: number;
  thumbnailKey: string | null;
}

/** A file row as the spec's Media (§3): publicUrl and thumbnailUrl are download paths. */
export function mediaOf(row: MediaRow): Media {
  const publicUrl = downloadPath(row.companyId, row.id);
  return {
    id: row.id,
    name: row.name,
    publicUrl,
    contentType: row.contentType,
    thumbnailUrl: row.thumbnailKey ? `${publicUrl}?thumbnail=true` : null,
    size: row.size,
  };
}

const mediaColumns = {
  id: files.id,
  companyId: files.companyId,
  eventId: files.eventId,
  questionId: files.questionId,
  kind: files.kind,
  name: files.name,
  contentType: files.contentType,
  size: files.size,
  thumbnailKey: files.thumbnailKey,
};

const NO_MEDIA: MediaLists = { images: [], videos: [] };

/** The images and videos of an event, by whose they are: the event's own under '' , a step's under its id. */
export type EventMedia = Map<string, MediaLists>;

/** The event's own media (questionId null) or one step's, from what `readEventMedia` read. */
export function mediaFor(media: EventMedia, questionId: string | null): MediaLists {
  return media.get(questionId ?? '') ?? NO_MEDIA;
}

/** Every image and video of an event not deleted, oldest first, by whose they are. The caller has checked the event is visible. */
export async function readEventMedia(db: Runner, eventId: string): Promise<EventMedia> {
  const rows = await db
    .select(mediaColumns)
    .from(files)
    .where(and(eq(files.eventId, eventId), isNull(files.deletedAt)))
    .orderBy(asc(files.createdAt), asc(files.id));
  const byStep = new Map<string, MediaLists>();
  for (const row of rows) {
    const key = row.questionId ?? '';
    const lists = byStep.get(key) ?? { images: [], videos: [] };
    if (row.kind === FILE_KINDS.image) lists.images.push(mediaOf(row));
    if (row.kind === FILE_KINDS.video) lists.videos.push(mediaOf(row));
    byStep.set(key, lists);
  }
  return byStep;
}
