import { useInvalidate } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimEndpoints } from '../../../../schemas/claim/endpoints.ts';
import type {
  Claim,
  DamageExpense,
  DamageExpenseInput,
  InsuranceClaimInput,
} from '../../../../schemas/claim/entity.ts';
import type { ClaimForEdit, PolicyChoice } from '../../../../schemas/claim/replies.ts';
import { propertyEndpoints } from '../../../../schemas/property/endpoints.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useCompanyId } from '../../session/session-context.ts';
import { EVENTS_RESOURCE } from '../events/events-list.ts';

/**
 * The claims and damages calls (spec 002 §7 'Claims and damages') as react-query hooks. Their keys
 * sit under event management's key of the event, so a save refreshes everything shown of it: the
 * status and its lock, the claims, the damages.
 */
export type { Claim, ClaimForEdit, DamageExpense, DamageExpenseInput, InsuranceClaimInput, PolicyChoice };

function useEventKey(eventId: string) {
  const companyId = useCompanyId();
  return { companyId, key: ['eventManage', companyId, eventId] as const };
}

/** GET /events/{id}/claims. */
export function useClaims(eventId: string) {
  const { companyId, key } = useEventKey(eventId);
  return useQuery({
    queryKey: [...key, 'claims'],
    queryFn: ({ signal }) =>
      callEndpoint(claimEndpoints.list, { params: { id: eventId }, signal }).then((reply) => reply.claims),
    enabled: Boolean(companyId),
  });
}

/** GET /events/{id}/claims/{claimId}, or the new-claim read without a claim id (create mode). */
export function useClaimForEdit(eventId: string, claimId: string | null) {
  const { companyId, key } = useEventKey(eventId);
  return useQuery({
    queryKey: [...key, 'claimForEdit', claimId ?? 'new'],
    queryFn: ({ signal }) =>
      (claimId
        ? callEndpoint(claimEndpoints.detail, { params: { id: eventId, claimId }, signal })
        : callEndpoint(claimEndpoints.newClaim, { params: { id: eventId }, signal })
      ).then((reply) => reply.claim),
    enabled: Boolean(companyId && eventId),
    // The form keeps its own copy: a new-claim read must not be refreshed under the user's typing.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** GET /events/{id}/damages. */
export function useDamages(eventId: string) {
  const { companyId, key } = useEventKey(eventId);
  return useQuery({
    queryKey: [...key, 'damages'],
    queryFn: ({ signal }) => callEndpoint(claimEndpoints.damages, { params: { id: eventId }, signal }),
    enabled: Boolean(companyId && eventId),
  });
}

/** GET /property/{id}/vendors: the vendor dropdown of a Vendor expense. */
export function usePropertyVendors(propertyId: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['propertyVendors', companyId, propertyId],
    queryFn: ({ signal }) =>
      callEndpoint(propertyEndpoints.vendors, { params: { id: propertyId }, signal }).then((reply) => reply.vendors),
    enabled: Boolean(companyId && propertyId),
  });
}

/**
 * After a save: everything shown of the event (event management's queries of it share this key)
 * and the events list. The Activity tab reads its log afresh whenever it is opened.
 */
function useRefreshEvent(eventId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const { key } = useEventKey(eventId);
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      invalidate({ resource: EVENTS_RESOURCE, invalidates: ['list'] }),
    ]);
}

/** POST /events/{id}/claims; failures are shown by the form (its own toast and field errors). */
export function useSaveClaim(eventId: string) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (insuranceClaim: InsuranceClaimInput) =>
      callEndpoint(claimEndpoints.save, { params: { id: eventId }, body: { insuranceClaim }, quiet: true }),
    onSuccess: () => void refresh(),
  });
}

/** POST /events/{id}/damages: the whole list. */
export function useSaveDamages(eventId: string) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (expenses: DamageExpenseInput[]) =>
      callEndpoint(claimEndpoints.saveDamages, { params: { id: eventId }, body: { eventId, expenses }, quiet: true }),
    onSuccess: () => void refresh(),
  });
}
