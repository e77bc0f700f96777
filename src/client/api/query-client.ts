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
      // Tried even when the browser says it is offline (React Query would pause it, and the page
      // would spin): a page that needs the server then says so (issue 27), and a kept read keeps its data.
      networkMode: 'always',
    },
    // A save tried offline fails and says so, rather than waiting silently (the wizards' saves go
    // through the outbox instead).
    mutations: { networkMode: 'always' },
  },
});
