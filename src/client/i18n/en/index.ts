import type { Namespace } from '../catalogue.ts';
import { eventStatusText } from './event-status.ts';
import { homeText } from './home.ts';
import { messagesText } from './messages.ts';
import { myTasksText } from './my-tasks.ts';
import { offlineText } from './offline.ts';
import { performTaskText } from './perform-task.ts';
import { profileText } from './profile.ts';
import { navigationText, pageTitleText, shellText } from './shell.ts';
import { stepsText } from './steps.ts';

/**
 * Every English namespace, for the catalogue tests (the app imports each namespace where it is
 * used, so a page's words travel with the page's chunk). A new namespace is listed here.
 */
export const ENGLISH: readonly Namespace[] = [
  shellText,
  pageTitleText,
  navigationText,
  messagesText,
  homeText,
  eventStatusText,
  myTasksText,
  performTaskText,
  stepsText,
  profileText,
  offlineText,
];
