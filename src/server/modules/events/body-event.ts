import { invalidField } from '../../http/errors.ts';

/** A body that names its event must name the event of its address (a form left open on another event is refused). */
export function checkBodyEvent(field: string, bodyEventId: string, eventId: string): void {
  if (bodyEventId.toLowerCase() !== eventId.toLowerCase()) {
    throw invalidField(field, 'must be the event of the address');
  }
}
