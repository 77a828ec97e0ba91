import { queryOptions } from '@tanstack/react-query';
import type { StaffAcceptRequest, StaffInvitationView, User } from '@avstore/core';
import { api } from '../../../lib/api-client';

/** Where the link's token waits while its invitee signs in (it rides in the fragment, not a URL). */
const KEY = 'staff-invitation';

/** The token of the link opened: from the address's fragment, else the one kept for this tab. */
export function invitationToken(hash: string): string | null {
  const fromLink = new URLSearchParams(hash.slice(1)).get('token');
  try {
    if (fromLink) sessionStorage.setItem(KEY, fromLink);
    return fromLink ?? sessionStorage.getItem(KEY);
  } catch {
    return fromLink;
  }
}

export function forgetInvitationToken(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable */
  }
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['staff-invitation', token],
    queryFn: () =>
      api<StaffInvitationView>('/auth/staff-invitation', {
        method: 'POST',
        body: { token },
        auth: false,
      }),
    retry: false,
    staleTime: Infinity,
  });

export const acceptInvitation = (body: StaffAcceptRequest) =>
  api<{ user: User; message: string }>('/auth/staff-invitation/accept', { method: 'POST', body });
