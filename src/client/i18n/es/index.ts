import type { Messages } from '../catalogue.ts';
import { eventStatus, home } from './home.ts';
import { messages } from './messages.ts';
import { myTasks } from './my-tasks.ts';
import { offline } from './offline.ts';
import { performTask, steps } from './perform-task.ts';
import { profile } from './profile.ts';
import { navigation, pageTitles, shell } from './shell.ts';

/**
 * The Spanish catalogue, by namespace name (each the `name` of its English namespace in ../en).
 * Written with 'usted' throughout, for property-maintenance staff in the US: plain words of the
 * trade (propiedad, guardia, reporte, reclamo), buttons in the infinitive.
 */
export const SPANISH: Readonly<Record<string, Messages>> = {
  shell,
  pageTitles,
  navigation,
  messages,
  home,
  eventStatus,
  myTasks,
  performTask,
  steps,
  profile,
  offline,
};
