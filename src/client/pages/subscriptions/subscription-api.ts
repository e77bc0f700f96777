import { useQuery } from '@tanstack/react-query';
import { subscriptionEndpoints } from '../../../../schemas/subscription/endpoints.ts';
import type { SavedSubscription } from '../../../../schemas/subscription/entity.ts';
import type { SubscriptionDraft } from '../../../domain/subscriptions/subscription.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { ApiError } from '../../api/http.ts';
import { useCompanyId } from '../../session/session-context.ts';

/** The editor's draft of a saved subscription (what POST /subscriptions takes, without the id). */
export function draftOf(saved: SavedSubscription): SubscriptionDraft {
  return {
    name: saved.name,
    subjectType: saved.subjectType,
    filtersOperator: saved.filtersOperator,
    filters: saved.filters.map((filter) => ({
      conditionsOperator: filter.conditionsOperator,
      conditions: filter.conditions.map((condition) => ({ ...condition, qualifier: { ...condition.qualifier } })),
      locations: filter.locations.map((location) => ({ ...location })),
    })),
    subscribers: saved.subscribers.map((subscriber) => ({ ...subscriber })),
  };
}

/** GET /subscriptions/{id}, as a draft (off for a new one; read fresh each time the editor opens). */
export function useSubscriptionDraft(id: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['subscriptions', companyId, 'detail', id],
    queryFn: ({ signal }) =>
      callEndpoint(subscriptionEndpoints.detail, { params: { id: id ?? '' }, signal }).then((reply) =>
        draftOf(reply.subscription),
      ),
    enabled: Boolean(companyId && id),
    gcTime: 0,
    retry: false,
  });
}

/** The outcome of a save: saved, or refused with the server's reason (shown under the form). */
export type SaveOutcome = { ok: true } | { ok: false; reason: string | null };

/** POST /subscriptions: no id creates, an id updates. Quiet: the editor says 'Subscription could not be saved.' */
export async function saveSubscription(draft: SubscriptionDraft, id: string | null): Promise<SaveOutcome> {
  try {
    await callEndpoint(subscriptionEndpoints.save, { body: { ...draft, ...(id ? { id } : {}) }, quiet: true });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, reason: null };
    const fields = (error.body?.validationErrors ?? []).map((each) => `${each.field}: ${each.message}`);
    return { ok: false, reason: [error.body?.message ?? error.message, ...fields].filter(Boolean).join(' — ') };
  }
}
