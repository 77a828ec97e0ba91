import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  UploadedPictureSchema,
  type ShopSettingsAnswer,
  type UpdateShopSettingsRequest,
  type UploadedPicture,
} from '@avstore/core';
import { ApiError, api, upload } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { imageProblem } from '../lib/image-check';
import { adminKeys } from './keys';

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => api<ShopSettingsAnswer>('/admin/settings', { signal }),
  });

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}

/**
 * Saves the whole settings at the version they were read at; the shop's own reads of them (its
 * configuration, Special Deals, the About texts) and the audit log are read afresh.
 */
export function useSaveShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShopSettingsRequest) =>
      api<ShopSettingsAnswer>('/admin/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(adminKeys.settings(), saved);
      for (const queryKey of [
        shopKeys.config(),
        shopKeys.specialDeal(),
        shopKeys.contentPages(),
        adminKeys.audit(),
      ])
        void client.invalidateQueries({ queryKey });
    },
  });
}

/** A picture for the logo or a banner, processed as a product's; shown once the settings are saved. */
export async function uploadSettingsPicture(file: File): Promise<UploadedPicture> {
  const problem = imageProblem(file);
  if (problem) throw new ApiError(problem, 0, 'invalid');
  const body = new FormData();
  body.append('file', file);
  const answer = UploadedPictureSchema.safeParse(
    await upload<unknown>('/admin/settings/pictures', body),
  );
  if (!answer.success) throw new ApiError('The upload gave no picture back.', 500);
  return answer.data;
}
