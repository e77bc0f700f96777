import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { eventManagementEndpoints } from '../../../../schemas/event-management/endpoints.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { storedText } from '../../../domain/common/stored-text.ts';
import { detailsDiffer, statusProblem } from '../../../domain/events/event-details.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { events, eventVisibleRoles, positionTypes } from '../../db/schema/index.ts';
import { BadRequestError, type FieldError } from '../../http/errors.ts';
import { checkBodyEvent } from './body-event.ts';
import { isEventStatusLockedByClaimStatus } from './claim-lock.ts';
import { readEventForDisplay } from './display.ts';
import { visibleRolesOf } from './store.ts';
import { visibleEvent } from './visibility.ts';

type DetailsBody = BodyOf<typeof eventManagementEndpoints.saveDetails>;
type DetailsReply = ReplyOf<typeof eventManagementEndpoints.saveDetails>;

const ROLES_FIELD = 'details.visibleToPositionTypeIds';

/**
 * The chosen roles must be roles of the company that are active or already set on the event (a
 * role made inactive since stays removable, not addable); and unless the caller's role sees all
 * company items, it must be among them — else the save would hide the event from its author.
 */
async function roleErrors(ctx: ServiceContext<Runner>, eventId: string, roleIds: string[]): Promise<FieldError[]> {
  if (roleIds.length === 0) return [];
  const kept = sql`exists (select 1 from ${eventVisibleRoles} where ${eventVisibleRoles.eventId} = ${eventId}
    and ${eventVisibleRoles.positionTypeId} = ${positionTypes.id})`;
  const found = await ctx.db
    .select({ id: positionTypes.id })
    .from(positionTypes)
    .where(
      and(
        eq(positionTypes.companyId, ctx.company.companyId),
        inArray(positionTypes.id, roleIds),
        or(eq(positionTypes.active, true), kept),
      ),
    );
  const ok = new Set(found.map((row) => row.id));
  const errors: FieldError[] = roleIds.flatMap((id, index) =>
    ok.has(id) ? [] : [{ field: `${ROLES_FIELD}.${index}`, message: 'must be an active role of this company' }],
  );
  const { seesAllCompanyItems, positionId } = ctx.company;
  if (!seesAllCompanyItems && !(positionId && roleIds.includes(positionId))) {
    errors.push({ field: ROLES_FIELD, message: 'must include your own role, or you could no longer see the event' });
  }
  return errors;
}

/**
 * POST /events/{id}/details (spec 001 §3 'Event change details', §4): status, management report,
 * location and visible-to roles of an event the caller sees (404 otherwise). Complete needs
 * completeEvents and a status locked by an open claim may not change (400 naming details.status).
 * A save that changes something records event.detailsSaved with the values before and after (the
 * roles by name, as the activity log shows them) and, for a new status, event.statusChanged — in
 * the transaction of the change. Nothing changed: nothing written.
 */
export async function saveEventDetails(
  ctx: ServiceContext,
  eventId: string,
  input: DetailsBody,
): Promise<DetailsReply> {
  checkBodyEvent('eventId', input.eventId, eventId);
  const { companyId } = ctx.company;
  const { details } = input;
  const roleIds = details.visibleToPositionTypeIds.map((id) => id.toLowerCase());
  return ctx.transaction(async (tx) => {
    const event = await visibleEvent(tx.db, tx.company, eventId.toLowerCase(), { forUpdate: true });
    const [[stored], rolesBefore, locked] = await Promise.all([
      tx.db.select({ summary: events.summary, location: events.location }).from(events).where(eq(events.id, event.id)),
      visibleRolesOf(tx.db, companyId, [event.id]).then((roles) => roles.get(event.id) ?? []),
      isEventStatusLockedByClaimStatus(tx.db, event.id),
    ]);
    const canComplete = tx.company.permissions.includes('completeEvents');
    const problem = statusProblem(event.status, details.status, { canComplete, locked });
    const errors: FieldError[] = [
      ...(problem ? [{ field: 'details.status', message: problem }] : []),
      ...(await roleErrors(tx, event.id, roleIds)),
    ];
    const [first] = errors;
    if (first) throw new BadRequestError(`${first.field} ${first.message}`, errors);

    const before = { status: event.status, ...stored, visibleToPositionTypeIds: rolesBefore.map((role) => role.id) };
    const after = {
      status: details.status,
      summary: storedText(details.summary),
      location: storedText(details.location),
      visibleToPositionTypeIds: roleIds,
    };
    if (detailsDiffer(before, after)) {
      await tx.db
        .update(events)
        .set({ status: after.status, summary: after.summary, location: after.location, updatedAt: tx.clock.now() })
        .where(and(eq(events.companyId, companyId), eq(events.id, event.id)));
      await tx.db.delete(eventVisibleRoles).where(eq(eventVisibleRoles.eventId, event.id));
      if (roleIds.length > 0) {
        await tx.db
          .insert(eventVisibleRoles)
          .values(roleIds.map((positionTypeId) => ({ companyId, eventId: event.id, positionTypeId })));
      }
      const rolesAfter = (await visibleRolesOf(tx.db, companyId, [event.id])).get(event.id) ?? [];
      const shown = (values: typeof before, roles: typeof rolesBefore) => ({
        status: values.status,
        summary: values.summary,
        location: values.location,
        visibleToPositionTypes: roles.map(({ id, name }) => ({ id, name })),
      });
      await tx.record({
        type: 'event.detailsSaved',
        subjectId: event.id,
        eventId: event.id,
        payload: { before: shown(before, rolesBefore), after: shown(after, rolesAfter) },
      });
      if (after.status !== before.status) {
        await tx.record({
          type: 'event.statusChanged',
          subjectId: event.id,
          eventId: event.id,
          payload: { from: before.status, to: after.status },
        });
      }
    }
    return { success: true, event: await readEventForDisplay(tx.db, companyId, event.id) };
  });
}
