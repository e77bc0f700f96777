import { and, asc, between, eq, ne, or } from 'drizzle-orm';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import { isoOfDateText, localDateIn } from '../../../domain/common/calendar-date.ts';
import { addDays, isOverdue, TASK_STATUSES } from '../../../domain/tasks/routine-task-status.ts';
import { type DateWindow, overdueWindow } from '../../../domain/tasks/routine-task-week.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { routineTaskInstances } from '../../db/schema/index.ts';
import { BadRequestError } from '../../http/errors.ts';
import { propertyTasksWhere, readTasks, type TaskWithParts, visibleProperty } from './store.ts';
import { storeTaskWindows } from './stored-instances.ts';

type WeekReply = ReplyOf<typeof routineTaskEndpoints.instances>;

function windowOf(startDate: string, endDate: string, maxDays: number) {
  const from = isoOfDateText(startDate);
  const to = isoOfDateText(endDate);
  const errors = [];
  if (!from) errors.push({ field: 'startDate', message: 'must be a date MM/DD/YYYY' });
  if (!to) errors.push({ field: 'endDate', message: 'must be a date MM/DD/YYYY' });
  else if (from && to < from) errors.push({ field: 'endDate', message: 'must not be before the start date' });
  else if (from && to > addDays(from, maxDays))
    errors.push({ field: 'endDate', message: `must be within ${maxDays} days of the start date` });
  if (errors.length) throw new BadRequestError(`${errors[0].field} ${errors[0].message}`, errors);
  return { from: from as string, to: to as string };
}

/** The windows a read stores: one when the two overlap or touch (so the stored range grows), else both. */
function windowsToStore(week: DateWindow, overdue: DateWindow): DateWindow[] {
  if (overdue.from > overdue.to) return [week];
  if (week.from > addDays(overdue.to, 1) || week.to < addDays(overdue.from, -1)) return [overdue, week];
  return [
    { from: week.from < overdue.from ? week.from : overdue.from, to: week.to > overdue.to ? week.to : overdue.to },
  ];
}

/**
 * GET /property/{id}/routineTaskInstances (spec 002 §7): the instances due in the window and,
 * whatever the window, those overdue today at the property (spec 002 §4: open, due before today,
 * from the lookback on; isOverdue), stored first when needed, each with its task's name,
 * locations, people and schedule. Today comes from the server's clock in the property's zone.
 */
export async function listPropertyInstances(
  ctx: ServiceContext,
  propertyId: string,
  query: { startDate: string; endDate: string },
  maxDays: number,
): Promise<WeekReply> {
  const window = windowOf(query.startDate, query.endDate, maxDays);
  const property = await visibleProperty(ctx, propertyId);
  const today = localDateIn(ctx.clock.now(), property.timeZone);
  const overdueDays = overdueWindow(today);
  const { companyId } = ctx.company;
  const tasks = await readTasks(ctx.db, propertyTasksWhere(ctx, property.id));
  if (tasks.length === 0) return { instances: [], overdue: [], today };
  for (const days of windowsToStore(window, overdueDays)) {
    // A second window sees the ranges the first stored: storeTaskWindows re-reads the tasks it locks.
    await storeTaskWindows(
      ctx,
      tasks.map((task) => ({ task, timeZone: property.timeZone, window: days })),
    );
  }
  const rows = await ctx.db
    .select()
    .from(routineTaskInstances)
    .where(
      and(
        eq(routineTaskInstances.companyId, companyId),
        eq(routineTaskInstances.propertyId, property.id),
        or(
          between(routineTaskInstances.dueDateLocal, window.from, window.to),
          and(
            between(routineTaskInstances.dueDateLocal, overdueDays.from, overdueDays.to),
            ne(routineTaskInstances.status, TASK_STATUSES.complete),
          ),
        ),
      ),
    )
    .orderBy(asc(routineTaskInstances.dueDateLocal), asc(routineTaskInstances.id));
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const shown = rows.map((instance) => {
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
  });
  return {
    instances: shown.filter((row) => row.dueDateLocal >= window.from && row.dueDateLocal <= window.to),
    overdue: shown.filter((row) => row.dueDateLocal >= overdueDays.from && isOverdue(row, today)),
    today,
  };
}
