import { useState } from 'react';
import { downloadReceipt } from '../api/get-receipt';
import { getErrorMessage } from '../lib/api-client';

/** 'Download receipt': the order's PDF receipt, saved with the signed-in user's token. */
export function ReceiptButton({
  orderId,
  label = 'Download receipt',
  className = 'rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60',
}: {
  orderId: string;
  label?: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const download = async () => {
    setBusy(true);
    setError('');
    try {
      await downloadReceipt(orderId);
    } catch (caught) {
      setError(getErrorMessage(caught, 'We could not get the receipt.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" className={className} disabled={busy} onClick={() => void download()}>
        {busy ? 'Preparing receipt...' : label}
      </button>
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
