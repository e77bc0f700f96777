import { namespace } from '../catalogue.ts';

/** The Perform Task wizard (spec 002 §2.4). */
export const performTaskText = namespace('performTask', {
  header: 'Perform Task - {{task}} : {{location}}',
  cancel: 'Cancel',
  resumeTitle: 'Task In Progress',
  resume:
    "You are resuming a task already in progress, you will be directed to the first incomplete step in the procedure. You may click 'Previous' to change any previous steps.",
  ok: 'OK',
  finalize: 'Finalize',
  done: 'Task complete.',
  doneLink: 'Done',
  raisedEvent: 'Event {{number}} was reported for the problems found.',
  notOpened: 'This task could not be opened.',
  noSteps: 'This procedure has no steps.',
  procedure: 'Procedure',
  photos: 'Photos of this step',
});
