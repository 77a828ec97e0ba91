import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function updateMessage(id: string, read: boolean): Promise<ContactMessage> {
  return api<ContactMessage>(`/admin/messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { read },
  });
}

export function useUpdateMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => updateMessage(id, read),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.messages() });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
