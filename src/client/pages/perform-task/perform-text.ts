/** The Perform Task wizard's words (spec 002 §2.4). */
export const PERFORM_TEXT = {
  resumeTitle: 'Task In Progress',
  resume:
    "You are resuming a task already in progress, you will be directed to the first incomplete step in the procedure. You may click 'Previous' to change any previous steps.",
  done: 'Task complete.',
  notOpened: 'This task could not be opened.',
} as const;

/** 'Perform Task - {task name} : {location name}'. */
export function performHeader(taskName: string, locationName: string): string {
  return `Perform Task - ${taskName} : ${locationName}`;
}

/** The Finalize step's line about the event a failed inspection step reported. */
export function raisedEventText(number: string): string {
  return `Event ${number} was reported for the problems found.`;
}
