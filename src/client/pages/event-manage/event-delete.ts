/**
 * Deleting an event (spec 001 §5 'Delete event', §8): the confirmation needs the event number
 * typed or pasted exactly; the server then archives the event (POST /events/{id}/archive).
 * The typed text must equal the event number exactly: no trimming, no case folding. */
export function deleteConfirmed(typed: string, eventNumber: string): boolean {
  return eventNumber.length > 0 && typed === eventNumber;
}
