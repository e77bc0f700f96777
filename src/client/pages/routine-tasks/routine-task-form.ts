/**
 * The Task / Inspection modal's draft and its rules (spec 002 §2.2, §5 "Routine task", §9): the
 * defaults, what a schedule type change keeps, the location and people lists, and when Save is
 * allowed. The schedule's own rules are scheduleProblems (routine-task-schedule.ts), which the
 * server applies too. Pure but for the language of the words.
 */
import {
  DEFAULT_TIME_OF_DAY,
  EVERY_X_DAYS,
  MONTH_NAMES,
  type MonthName,
  type RoutineTaskSchedule,
  type ScheduleType,
  scheduleProblems,
  WEEKDAY_NAMES,
} from '../../../domain/tasks/routine-task-schedule.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { translate } from '../../i18n/language.ts';
import { monthShortName, scheduleProblemText } from './routine-task-words.ts';

export const DEFAULT_LOCATION_TYPE = 'Adhoc';

/** The schedule while it is edited: the type may still be unchosen. */
export type DraftSchedule = Omit<RoutineTaskSchedule, 'routineTaskScheduleType'> & {
  routineTaskScheduleType: ScheduleType | null;
};

export interface DraftLocation {
  /** The stored location's id (kept on save so its past results stay with it); none for a new one. */
  id?: string | null;
  routineTaskLocationType: string;
  name: string;
}

export interface DraftPerson {
  id: string;
  name: string;
}

export interface RoutineTaskDraft {
  id: string | null;
  propertyId: string;
  procedureId: string | null;
  name: string;
  /** YYYY-MM-DD, '' when cleared. */
  startDateLocal: string;
  schedule: DraftSchedule;
  locations: DraftLocation[];
  assignedPeople: DraftPerson[];
}

/** No type chosen, no weekday or month, weekends included. */
export function emptySchedule(): DraftSchedule {
  return {
    routineTaskScheduleType: null,
    everyXDays: null,
    dayOfMonth: null,
    includeWeekends: true,
    timeOfDay: null,
    ...(Object.fromEntries(WEEKDAY_NAMES.map((day) => [day, false])) as Record<(typeof WEEKDAY_NAMES)[number], false>),
    ...(Object.fromEntries(MONTH_NAMES.map((month) => [month, false])) as Record<MonthName, false>),
  };
}

/** A new task at the property: start date today (spec 002 §9), nothing else chosen. */
export function newTaskDraft(propertyId: string, today: string): RoutineTaskDraft {
  return {
    id: null,
    propertyId,
    procedureId: null,
    name: '',
    startDateLocal: today,
    schedule: emptySchedule(),
    locations: [],
    assignedPeople: [],
  };
}

/** What the modal needs of a stored task to edit it. */
export interface StoredTask {
  id: string;
  propertyId: string;
  procedureId: string;
  name: string;
  startDateLocal: string;
  schedule: RoutineTaskSchedule;
  locations: { id: string; routineTaskLocationType: string; name: string }[];
  assignedPeopleRealized: { id: string; firstName: string; lastName: string }[];
}

export function draftOfTask(task: StoredTask): RoutineTaskDraft {
  return {
    id: task.id,
    propertyId: task.propertyId,
    procedureId: task.procedureId,
    name: task.name,
    startDateLocal: task.startDateLocal,
    schedule: { ...emptySchedule(), ...task.schedule },
    locations: task.locations.map(({ id, routineTaskLocationType, name }) => ({ id, routineTaskLocationType, name })),
    assignedPeople: task.assignedPeopleRealized.map((person) => ({
      id: person.id,
      name: `${person.firstName} ${person.lastName}`.trim(),
    })),
  };
}

/** Quarters (spec 002 §9); a quarterly month stands for its position in every quarter. */
export const QUARTERS = [
  { name: 'q1', months: ['january', 'february', 'march'] },
  { name: 'q2', months: ['april', 'may', 'june'] },
  { name: 'q3', months: ['july', 'august', 'september'] },
  { name: 'q4', months: ['october', 'november', 'december'] },
] as const satisfies readonly { name: string; months: readonly MonthName[] }[];

/**
 * The three switches a quarterly schedule offers: the month of each quarter, stored on q1's
 * month. Their words are read when shown (getters), in the app's language then.
 */
export const QUARTER_POSITIONS = ([0, 1, 2] as const).map((position) => ({
  flag: QUARTERS[0].months[position] as MonthName,
  get label() {
    return translate(routineTasksText, `quarterPosition.${position}`);
  },
  get months() {
    return QUARTERS.map((quarter) => monthShortName(quarter.months[position])).join(', ');
  },
}));

