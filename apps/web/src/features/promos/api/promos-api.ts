import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  UserPromosResponse,
  ValidatePromoRequest,
  ValidatePromoResponse,
} from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { useSignedIn } from '../../../lib/use-signed-in';

export const userPromosQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.myPromos(),
    queryFn: async () => (await api<UserPromosResponse>('/auth/user-promocodes')).promos,
    staleTime: 60_000,
  });

/** The promos this shopper has used; errors are only logged (docs/product.md §8). */
export function useUserPromos() {
  const signedIn = useSignedIn();
  const query = useQuery({ ...userPromosQueryOptions(), enabled: signedIn, retry: false });
  if (query.error) console.warn('Could not load your promo codes', query.error);
  return signedIn ? (query.data ?? []) : [];
}

export const validatePromo = (productId: string, promoCode: string) => {
  const body: ValidatePromoRequest = { productId, promoCode };
  return api<ValidatePromoResponse>('/promos/validate', { method: 'POST', body });
};
