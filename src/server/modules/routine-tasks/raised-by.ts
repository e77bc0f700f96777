import { and, eq } from 'drizzle-orm';
import type { CompanyContext } from '../../auth/membership.ts';
import type { Runner } from '../../db/connect.ts';
import { events } from '../../db/schema/index.ts';
import { visibleEventsWhere } from '../events/visibility.ts';

/**
 * The event a task location's failed inspection step raised, as its replies link it ({ id,
 * number }), or null: none was raised, or the viewer may not see it (the event-visibility rule,
 * `visibleEventsWhere`: a role-limited, archived or otherwise hidden event shows no number).
 */
export async function visibleRaisedEvent(
  db: Runner,
  viewer: CompanyContext,
  eventId: string | null,
): Promise<{ id: string; number: string } | null> {
  if (!eventId) return null;
  const [row] = await db
    .select({ id: events.id, number: events.numberText })
    .from(events)
    .where(and(await visibleEventsWhere(db, viewer), eq(events.id, eventId)));
  return row ?? null;
}
