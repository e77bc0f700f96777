import { QueryClient } from '@tanstack/react-query';

/**
 * The one react-query client, handed to Refine (options.reactQuery.clientConfig) so the session
 * can reset cached data when the company changes and re-ask access checks when permissions do.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Global handling already toasted the failure; one retry covers a flaky network.
      retry: 1,
    },
  },
});
