import { and, eq } from 'drizzle-orm';
import type { fileEndpoints } from '../../../../schemas/file.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { STEP_TYPES } from '../../../domain/procedures/procedure-model.ts';
import { actingPersonId } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { eventSteps, files } from '../../db/schema/index.ts';
import type { IncomingFile } from '../../files/incoming-files.ts';
import { discardStoredUploads, storeIncomingFiles } from '../../files/store-upload.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';
import { visibleEvent } from '../events/visibility.ts';
import { mediaFor, readEventMedia } from '../shared/media.ts';

type UploadReply = ReplyOf<typeof fileEndpoints.uploadEventMedia>;
type MediaReply = ReplyOf<typeof fileEndpoints.eventMedia>;

/** Whose media: the event's own, or one Image Upload step's answer. */
export interface MediaTarget {
  eventId: string;
  questionId: string | null;
}

/** The event must be one the caller sees (404 otherwise); a step must be one of its Image Upload steps. */
async function checkTarget(db: Runner, ctx: ServiceContext, target: MediaTarget, forUpload: boolean): Promise<void> {
  await visibleEvent(db, ctx.company, target.eventId);
  if (!target.questionId) return;
  const [step] = await db
    .select({ typeId: eventSteps.typeId })
    .from(eventSteps)
    .where(and(eq(eventSteps.eventId, target.eventId), eq(eventSteps.id, target.questionId)));
  if (!step) throw new NotFoundError();
  if (forUpload && step.typeId !== STEP_TYPES.imageUpload) {
    throw invalidField('questionId', 'must be an Image Upload step of the event');
  }
}

/** GET /events/{id}/medias and /events/{id}/questions/{questionId}/medias. */
export async function listMedia(ctx: ServiceContext, target: MediaTarget): Promise<MediaReply> {
  const eventId = target.eventId.toLowerCase();
  const questionId = target.questionId?.toLowerCase() ?? null;
  await checkTarget(ctx.db, ctx, { eventId, questionId }, false);
  return mediaFor(await readEventMedia(ctx.db, eventId), questionId);
}

/**
 * POST /events/{id}/medias and /events/{id}/questions/{questionId}/medias: streams the files to
 * the store (kind from the bytes, images and videos only, each kind's size limit), then writes
 * their rows in one transaction with a domain event. Any failure removes the stored objects, so a
 * failed upload leaves neither rows nor objects.
 */
export async function uploadMedia(
  ctx: ServiceContext,
  target: MediaTarget,
  incoming: AsyncIterable<IncomingFile>,
  kinds: readonly (1 | 2 | 3)[],
): Promise<UploadReply> {
  const eventId = target.eventId.toLowerCase();
  const questionId = target.questionId?.toLowerCase() ?? null;
  await checkTarget(ctx.db, ctx, { eventId, questionId }, true);
  const { companyId } = ctx.company;
  const personId = actingPersonId(ctx.company);
  const stored = await storeIncomingFiles(ctx.adapters, companyId, incoming, kinds);
  try {
    return await ctx.transaction(async (tx) => {
      // Seen again inside the transaction: the event may have been deleted while the files arrived.
      await checkTarget(tx.db, tx, { eventId, questionId }, true);
      await tx.db
        .insert(files)
        .values(stored.map((upload) => ({ ...upload, companyId, eventId, questionId, uploadedByPersonId: personId })));
      await tx.record({
        type: 'event.media.uploaded',
        subjectId: eventId,
        eventId,
        payload: { questionId, files: stored.map((upload) => upload.name) },
      });
      return { success: true, ...mediaFor(await readEventMedia(tx.db, eventId), questionId) };
    });
  } catch (error) {
    await discardStoredUploads(ctx.adapters, stored);
    throw error;
  }
}
