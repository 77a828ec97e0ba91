import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageList } from '@avstore/core';
import { api } from '../../../lib/api-client';
import type { ListCursor } from '../hooks/use-list-params';
import { ADMIN_PAGE_SIZE, adminKeys, queryString } from './keys';

/** The contact messages, newest first, a page after or before a cursor. */
export function getMessages(cursor: ListCursor, signal?: AbortSignal): Promise<MessageList> {
  const query = queryString({ ...cursor, pageSize: ADMIN_PAGE_SIZE });
  return api<MessageList>(`/admin/messages${query}`, { signal });
}

export const messagesQueryOptions = (cursor: ListCursor) =>
  queryOptions({
    queryKey: adminKeys.messageList(cursor),
    queryFn: ({ signal }) => getMessages(cursor, signal),
    placeholderData: keepPreviousData,
  });

export function useMessages(cursor: ListCursor) {
  return useQuery(messagesQueryOptions(cursor));
}