/** A quarterly schedule's months as the positions they stand for, each kept on q1's month. */
function monthsAsQuarterPositions(schedule: DraftSchedule): DraftSchedule {
  const next = { ...schedule };
  for (const month of MONTH_NAMES) next[month] = false;
  MONTH_NAMES.forEach((month, index) => {
    if (schedule[month]) next[MONTH_NAMES[index % 3]] = true;
  });
  return next;
}

/**
 * The schedule after choosing a type: Daily gets its defaults (every 7 days at 00:00) when
 * unset; Quarterly reads chosen months as quarter positions; the rest is kept so switching back
 * and forth loses nothing.
 */
export function withScheduleType(schedule: DraftSchedule, type: ScheduleType): DraftSchedule {
  const next = { ...schedule, routineTaskScheduleType: type };
  if (type === 'Daily') {
    return {
      ...next,
      everyXDays: next.everyXDays ?? EVERY_X_DAYS.default,
      timeOfDay: next.timeOfDay ?? DEFAULT_TIME_OF_DAY,
    };
  }
  return type === 'Quarterly' ? monthsAsQuarterPositions(next) : next;
}

const locationKey = (name: string, type: string) => `${name.trim().toLowerCase()}\u0000${type.trim().toLowerCase()}`;

/** Spec 002 §5: a location is added only with a name and when its name and type are not listed yet (any case). */
export function canAddLocation(locations: readonly DraftLocation[], name: string, type: string): boolean {
  if (!name.trim()) return false;
  const key = locationKey(name, type || DEFAULT_LOCATION_TYPE);
  return !locations.some((location) => locationKey(location.name, location.routineTaskLocationType) === key);
}

export function addLocation(locations: readonly DraftLocation[], name: string, type: string): DraftLocation[] {
  if (!canAddLocation(locations, name, type)) return [...locations];
  return [...locations, { routineTaskLocationType: type.trim() || DEFAULT_LOCATION_TYPE, name: name.trim() }];
}

/** The pick list leaves out people already assigned (spec 002 §5). */
export function unassignedPeople<P extends { id: string }>(
  people: readonly P[],
  assigned: readonly DraftPerson[],
): P[] {
  const taken = new Set(assigned.map((person) => person.id.toLowerCase()));
  return people.filter((person) => !taken.has(person.id.toLowerCase()));
}

export interface DraftProblem {
  field: string;
  /** The whole sentence, in the app's language ('Name is required'). */
  message: string;
}

/** What keeps the form invalid, in sentences: the required fields (spec 002 §5) and the schedule's own rules. */
export function taskDraftProblems(draft: RoutineTaskDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const required = (field: string, key: 'procedureRequired' | 'nameRequired' | 'startDateRequired') =>
    problems.push({ field, message: translate(routineTasksText, key) });
  if (!draft.procedureId) required('procedureId', 'procedureRequired');
  if (!draft.name.trim()) required('name', 'nameRequired');
  if (!draft.startDateLocal) required('startDateLocal', 'startDateRequired');
  const type = draft.schedule.routineTaskScheduleType;
  if (!type)
    problems.push({
      field: 'schedule.routineTaskScheduleType',
      message: translate(routineTasksText, 'scheduleTypeRequired'),
    });
  else {
    for (const problem of scheduleProblems({ ...draft.schedule, routineTaskScheduleType: type })) {
      problems.push({ field: `schedule.${problem.field}`, message: scheduleProblemText(problem, type) });
    }
  }
  return problems;
}

/** Save is disabled when the form is invalid, or with no locations or no assigned people (spec 002 §5). */
export function canSaveTask(draft: RoutineTaskDraft): boolean {
  return taskDraftProblems(draft).length === 0 && draft.locations.length > 0 && draft.assignedPeople.length > 0;
}

/**
 * The body POST /routineTasks takes. The time of day and every-X-days belong to Daily only, so
 * other types send them empty (00:00 is the default time).
 */
export function taskBodyOfDraft(draft: RoutineTaskDraft) {
  const type = draft.schedule.routineTaskScheduleType as ScheduleType;
  const daily = type === 'Daily';
  return {
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name.trim(),
    propertyId: draft.propertyId,
    procedureId: draft.procedureId as string,
    startDateLocal: draft.startDateLocal,
    performAdHoc: type === 'AdHoc',
    flavor: 'RoutineTask' as const,
    schedule: {
      ...draft.schedule,
      routineTaskScheduleType: type,
      everyXDays: daily ? draft.schedule.everyXDays : null,
      timeOfDay: daily ? draft.schedule.timeOfDay : null,
      includeWeekends: type === 'AdHoc' ? true : draft.schedule.includeWeekends,
    } satisfies RoutineTaskSchedule,
    locations: draft.locations.map((location) => ({
      ...(location.id ? { id: location.id } : {}),
      routineTaskLocationType: location.routineTaskLocationType,
      name: location.name,
    })),
    assignedPeople: draft.assignedPeople.map((person) => person.id),
  };
}
