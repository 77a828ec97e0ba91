import { useEffect, useState } from 'react';
import type { PaymentSlip } from '@avstore/core';
import { fetchPdf, savePdf } from '../api/get-receipt';
import { slipFilePath } from '../api/payment-slips';
import { DownloadButton } from './download-button';
import { Modal } from './modal';

/**
 * 'Open' on a payment slip: a picture is shown here, a PDF saved as a file (the store's
 * Content-Security-Policy keeps a PDF viewer out of its pages). Fetched with the stored token:
 * only the order's owner and the shop's staff may read it.
 */
export function SlipFileButton({
  orderId,
  slip,
  className = 'min-h-11 rounded-lg px-3 py-2 text-sm font-semibold text-ink ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60',
}: {
  orderId: string;
  slip: PaymentSlip;
  className?: string;
}) {
  const [picture, setPicture] = useState<string>();
  // The picture's address is let go of once it is no longer shown.
  useEffect(() => (picture ? () => URL.revokeObjectURL(picture) : undefined), [picture]);

  const open = async () => {
    const file = await fetchPdf(slipFilePath(orderId, slip.id), 'payment slip');
    if (slip.contentType === 'application/pdf') savePdf(file, slip.fileName);
    else setPicture(URL.createObjectURL(file));
  };

  return (
    <DownloadButton
      download={open}
      label={slip.contentType === 'application/pdf' ? 'Download' : 'Open'}
      busyLabel="Opening..."
      failure="We could not open the slip."
      className={className}
      ariaLabel={`Open ${slip.fileName}`}
      alignEnd
    >
      <Modal
        open={picture !== undefined}
        title={slip.fileName}
        onClose={() => setPicture(undefined)}
        width="max-w-3xl"
      >
        {picture ? (
          <img
            src={picture}
            alt={`Payment slip ${slip.fileName}`}
            className="mx-auto max-h-[75vh]"
          />
        ) : null}
      </Modal>
    </DownloadButton>
  );
}
