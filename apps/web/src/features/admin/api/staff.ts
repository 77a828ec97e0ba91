import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffInvitation, StaffInviteRequest, StaffList } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const getStaff = (signal?: AbortSignal) => api<StaffList>('/admin/staff', { signal });

export const staffQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.staff(), queryFn: ({ signal }) => getStaff(signal) });

export const useStaff = () => useQuery(staffQueryOptions());

/** A change to the staff, then the list read again. */
function useStaffChange<T, R>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.staff() }),
  });
}

export const useInviteStaff = () =>
  useStaffChange((body: StaffInviteRequest) =>
    api<StaffInvitation>('/admin/staff/invitations', { method: 'POST', body }),
  );

export const useRevokeInvitation = () =>
  useStaffChange((id: string) =>
    api<void>(`/admin/staff/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const useRemoveStaff = () =>
  useStaffChange((id: string) =>
    api<void>(`/admin/staff/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
