import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A request is tried once more after a network or server failure; a refusal (4xx) stands. */
const retry = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The app's one query cache; the router reads it too, to start a page's data with its code. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry, refetchOnWindowFocus: false } },
});
