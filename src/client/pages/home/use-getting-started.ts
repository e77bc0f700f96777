import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useCompanyId } from '../../session/session-context.ts';

/**
 * The onboarding contracts (with the first-run form's schema) stay out of Home's first load:
 * only administrators ask, once the page is on screen.
 */
const onboarding = () => import('../../../../schemas/onboarding.ts').then((m) => m.onboardingEndpoints);

/** The 'Getting started' card's steps and whether it was dismissed (GET /getting-started). */
export function useGettingStarted() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['gettingStarted', companyId],
    queryFn: async ({ signal }) => callEndpoint((await onboarding()).gettingStarted, { signal }),
    enabled: Boolean(companyId),
  });
}

/** 'Dismiss': POST /getting-started/dismiss; its answer (dismissed) replaces the cached state, so the card goes. */
export function useDismissGettingStarted() {
  const companyId = useCompanyId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => callEndpoint((await onboarding()).dismissGettingStarted),
    onSuccess: (state) => queryClient.setQueryData(['gettingStarted', companyId], state),
  });
}
