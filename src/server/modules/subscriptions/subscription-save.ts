import { and, eq, isNull } from 'drizzle-orm';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { subscriptionEndpoints } from '../../../../schemas/subscription/endpoints.ts';
import { SUBSCRIPTION_MESSAGES, type SubscriptionDraft } from '../../../domain/subscriptions/subscription.ts';
import { subscriptionProblems } from '../../../domain/subscriptions/subscription-rules.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { BadRequestError, type FieldError, NotFoundError } from '../../http/errors.ts';
import { writeMatchRows } from './subscription-match-rows.ts';
import { type NamedRecords, readNamedRecords } from './subscription-names.ts';
import { readSubscription } from './subscription-read.ts';

type SaveInput = BodyOf<typeof subscriptionEndpoints.save>;

/** The ids a subscription names must be records of the company (and roles active, people not archived). */
function referenceProblems(draft: SubscriptionDraft, found: NamedRecords): FieldError[] {
  const errors: FieldError[] = [];
  const { names } = found;
  draft.filters.forEach((filter, f) => {
    filter.conditions.forEach((condition, c) => {
      const at = `filters.${f}.conditions.${c}.qualifier`;
      const { typeId, categoryId } = condition.qualifier;
      if (typeId !== null && !names.eventTypes?.[typeId]) {
        errors.push({ field: `${at}.typeId`, message: 'must be an event type of the company' });
      }
      if (categoryId !== null && found.categoryType[categoryId] !== typeId) {
        errors.push({ field: `${at}.categoryId`, message: 'must be a category of the chosen type' });
      }
    });
    filter.locations.forEach((location, l) => {
      const at = `filters.${f}.locations.${l}`;
      location.propertyIds.forEach((id, i) => {
        if (!names.properties?.[id])
          errors.push({ field: `${at}.propertyIds.${i}`, message: 'must be a property of the company' });
      });
      location.propertyGroupIds.forEach((id, i) => {
        if (!names.propertyGroups?.[id]) {
          errors.push({ field: `${at}.propertyGroupIds.${i}`, message: 'must be a property group of the company' });
        }
      });
    });
  });
  draft.subscribers.forEach((subscriber, s) => {
    const id = subscriber.recipientQualifier;
    if (id === null) return;
    const field = `subscribers.${s}.recipientQualifier`;
    if (subscriber.recipientType === 'Person') {
      if (!names.people?.[id] || found.archivedPeople.has(id)) {
        errors.push({ field, message: 'must be an active person of the company' });
      }
    } else if (found.roleActive[id] === undefined) {
      errors.push({ field, message: 'must be a role of the company' });
    } else if (!found.roleActive[id]) {
      errors.push({ field, message: SUBSCRIPTION_MESSAGES.inactiveRole });
    }
  });
  return errors;
}

function throwIfAny(errors: FieldError[]): void {
  const [first] = errors;
  if (first) throw new BadRequestError(`${first.field} ${first.message}`, errors);
}

/** The body with ids in canonical lower case and names trimmed, as stored. */
function draftOf(input: SaveInput): SubscriptionDraft {
  const lower = (id: string | null) => (id === null ? null : id.toLowerCase());
  return {
    name: input.name.trim(),
    subjectType: input.subjectType,
    filtersOperator: input.filtersOperator,
    filters: input.filters.map((filter) => ({
      conditionsOperator: filter.conditionsOperator,
      conditions: filter.conditions.map((condition) => ({
        ...condition,
        qualifier: {
          ...condition.qualifier,
          typeId: lower(condition.qualifier.typeId),
          categoryId: lower(condition.qualifier.categoryId),
        },
      })),
      locations: filter.locations.map((location) => ({
        ...location,
        propertyIds: location.propertyIds.map((id) => id.toLowerCase()),
        propertyGroupIds: location.propertyGroupIds.map((id) => id.toLowerCase()),
      })),
    })),
    subscribers: input.subscribers.map((subscriber) => ({
      ...subscriber,
      recipientQualifier: lower(subscriber.recipientQualifier),
    })),
  };
}

/**
 * POST /subscriptions: creates (no id) or updates the company's subscription (another company's
 * or a deleted one: 404, nothing changes). Rules: src/domain/subscriptions/subscription-rules.ts, then the ids
 * of the company and active roles (400 naming the field). The definition and its flat matching
 * rows are written in one transaction with subscription.created / subscription.updated.
 */
export async function saveSubscription(
  ctx: ServiceContext,
  input: SaveInput,
): Promise<ReplyOf<typeof subscriptionEndpoints.save>> {
  const { companyId } = ctx.company;
  const draft = draftOf(input);
  throwIfAny(subscriptionProblems(draft));
  return ctx.transaction(async (tx) => {
    throwIfAny(referenceProblems(draft, await readNamedRecords(tx.db, companyId, [draft])));
    const now = tx.clock.now();
    const definition = { filters: draft.filters, subscribers: draft.subscribers };
    const values = {
      name: draft.name,
      subjectType: draft.subjectType,
      filtersOperator: draft.filtersOperator,
      definition,
    };
    let id: string;
    if (input.id) {
      const [updated] = await tx.db
        .update(subscriptions)
        .set({ ...values, updatedAt: now })
        .where(
          and(
            eq(subscriptions.companyId, companyId),
            eq(subscriptions.id, input.id.toLowerCase()),
            isNull(subscriptions.deletedAt),
          ),
        )
        .returning({ id: subscriptions.id });
      if (!updated) throw new NotFoundError();
      id = updated.id;
    } else {
      const [created] = await tx.db
        .insert(subscriptions)
        .values({ companyId, ...values, createdAt: now, updatedAt: now })
        .returning({ id: subscriptions.id });
      id = created.id;
    }
    await writeMatchRows(tx.db, companyId, id, draft.filters, now);
    await tx.record({
      type: input.id ? 'subscription.updated' : 'subscription.created',
      subjectId: id,
      payload: { name: draft.name },
    });
    return { success: true, subscription: await readSubscription(tx.db, companyId, id, ctx.language) };
  });
}
