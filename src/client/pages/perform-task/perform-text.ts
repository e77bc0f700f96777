import { performTaskText } from '../../i18n/en/perform-task.ts';
import { translate } from '../../i18n/language.ts';

/** The Perform Task wizard's composed words (spec 002 §2.4), in the app's language (i18n/en/perform-task.ts). */

/** 'Perform Task - {task name} : {location name}'. */
export function performHeader(taskName: string, locationName: string): string {
  return translate(performTaskText, 'header', { task: taskName, location: locationName });
}

/** The Finalize step's line about the event a failed inspection step reported. */
export function raisedEventText(number: string): string {
  return translate(performTaskText, 'raisedEvent', { number });
}
