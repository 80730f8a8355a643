import { QueryClient } from '@tanstack/react-query';
import { onTokenChange } from './token';

/**
 * The page's one query cache. A failed call has already shown its message (api.ts), so a query is
 * never retried behind the reader's back, and it is read again only when a page mounts, a live
 * change invalidates it, or its page polls while the socket is down: never on focus or reconnect.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});

// Another reader's data must not be shown from the cache after a sign-in or sign-out; pages on
// screen read again through their own session-keyed queries.
onTokenChange(() => queryClient.removeQueries({ type: 'inactive' }));
