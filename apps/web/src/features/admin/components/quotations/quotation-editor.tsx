import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  canEditQuotation,
  UpdateQuotationRequestSchema,
  type Quotation,
  type QuotationLine,
} from '@avstore/core';
import { FormError } from '../../../../components/form-fields';
import { getErrorMessage } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';
import { adminQuotationQueryOptions, saveQuotation, sendQuotation } from '../../api/quotations';
import { card, darkButton, inputClass, PageHeader, plainButton } from '../ui';

/** A quotation as the owner prices it: its lines, validity date and note; saved, then sent. */
export function QuotationEditor({ id }: { id: string }) {
  const query = useQuery(adminQuotationQueryOptions(id));
  if (query.isPending) return <p>Loading…</p>;
  if (query.isError) return <FormError message={getErrorMessage(query.error)} />;
  return <Editor quotation={query.data} />;
}

function Editor({ quotation }: { quotation: Quotation }) {
  const client = useQueryClient();
  const [lines, setLines] = useState<QuotationLine[]>(quotation.lines);
  const [validUntil, setValidUntil] = useState(quotation.validUntil ?? '');
  const [shopNote, setShopNote] = useState(quotation.shopNote);
  const [message, setMessage] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);
  const editable = canEditQuotation(quotation.status);
  // Sending sends what is saved: changes not yet saved must be saved first.
  const unsaved =
    JSON.stringify(lines) !== JSON.stringify(quotation.lines) ||
    validUntil !== (quotation.validUntil ?? '') ||
    shopNote !== quotation.shopNote;
  const change = (index: number, patch: Partial<QuotationLine>) =>
    setLines((all) => all.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  const run = async (work: () => Promise<Quotation>, done: string) => {
    setBusy(true);
    setMessage({});
    try {
      client.setQueryData(adminKeys.quotation(quotation.id), await work());
      await client.invalidateQueries({ queryKey: adminKeys.quotations(), exact: true });
      setMessage({ done });
    } catch (error) {
      setMessage({ error: getErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const body = { version: quotation.version, lines, validUntil: validUntil || null, shopNote };
    const parsed = UpdateQuotationRequestSchema.safeParse(body);
    if (!parsed.success) {
      setMessage({ error: parsed.error.issues[0]?.message });
      return;
    }
    void run(async () => {
      const saved = await saveQuotation(quotation.id, body);
      // The form shows what was saved, as the server wrote it (names trimmed, prices to the cent).
      setLines(saved.lines);
      setValidUntil(saved.validUntil ?? '');
      setShopNote(saved.shopNote);
      return saved;
    }, 'Saved.');
  };

  return (
    <>
      <PageHeader
        title={`Quotation ${quotation.number}`}
        description={`${quotation.organisation}${quotation.buyerEmail ? ` · ${quotation.buyerEmail}` : ''} · ${quotation.status.replace('_', ' ')}`}
      />
      <section className={`${card} space-y-4 p-6`}>
        <p className="text-sm text-slate-700">
          VAT number: {quotation.vatNumber ?? 'not given'} · Purchase order:{' '}
          {quotation.purchaseOrderRef ?? 'not given'}
        </p>
        {quotation.buyerNote ? <p>Buyer&apos;s note: {quotation.buyerNote}</p> : null}
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th className="py-2">Item</th>
              <th className="py-2">Qty</th>
              <th className="py-2">Unit price (LKR)</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={i}>
                <td className="py-1 pr-2">
                  <input
                    aria-label={`Line ${i + 1} item`}
                    className={inputClass}
                    value={line.name}
                    disabled={!editable}
                    onChange={(e) => change(i, { name: e.target.value })}
                  />
                </td>
                <td className="py-1 pr-2">
                  <input
                    aria-label={`Line ${i + 1} quantity`}
                    type="number"
                    min={1}
                    className={inputClass}
                    value={line.quantity}
                    disabled={!editable}
                    onChange={(e) => change(i, { quantity: Number(e.target.value) })}
                  />
                </td>
                <td className="py-1 pr-2">
                  <input
                    aria-label={`Line ${i + 1} unit price`}
                    type="number"
                    min={0}
                    step="0.01"
                    className={inputClass}
                    value={line.unitPrice}
                    disabled={!editable}
                    onChange={(e) => change(i, { unitPrice: Number(e.target.value) })}
                  />
                </td>
                <td>
                  {editable ? (
                    <button
                      type="button"
                      className={plainButton}
                      onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
                    >
                      Remove
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {editable ? (
          <button
            type="button"
            className={plainButton}
            onClick={() =>
              setLines((all) => [
                ...all,
                { productId: null, name: 'Installation', quantity: 1, unitPrice: 0 },
              ])
            }
          >
            Add a line of the shop&apos;s own
          </button>
        ) : null}
        <label className="block text-sm font-medium">
          Valid until
          <input
            type="date"
            className={inputClass}
            value={validUntil}
            disabled={!editable}
            onChange={(e) => setValidUntil(e.target.value)}
          />
        </label>
        <label className="block text-sm font-medium">
          Note to the buyer
          <textarea
            rows={3}
            className={inputClass}
            value={shopNote}
            disabled={!editable}
            onChange={(e) => setShopNote(e.target.value)}
          />
        </label>
        <FormError message={message.error} />
        {message.done ? (
          <p role="status" className="text-sm text-emerald-700">
            {message.done}
          </p>
        ) : null}
        {editable ? (
          <div className="flex gap-2">
            <button type="button" disabled={busy} className={plainButton} onClick={save}>
              Save
            </button>
            <button
              type="button"
              disabled={busy || unsaved}
              title={unsaved ? 'Save your changes before sending.' : undefined}
              className={darkButton}
              onClick={() => void run(() => sendQuotation(quotation.id), 'Sent to the buyer.')}
            >
              Send to the buyer
            </button>
          </div>
        ) : null}
      </section>
    </>
  );
}
