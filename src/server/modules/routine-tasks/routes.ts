import { ROUTINE_TASK_LIMITS, routineTaskEndpoints } from '../../../../schemas/routine-task.ts';
import { on } from '../../context/endpoint-routes.ts';
import { getResultForDisplay } from './display.ts';
import { listPropertyInstances } from './instances.ts';
import { listMyInstances } from './my-tasks.ts';
import { beginResult, listInstanceLocations, saveResultProgress } from './perform.ts';
import { saveRoutineTask } from './save.ts';
import { listRoutineTasks } from './store.ts';

/** Routine tasks (spec 002 §7 'Routine tasks'): each endpoint of schemas/routine-task.ts and its service. */
export const routineTaskRoutes = [
  on(routineTaskEndpoints.list, (ctx, { params }) => listRoutineTasks(ctx, params.id)),
  on(routineTaskEndpoints.instances, (ctx, { params, query }) =>
    listPropertyInstances(ctx, params.id, query, ROUTINE_TASK_LIMITS.windowDays),
  ),
  on(routineTaskEndpoints.save, (ctx, { body }) => saveRoutineTask(ctx, body)),
  on(routineTaskEndpoints.mine, (ctx, { query }) => listMyInstances(ctx, query)),
  on(routineTaskEndpoints.locations, (ctx, { params }) => listInstanceLocations(ctx, params.id)),
  on(routineTaskEndpoints.begin, (ctx, { params }) => beginResult(ctx, params.id, params.resultId)),
  on(routineTaskEndpoints.saveProgress, (ctx, { params, body }) =>
    saveResultProgress(ctx, params.id, params.resultId, body),
  ),
  on(routineTaskEndpoints.forDisplay, (ctx, { params }) => getResultForDisplay(ctx, params.id, params.resultId)),
];
