import { DEFAULT_COMPANY_FEATURES } from '../../../domain/company/company.ts';
import { PERMISSION_NAMES } from '../../../domain/company/permissions.ts';
import type { WebhookKind } from '../../../domain/webhooks/kinds.ts';
import type { Adapters } from '../../adapters/index.ts';
import type { Clock } from '../../context/clock.ts';
import { createServiceContext } from '../../context/service-context.ts';
import type { Db } from '../../db/connect.ts';
import { readEventForDisplay } from '../events/display.ts';
import { routineTaskThatRaised } from '../events/raised-by-task.ts';
import { getResultForDisplay } from '../routine-tasks/display.ts';
import { readEventClaims } from '../shared/claim-rows.ts';

/** The domain event a delivery is made of, as the fan-out reads it. */
export interface RecordedChange {
  id: string;
  companyId: string;
  type: string;
  subjectId: string | null;
  eventId: string | null;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

/** The object a delivery is about (its deliveries to one webhook go in order) and its `data`. */
export interface DeliveryObject {
  objectId: string | null;
  data: Record<string, unknown>;
}

/**
 * The object of a change as the API's GET answers it (the read services the endpoints use):
 * an event as GET /events/{id} answers `event` (a deleted one too: its records are kept), a claim
 * as GET /events/{id}/claims lists it, a task result as GET …/result/{id}/fordisplay
 * answers `result` with its ids. The webhook's privacy was checked before (fan-out.ts); the read
 * runs as the company (sees every record), in the fan-out's transaction. An object that can no
 * longer be read (removed since) is sent as its id.
 */
export async function deliveryObject(
  deps: { db: Db; clock: Clock; adapters: Adapters },
  change: RecordedChange,
  kind: WebhookKind,
): Promise<DeliveryObject> {
  const ctx = createServiceContext({
    db: deps.db,
    clock: deps.clock,
    adapters: deps.adapters,
    company: {
      companyId: change.companyId,
      personId: '',
      email: '',
      positionId: null,
      positionName: null,
      permissions: [...PERMISSION_NAMES],
      seesAllCompanyItems: true,
      features: DEFAULT_COMPANY_FEATURES,
      apiKeyId: null,
    },
  });
  const read = async <T extends Record<string, unknown>>(objectId: string, reader: () => Promise<T>) => ({
    objectId,
    data: await reader().catch(() => ({ id: objectId })),
  });
  switch (kind) {
    case 'claim.saved': {
      const claimId = change.subjectId as string;
      // As GET /events/{id}/claims lists it (read whether or not the event was deleted since).
      return read(claimId, async () => {
        const claims = await readEventClaims(ctx.db, change.companyId, change.eventId as string);
        const claim = claims.find((each) => each.id === claimId);
        if (!claim) throw new Error('claim removed');
        return claim as unknown as Record<string, unknown>;
      });
    }
    case 'task.completed': {
      const resultId = change.subjectId as string;
      const instanceId = String(change.payload.instanceId ?? '');
      return read(resultId, async () => ({
        id: resultId,
        instanceId,
        ...(await getResultForDisplay(ctx, instanceId, resultId)).result,
      }));
    }
    default: {
      const eventId = (change.eventId ?? change.subjectId) as string;
      return read(eventId, async () => {
        const [display, raisedBy] = await Promise.all([
          readEventForDisplay(ctx.db, change.companyId, eventId),
          routineTaskThatRaised(ctx.db, change.companyId, eventId),
        ]);
        return raisedBy ? { ...display, raisedByRoutineTask: raisedBy } : display;
      });
    }
  }
}
