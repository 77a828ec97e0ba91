import { useMessages } from '../../api/get-messages';
import { useListParams } from '../../hooks/use-list-params';
import { PagedList } from '../paged-list';
import { card, PageHeader } from '../ui';
import { MessageItem } from './message-item';

/** The contact form's messages, newest first. */
export function MessagesScreen() {
  const list = useListParams();
  const query = useMessages(list.cursor);
  return (
    <>
      <PageHeader title="Messages" description="From the contact form, newest first." />
      <PagedList query={query} label="messages" noun="messages" list={list}>
        {(items) =>
          items.length === 0 ? (
            <p className={`${card} p-10 text-center text-slate-600`}>No messages yet.</p>
          ) : (
            <div className="space-y-3">
              {items.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </div>
          )
        }
      </PagedList>
    </>
  );
}
