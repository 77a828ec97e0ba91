import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageList } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, queryString } from './keys';

/** The contact messages, newest first. */
export function getMessages(page: number, signal?: AbortSignal): Promise<MessageList> {
  const query = queryString({ page, pageSize: ADMIN_PAGE_SIZE });
  return api<MessageList>(`/admin/messages${query}`, { signal });
}

export const messagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.messageList(page),
    queryFn: ({ signal }) => getMessages(page, signal),
    placeholderData: keepPreviousData,
  });

export function useMessages(page: number) {
  return useQuery(messagesQueryOptions(page));
}
