import { and, asc, between, eq } from 'drizzle-orm';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { routineTaskEndpoints } from '../../../../schemas/routine-task.ts';
import { addDays } from '../../../domain/routine-task-status.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { routineTaskInstances } from '../../db/schema/index.ts';
import { BadRequestError } from '../../http/errors.ts';
import { propertyTasksWhere, readTasks, type TaskWithParts, visibleProperty } from './store.ts';
import { storeTaskWindows } from './stored-instances.ts';

type WeekReply = ReplyOf<typeof routineTaskEndpoints.instances>;

/** 'MM/DD/YYYY' as 'YYYY-MM-DD' when it is a real date; null otherwise. */
export function isoOfUsDate(text: string): string | null {
  const [month, day, year] = text.split('/').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function windowOf(startDate: string, endDate: string, maxDays: number) {
  const from = isoOfUsDate(startDate);
  const to = isoOfUsDate(endDate);
  const errors = [];
  if (!from) errors.push({ field: 'startDate', message: 'must be a date MM/DD/YYYY' });
  if (!to) errors.push({ field: 'endDate', message: 'must be a date MM/DD/YYYY' });
  else if (from && to < from) errors.push({ field: 'endDate', message: 'must not be before the start date' });
  else if (from && to > addDays(from, maxDays))
    errors.push({ field: 'endDate', message: `must be within ${maxDays} days of the start date` });
  if (errors.length) throw new BadRequestError(`${errors[0].field} ${errors[0].message}`, errors);
  return { from: from as string, to: to as string };
}

/**
 * GET /property/{id}/routineTaskInstances (spec 002 §7): the instances due in the window, stored
 * first when needed, with their task's name, locations, people and schedule.
 */
export async function listPropertyInstances(
  ctx: ServiceContext,
  propertyId: string,
  query: { startDate: string; endDate: string },
  maxDays: number,
): Promise<WeekReply> {
  const window = windowOf(query.startDate, query.endDate, maxDays);
  const property = await visibleProperty(ctx, propertyId);
  const { companyId } = ctx.company;
  const tasks = await readTasks(ctx.db, propertyTasksWhere(ctx, property.id));
  if (tasks.length === 0) return { instances: [] };
  await storeTaskWindows(
    ctx,
    tasks.map((task) => ({ task, timeZone: property.timeZone, window })),
  );
  const instances = await ctx.db
    .select()
    .from(routineTaskInstances)
    .where(
      and(
        eq(routineTaskInstances.companyId, companyId),
        eq(routineTaskInstances.propertyId, property.id),
        between(routineTaskInstances.dueDateLocal, window.from, window.to),
      ),
    )
    .orderBy(asc(routineTaskInstances.dueDateLocal), asc(routineTaskInstances.id));
  const byId = new Map(tasks.map((task) => [task.id, task]));
  return {
    instances: instances.map((instance) => {
      const task = byId.get(instance.routineTaskId) as TaskWithParts;
      return {
        id: instance.id,
        propertyId: instance.propertyId,
        dueDateLocal: instance.dueDateLocal,
        dueDate: { dateTimeUtc: instance.dueUtc.toISOString() },
        status: instance.status,
        dateLastUpdatedOrCompleted: instance.lastUpdatedOrCompletedAt?.toISOString() ?? null,
        routineTask: {
          id: task.id,
          name: task.name,
          locations: task.locations,
          assignedPeopleRealized: task.assignees,
          schedule: task.schedule,
        },
      };
    }),
  };
}
