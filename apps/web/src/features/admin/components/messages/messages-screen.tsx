import { useMessages } from '../../api/get-messages';
import { ADMIN_PAGE_SIZE } from '../../api/keys';
import { useListParams } from '../../hooks/use-list-params';
import { Pager } from '../pager';
import { QueryView } from '../query-view';
import { card, PageHeader } from '../ui';
import { MessageItem } from './message-item';

/** The contact form's messages, newest first. */
export function MessagesScreen() {
  const list = useListParams();
  const query = useMessages(list.page);
  return (
    <>
      <PageHeader title="Messages" description="From the contact form, newest first." />
      <QueryView query={query} label="messages">
        {(data) => (
          <div aria-busy={query.isPlaceholderData}>
            {data.items.length === 0 ? (
              <p className={`${card} p-10 text-center text-slate-600`}>No messages yet.</p>
            ) : (
              <div className="space-y-3">
                {data.items.map((message) => (
                  <MessageItem key={message.id} message={message} />
                ))}
              </div>
            )}
            <Pager
              page={list.page}
              total={data.total}
              pageSize={ADMIN_PAGE_SIZE}
              noun="messages"
              onPage={list.setPage}
            />
          </div>
        )}
      </QueryView>
    </>
  );
}
