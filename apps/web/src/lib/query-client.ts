import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache; the router reads it too, to start a page's data with its code. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
