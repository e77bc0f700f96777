import {
  cleanTrail,
  gotoTarget,
  type NavigableStep,
  possibleResults,
} from '../../../domain/procedures/procedure-navigation.ts';

/**
 * The steps a walk passed by (Task Details says 'Skipped' for them, not 'Not answered'): once the
 * walk is finished, every step off its trail; while it runs, a step off the trail that no answer
 * can lead to any more from the step on screen (the trail's last), because a branch went another
 * way. A walk not begun (empty trail) has skipped nothing. An answer kept on a step that left the
 * trail (answered, then Previous and another branch) is not part of the result: that step is
 * skipped too. Pure.
 */
export function skippedStepIds(
  steps: readonly NavigableStep[],
  trail: readonly string[],
  finished: boolean,
): Set<string> {
  const walked = cleanTrail(steps, trail);
  if (walked.length === 0) return new Set();
  const onTrail = new Set(walked);
  const offTrail = steps.filter((step) => !onTrail.has(step.id)).map((step) => step.id);
  if (finished) return new Set(offTrail);
  const reachable = new Set<string>();
  const queue = steps.filter((step) => step.id === walked[walked.length - 1]);
  for (let step = queue.shift(); step; step = queue.shift()) {
    for (const result of possibleResults(step)) {
      const target = gotoTarget(steps, step, result);
      if (!target || reachable.has(target.id)) continue;
      reachable.add(target.id);
      queue.push(target);
    }
  }
  return new Set(offTrail.filter((id) => !reachable.has(id)));
}
