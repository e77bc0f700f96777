import { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import { ROUTINE_TASK_LIMITS } from '../../../../schemas/routine-task/entity.ts';
import { on } from '../../context/endpoint-routes.ts';
import { readIncomingUpload } from '../../files/incoming-files.ts';
import { getResultForDisplay } from './display.ts';
import { listPropertyInstances } from './instances.ts';
import { listMyInstances } from './my-tasks.ts';
import { beginResult, listInstanceLocations, previewResult, saveResultProgress } from './perform.ts';
import { saveRoutineTask } from './save.ts';
import { listStepImages, openStepImage, uploadStepImages } from './step-images.ts';
import { listRoutineTasks } from './store.ts';

const { uploadStepImages: uploadImages } = routineTaskEndpoints;

/** Routine tasks (spec 002 §7 'Routine tasks'): each endpoint of schemas/routine-task/endpoints.ts and its service. */
export const routineTaskRoutes = [
  on(routineTaskEndpoints.list, (ctx, { params }) => listRoutineTasks(ctx, params.id)),
  on(routineTaskEndpoints.instances, (ctx, { params, query }) =>
    listPropertyInstances(ctx, params.id, query, ROUTINE_TASK_LIMITS.windowDays),
  ),
  on(routineTaskEndpoints.save, (ctx, { body }) => saveRoutineTask(ctx, body)),
  on(routineTaskEndpoints.mine, (ctx, { query }) => listMyInstances(ctx, query)),
  on(routineTaskEndpoints.locations, (ctx, { params }) => listInstanceLocations(ctx, params.id)),
  on(routineTaskEndpoints.begin, (ctx, { params }) => beginResult(ctx, params.id, params.resultId)),
  on(routineTaskEndpoints.preview, (ctx, { params }) => previewResult(ctx, params.id, params.resultId)),
  on(routineTaskEndpoints.saveProgress, (ctx, { params, body }) =>
    saveResultProgress(ctx, params.id, params.resultId, body),
  ),
  on(routineTaskEndpoints.forDisplay, (ctx, { params }) => getResultForDisplay(ctx, params.id, params.resultId)),
  on(routineTaskEndpoints.stepImages, (ctx, { params }) =>
    listStepImages(ctx, { instanceId: params.id, resultId: params.resultId, questionId: params.questionId }),
  ),
  on(uploadImages, async (ctx, { params, request }) => {
    const { files } = await readIncomingUpload(request, uploadImages.upload);
    return uploadStepImages(
      ctx,
      { instanceId: params.id, resultId: params.resultId, questionId: params.questionId },
      files,
      uploadImages.upload.kinds,
    );
  }),
  on(routineTaskEndpoints.stepImage, (ctx, { params, query }) =>
    openStepImage(ctx, { instanceId: params.id, resultId: params.resultId, fileId: params.fileId }, query.thumbnail),
  ),
];
