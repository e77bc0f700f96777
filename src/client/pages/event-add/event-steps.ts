import type { EventProgress } from '../../../../schemas/event/entity.ts';
import type { ProcedureStep } from '../../../domain/procedures/procedure-model.ts';

type EventQuestion = EventProgress['procedure']['questions'][number];

/** A step of the event's own procedure copy, with its answer, as the navigation rule walks it. */
export type EventStep = Omit<EventQuestion, 'yesResult' | 'noResult'> & Pick<ProcedureStep, 'yesResult' | 'noResult'>;

/**
 * The event's steps. The reply's schema types a step result as `{ type, value }` without tying
 * the two together (the serializer's schema has no if/then); the server only sends NA with null
 * and goto with a step id.
 */
export function stepsOf(event: EventProgress): EventStep[] {
  return event.procedure.questions as EventStep[];
}
