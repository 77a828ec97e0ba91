import { useState } from 'react';
import type { OrderExportQuery } from '@avstore/core';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { downloadOrdersCsv, type OrderCsvKind } from '../../api/order-csv';
import { plainButton } from '../ui';

const LABELS: Record<OrderCsvKind, string> = {
  orders: 'Export orders (CSV)',
  lines: 'Export lines (CSV)',
};

/** The orders the filters find, or their lines, as a CSV file (every order without a filter). */
export function OrdersExport({ filter }: { filter: OrderExportQuery }) {
  const [busy, setBusy] = useState<OrderCsvKind | null>(null);
  const download = async (kind: OrderCsvKind) => {
    setBusy(kind);
    try {
      await downloadOrdersCsv(kind, filter);
    } catch (error) {
      notify('error', getErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {(['orders', 'lines'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className={`${plainButton} min-h-11`}
          disabled={busy !== null}
          aria-busy={busy === kind}
          onClick={() => void download(kind)}
        >
          {busy === kind ? 'Exporting…' : LABELS[kind]}
        </button>
      ))}
    </>
  );
}
