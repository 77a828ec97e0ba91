import { useState, type ReactNode } from 'react';
import { getErrorMessage } from '../lib/api-client';

/**
 * A button that fetches a file of the signed-in user's (a receipt, a credit note, a payment slip)
 * when pressed: `busyLabel` while it does, and the server's refusal, or `failure`, below it, read
 * by `readMessage` (a screen's catalogue puts the ones it knows in the page's language).
 */
export function DownloadButton({
  download,
  label,
  busyLabel,
  failure,
  className,
  ariaLabel,
  alignEnd = false,
  readMessage = (message) => message,
  children,
}: {
  download: () => Promise<void>;
  label: string;
  busyLabel: string;
  failure: string;
  className: string;
  ariaLabel?: string;
  /** In a list's right-hand column: the button and its message at the end. */
  alignEnd?: boolean;
  /** The refusal as the page shows it; as it came by default. */
  readMessage?: (message: string) => string;
  /** What the download shows, such as a picture in a dialog. */
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async () => {
    setBusy(true);
    setError('');
    try {
      await download();
    } catch (caught) {
      setError(readMessage(getErrorMessage(caught, failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={`inline-flex flex-col ${alignEnd ? 'items-end ' : ''}gap-1`}>
      <button
        type="button"
        className={className}
        disabled={busy}
        onClick={() => void run()}
        aria-label={ariaLabel}
      >
        {busy ? busyLabel : label}
      </button>
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
      {children}
    </span>
  );
}
