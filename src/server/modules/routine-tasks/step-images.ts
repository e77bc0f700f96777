import { and, asc, eq } from 'drizzle-orm';
import { fullPath, type ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import { STEP_TYPES } from '../../../domain/procedures/procedure-model.ts';
import type { FileType } from '../../../domain/resources/accepted-file-types.ts';
import { TASK_STATUSES } from '../../../domain/tasks/routine-task-status.ts';
import { actingPersonId } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { routineTaskResultFiles } from '../../db/schema/index.ts';
import type { FileDownload } from '../../files/file-download.ts';
import type { IncomingFile } from '../../files/incoming-files.ts';
import { discardStoredUploads, storeIncomingFiles } from '../../files/store-upload.ts';
import { storedFileDownload } from '../../files/stored-file-download.ts';
import { AppError, BadRequestError, invalidField, NotFoundError } from '../../http/errors.ts';
import type { PerformedQuestion } from './procedure-snapshot.ts';
import { companyResult, requireInstanceAccess } from './result-access.ts';

/**
 * The photos of a location's Image Upload steps (issue 23): what the Perform Task wizard uploads
 * and Task Details shows. They go through the event media's pipeline (store-upload.ts: kind from
 * the bytes, the image size limit, thumbnail and print copy, all or nothing) into their own table,
 * and are read only by whoever may open the location (result-access.ts), checked at every read.
 */

export type StepImage = ReplyOf<typeof routineTaskEndpoints.stepImages>['images'][number];

/** One Image Upload step of one location result of one instance. */
export interface StepTarget {
  instanceId: string;
  resultId: string;
  questionId: string;
}

type ResultRow = Awaited<ReturnType<typeof companyResult>>;
type ImageRow = typeof routineTaskResultFiles.$inferSelect;

/** The download path of a photo (the bearer token goes with it, as for every stored file). */
function imagePath(companyId: string, instanceId: string, resultId: string, fileId: string): string {
  const values: Record<string, string> = { companyId, id: instanceId, resultId, fileId };
  return fullPath(routineTaskEndpoints.stepImage).replace(/:(\w+)/g, (_, name: string) => values[name] ?? name);
}

/** A stored photo as the spec's Media (spec 001 §3): publicUrl and thumbnailUrl are download paths. */
function imageOf(row: ImageRow, instanceId: string): StepImage {
  const publicUrl = imagePath(row.companyId, instanceId, row.resultId, row.id);
  return {
    id: row.id,
    name: row.name,
    publicUrl,
    contentType: row.contentType,
    thumbnailUrl: row.thumbnailKey ? `${publicUrl}?thumbnail=true` : null,
    size: row.size,
  };
}

/** Every photo of a result, oldest first, by step id. The caller has checked who may see the result. */
export async function readResultImages(db: Runner, instanceId: string, resultId: string) {
  const rows = await db
    .select()
    .from(routineTaskResultFiles)
    .where(eq(routineTaskResultFiles.resultId, resultId))
    .orderBy(asc(routineTaskResultFiles.createdAt), asc(routineTaskResultFiles.id));
  const byStep = new Map<string, StepImage[]>();
  for (const row of rows) byStep.set(row.questionId, [...(byStep.get(row.questionId) ?? []), imageOf(row, instanceId)]);
  return byStep;
}

async function stepImagesOf(db: Runner, row: ResultRow, questionId: string): Promise<StepImage[]> {
  const rows = await db
    .select()
    .from(routineTaskResultFiles)
    .where(and(eq(routineTaskResultFiles.resultId, row.result.id), eq(routineTaskResultFiles.questionId, questionId)))
    .orderBy(asc(routineTaskResultFiles.createdAt), asc(routineTaskResultFiles.id));
  return rows.map((image) => imageOf(image, row.instance.id));
}

/** The result, when the caller may open it: another company's or unknown 404, neither assigned nor a manager 403. */
async function openResult(ctx: ServiceContext, instanceId: string, resultId: string, forUpdate = false) {
  const row = await companyResult(ctx.db, ctx.company.companyId, instanceId, resultId, { forUpdate });
  await requireInstanceAccess(ctx, row.task.id, row.property.id);
  return row;
}

/** A step of the result's procedure copy (404 otherwise). */
function stepOf(row: ResultRow, questionId: string): PerformedQuestion {
  const step = (row.result.answers as PerformedQuestion[]).find((question) => question.id === questionId);
  if (!step) throw new NotFoundError();
  return step;
}

/** GET …/result/{resultId}/questions/{questionId}/images. */
export async function listStepImages(ctx: ServiceContext, target: StepTarget): Promise<{ images: StepImage[] }> {
  const row = await openResult(ctx, target.instanceId, target.resultId);
  const step = stepOf(row, target.questionId.toLowerCase());
  return { images: await stepImagesOf(ctx.db, row, step.id) };
}

/**
 * The result may take photos at this step: begun and not complete, and the step one of its
 * Image Upload steps (with the row locked, inside the transaction, so a completion cannot slip in).
 */
async function uploadTarget(ctx: ServiceContext, target: StepTarget, forUpdate: boolean) {
  const row = await openResult(ctx, target.instanceId, target.resultId, forUpdate);
  if (row.result.status === TASK_STATUSES.complete) throw new AppError(409, 'This task location is already complete.');
  if (row.result.status === TASK_STATUSES.notStarted) {
    throw new BadRequestError('The task location has not been begun.', [
      { field: 'resultId', message: 'must be begun first' },
    ]);
  }
  const step = stepOf(row, target.questionId.toLowerCase());
  if (step.typeId !== STEP_TYPES.imageUpload) {
    throw invalidField('questionId', "must be an Image Upload step of the location's procedure");
  }
  return { row, step };
}

/**
 * POST …/result/{resultId}/questions/{questionId}/images: streams the photos into the store, then
 * writes their rows in one transaction with a domain event. Any failure removes the stored
 * objects, so a failed upload leaves neither rows nor objects.
 */
export async function uploadStepImages(
  ctx: ServiceContext,
  target: StepTarget,
  incoming: AsyncIterable<IncomingFile>,
  kinds: readonly FileType[],
): Promise<{ success: boolean; images: StepImage[] }> {
  const { companyId } = ctx.company;
  const personId = actingPersonId(ctx.company);
  await uploadTarget(ctx, target, false);
  const stored = await storeIncomingFiles(ctx.adapters, companyId, incoming, kinds);
  try {
    return await ctx.transaction(async (tx) => {
      // Seen again, locked: the location may have been completed while the photos arrived.
      const { row, step } = await uploadTarget(tx, target, true);
      await tx.db.insert(routineTaskResultFiles).values(
        stored.map((upload) => ({
          companyId,
          resultId: row.result.id,
          questionId: step.id,
          kind: upload.kind,
          name: upload.name,
          contentType: upload.contentType,
          size: upload.size,
          storageKey: upload.storageKey,
          thumbnailKey: upload.thumbnailKey,
          printKey: upload.printKey,
          createdAt: upload.createdAt,
          uploadedByPersonId: personId,
        })),
      );
      await tx.record({
        type: 'routineTaskResult.images.uploaded',
        subjectId: row.result.id,
        payload: { instanceId: row.instance.id, questionId: step.id, files: stored.map((upload) => upload.name) },
      });
      return { success: true, images: await stepImagesOf(tx.db, row, step.id) };
    });
  } catch (error) {
    await discardStoredUploads(ctx.adapters, stored);
    throw error;
  }
}

/**
 * GET …/result/{resultId}/images/{fileId}: a photo of the result, or its thumbnail, to whoever may
 * open the location now. Another result's, unknown, no thumbnail, or an object missing: 404.
 */
export async function openStepImage(
  ctx: ServiceContext,
  target: { instanceId: string; resultId: string; fileId: string },
  thumbnail: boolean,
): Promise<FileDownload> {
  const row = await openResult(ctx, target.instanceId, target.resultId);
  const [image] = await ctx.db
    .select()
    .from(routineTaskResultFiles)
    .where(
      and(
        eq(routineTaskResultFiles.resultId, row.result.id),
        eq(routineTaskResultFiles.id, target.fileId.toLowerCase()),
      ),
    );
  return storedFileDownload(ctx.adapters.files, image, thumbnail);
}
