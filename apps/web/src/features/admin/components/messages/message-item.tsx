import { formatDateTime, type ContactMessage } from '@avstore/core';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useUpdateMessage } from '../../api/update-message';
import { Pill } from '../../../../components/badge';
import { card, linkClass, plainButton } from '../ui';

/** One contact message; unread ones stand out in bold until marked read. */
export function MessageItem({ message }: { message: ContactMessage }) {
  const update = useUpdateMessage();
  const toggle = () =>
    update.mutate(
      { id: message.id, read: !message.read },
      {
        onSuccess: (saved) =>
          notify('success', saved.read ? 'Marked as read.' : 'Marked as unread.'),
        onError: (error) =>
          notify('error', getErrorMessage(error, 'Could not update the message.')),
      },
    );
  return (
    <article
      aria-label={`Message from ${message.name}`}
      className={`${card} p-5 ${message.read ? '' : 'border-l-4 border-brand-500'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className={message.read ? 'font-medium' : 'font-bold'}>
            {message.name} {message.read ? null : <Pill tone="yellow">Unread</Pill>}
          </h2>
          <a href={`mailto:${message.email}`} className={`${linkClass} text-sm`}>
            {message.email}
          </a>
        </div>
        <div className="text-right text-xs text-slate-600">
          <p>{formatDateTime(message.createdAt)}</p>
          <p>{message.mailed ? 'Sent to the shop inbox' : 'Not sent by e-mail'}</p>
        </div>
      </header>
      <p
        className={`mt-3 whitespace-pre-wrap break-words ${message.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
      >
        {message.message}
      </p>
      <button
        type="button"
        className={`${plainButton} mt-4`}
        disabled={update.isPending}
        onClick={toggle}
      >
        {message.read ? 'Mark as unread' : 'Mark as read'}
      </button>
    </article>
  );
}
