import fs from 'node:fs';
import { ROUTINE_TASK_LIMITS } from '../schemas/routine-task/entity.ts';
import { addDays, sundayWeekStart } from '../src/domain/tasks/routine-task-status.ts';
import type { Database } from '../src/server/db/connect.ts';
import { listPropertyInstances } from '../src/server/modules/routine-tasks/instances.ts';
import { listMyInstances } from '../src/server/modules/routine-tasks/my-tasks.ts';
import { listRoutineTasks } from '../src/server/modules/routine-tasks/store.ts';
import type { BenchEndpoint } from './endpoints.ts';

/**
 * Routine tasks (issue 15, "Speed") in `npm run bench`: on the largest scale company (the scale
 * seed's task per 10 properties with a year of stored history), the Tasks screen of a property —
 * its week of instances and its task list — and My Tasks of the busy inspector (assigned to the
 * tasks of BUSY_PROPERTIES properties). Goals: p50 under TASKS_P50_GOAL_MS with the table's 10
 * connections, efficiency ≥ TASKS_EFFICIENCY_GOAL.
 */

export const TASKS_P50_GOAL_MS = 50;
export const TASKS_EFFICIENCY_GOAL = 0.8;

export interface TaskTarget {
  companyId: string;
  rows: number;
  adminEmail: string;
  inspectorEmail: string;
  /** A property with the most tasks (the scale seed gives a task property three). */
  propertyId: string;
  /** The Tasks screen's week (Sunday to Saturday, MM/DD/YYYY) holding the seed's today. */
  week: { startDate: string; endDate: string };
  counts: { tasks: number; instances: number; results: number; propertyTasks: number; inspectorTasks: number };
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The task target of a seeded scale company (run in the server process, after the seed). */
export async function findTaskTarget(
  database: Database,
  company: { companyId: string; rows: number; adminEmail: string; inspectorEmail: string },
): Promise<TaskTarget> {
  const { companyId } = company;
  const [property] = await database.query<{ id: string; n: number }>(
    `select property_id as id, count(*)::int as n from routine_tasks where company_id = $1
      group by property_id order by count(*) desc, property_id limit 1`,
    [companyId],
  );
  const [counts] = await database.query<{ tasks: number; instances: number; results: number; inspector: number }>(
    `select (select count(*)::int from routine_tasks where company_id = $1) as tasks,
       (select count(*)::int from routine_task_instances where company_id = $1) as instances,
       (select count(*)::int from routine_task_results where company_id = $1) as results,
       (select count(*)::int from routine_task_assignees a join people p on p.id = a.person_id
         where a.company_id = $1 and lower(p.email_address) = lower($2)) as inspector`,
    [companyId, company.inspectorEmail],
  );
  const sunday = sundayWeekStart(new Date().toISOString().slice(0, 10));
  return {
    ...company,
    propertyId: property.id,
    week: { startDate: usDate(sunday), endDate: usDate(addDays(sunday, 6)) },
    counts: {
      tasks: counts.tasks,
      instances: counts.instances,
      results: counts.results,
      propertyTasks: property.n,
      inspectorTasks: counts.inspector,
    },
  };
}

/** The three reads, each as the HTTP request and the same service call (bound (b)). */
export function taskEndpoints(target: TaskTarget): BenchEndpoint[] {
  const week = target.week;
  return [
    {
      name: 'tasks: week view',
      path: `/property/${target.propertyId}/routineTaskInstances`,
      query: { ...week },
      company: 'tasks',
      run: (ctx) => listPropertyInstances(ctx, target.propertyId, week, ROUTINE_TASK_LIMITS.windowDays),
    },
    {
      name: 'tasks: task list',
      path: `/property/${target.propertyId}/routineTasks`,
      query: {},
      company: 'tasks',
      run: (ctx) => listRoutineTasks(ctx, target.propertyId),
    },
    {
      name: 'tasks: My Tasks',
      path: '/routineTaskInstancesForThisUser',
      query: {},
      company: 'tasks',
      memberEmail: target.inspectorEmail,
      run: (ctx) => listMyInstances(ctx, {}),
    },
  ];
}

export interface TaskPoint {
  name: string;
  path: string;
  query: Record<string, string>;
  rps: number;
  p50: number;
  p99: number;
  boundA: number;
  boundB: number;
  composedBound: number;
  efficiency: number;
  /** Rows in the answer (instances, tasks or My Tasks rows). */
  answerRows: number;
  alone: { p50: number; p99: number; rps: number };
}

export const taskGoalMet = (point: TaskPoint) =>
  point.p50 < TASKS_P50_GOAL_MS && point.efficiency >= TASKS_EFFICIENCY_GOAL;

const START = '<!-- bench:tasks:start -->';
const END = '<!-- bench:tasks:end -->';

/** Replaces the routine tasks' generated block of BENCHMARKS.md (added at the end the first time). */
export function writeTasksMarkdown(file: string, target: TaskTarget, points: TaskPoint[], header: string): void {
  const n = (value: number) => value.toLocaleString('en-US');
  const round = (value: number) => Math.round(value);
  const c = target.counts;
  const lines = [
    START,
    header,
    '',
    `Routine tasks at ${n(target.rows)} properties: ${n(c.tasks)} tasks, ${n(c.instances)} stored instances, ${n(c.results)} location results; the week view and task list of a property with ${c.propertyTasks} tasks (week ${target.week.startDate}–${target.week.endDate}), My Tasks of an inspector assigned to ${c.inspectorTasks} tasks.`,
    '',
    '| Read | answer rows | req/s | p50 ms | p99 ms | (a) /ping req/s | (b) SQL ops/s | bound 1/(1/a+1/b) | efficiency | alone p50 / p99 ms | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...points.map(
      (p) =>
        `| ${p.name.replace('tasks: ', '')} \`${p.path.replace(target.propertyId, '{id}')}\` | ${p.answerRows} | ${round(p.rps)} | ${p.p50} | ${p.p99} | ${round(p.boundA)} | ${round(p.boundB)} | ${round(p.composedBound)} | ${p.efficiency.toFixed(2)} | ${p.alone.p50} / ${p.alone.p99} | ${taskGoalMet(p) ? 'met' : '**not met**'} |`,
    ),
    '',
    `Goals: p50 under ${TASKS_P50_GOAL_MS} ms (10 connections) and efficiency ≥ ${TASKS_EFFICIENCY_GOAL}.`,
    END,
  ];
  const block = lines.join('\n');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n## Routine tasks (issue 15)\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
