import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import {
  properties,
  routineTaskAssignees,
  routineTaskInstances,
  routineTaskLocations,
  routineTaskResults,
  routineTasks,
} from '../../db/schema/index.ts';
import { ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { canSeeProperty } from '../properties/visibility.ts';

/** Managers may open any instance of a property they see; everyone else only instances of their tasks. */
const MANAGER_PERMISSIONS = ['manageProcedures', 'manageEvents'] as const;

/** 404 for another company's or an unknown instance; 403 for one the caller neither is assigned nor manages. */
export async function requireInstanceAccess(ctx: ServiceContext, taskId: string, propertyId: string): Promise<void> {
  // An API key is assigned to nothing: only a manager's role lets it in.
  const [assigned] = !ctx.company.personId
    ? []
    : await ctx.db
        .select({ personId: routineTaskAssignees.personId })
        .from(routineTaskAssignees)
        .where(
          and(eq(routineTaskAssignees.routineTaskId, taskId), eq(routineTaskAssignees.personId, ctx.company.personId)),
        );
  if (assigned) return;
  const manager = ctx.company.permissions.some((name) => (MANAGER_PERMISSIONS as readonly string[]).includes(name));
  if (!manager) throw new ForbiddenError();
  if (!(await canSeeProperty(ctx.db, ctx.company, propertyId))) throw new NotFoundError();
}

/** One instance of the company (404 otherwise). */
export async function companyInstance(db: Runner, companyId: string, instanceId: string) {
  const [row] = await db
    .select({ instance: routineTaskInstances, task: routineTasks })
    .from(routineTaskInstances)
    .innerJoin(routineTasks, eq(routineTasks.id, routineTaskInstances.routineTaskId))
    .where(and(eq(routineTaskInstances.companyId, companyId), eq(routineTaskInstances.id, instanceId.toLowerCase())));
  if (!row) throw new NotFoundError();
  return row;
}

/** One location result of one instance of the company, with its task, location and property (404 otherwise). */
export async function companyResult(
  db: Runner,
  companyId: string,
  instanceId: string,
  resultId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({
      result: routineTaskResults,
      instance: routineTaskInstances,
      task: routineTasks,
      locationName: routineTaskLocations.name,
      property: { id: properties.id, name: properties.name, timeZone: properties.timeZone },
    })
    .from(routineTaskResults)
    .innerJoin(routineTaskInstances, eq(routineTaskInstances.id, routineTaskResults.instanceId))
    .innerJoin(routineTasks, eq(routineTasks.id, routineTaskInstances.routineTaskId))
    .innerJoin(routineTaskLocations, eq(routineTaskLocations.id, routineTaskResults.locationId))
    .innerJoin(properties, eq(properties.id, routineTaskInstances.propertyId))
    .where(
      and(
        eq(routineTaskResults.companyId, companyId),
        eq(routineTaskResults.instanceId, instanceId.toLowerCase()),
        eq(routineTaskResults.id, resultId.toLowerCase()),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update', { of: routineTaskResults }) : await query;
  if (!row) throw new NotFoundError();
  return row;
}
