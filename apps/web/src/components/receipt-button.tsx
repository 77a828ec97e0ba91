import { downloadReceipt } from '../api/get-receipt';
import { DownloadButton } from './download-button';

/** 'Download receipt': the order's PDF receipt, saved with the signed-in user's token. */
export function ReceiptButton({
  orderId,
  label = 'Download receipt',
  busyLabel = 'Preparing receipt...',
  failure = 'We could not get the receipt.',
  readMessage,
  className = 'rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60',
}: {
  orderId: string;
  label?: string;
  /** The words while it is fetched and when it fails: English unless the screen gives its own. */
  busyLabel?: string;
  failure?: string;
  readMessage?: (message: string) => string;
  className?: string;
}) {
  return (
    <DownloadButton
      download={() => downloadReceipt(orderId)}
      label={label}
      busyLabel={busyLabel}
      failure={failure}
      readMessage={readMessage}
      className={className}
    />
  );
}
