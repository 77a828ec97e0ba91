import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@avstore/core';
import { api } from '../lib/api-client';
import { useSignedIn } from '../lib/use-signed-in';

/** GET /api/auth/me's key, as the address-confirmation notice reads it too; not on the first screen. */
export const meKey = () => ['auth', 'me'] as const;

/**
 * The signed-in account as the server has it now, `{user}` as GET /api/auth/me answers (and as
 * the address-confirmation notice caches it): an address confirmed since sign-in shows.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meKey(),
    queryFn: ({ signal }) => api<{ user: User }>('/auth/me', { signal }),
  });

/** The signed-in account, or undefined for a visitor and while it loads. */
export function useMe(): User | undefined {
  return useQuery({ ...meQueryOptions(), enabled: useSignedIn() }).data?.user;
}
