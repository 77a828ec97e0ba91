import { useState, type FormEvent } from 'react';
import { MAX_ORDER_NOTE, OrderNoteSchema, type AdminOrder } from '@avstore/core';
import { FormError } from '../../../../components/form-fields';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useSaveOrderNote } from '../../api/update-order-details';
import { card, darkButton, inputClass } from '../ui';

/** The shop's own note on the order: for the staff, never shown to the shopper. */
export function OrderNote({ order }: { order: AdminOrder }) {
  const save = useSaveOrderNote(order.id);
  const [note, setNote] = useState(order.internalNote);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OrderNoteSchema.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data.note, {
      onSuccess: (saved) => {
        setNote(saved.internalNote);
        notify('success', 'Note saved.');
      },
      onError: (e) => setError(getErrorMessage(e)),
    });
  };
  return (
    <section className={`${card} mb-6 p-4`} aria-labelledby="order-note">
      <form noValidate onSubmit={submit} className="grid gap-3">
        <label id="order-note" htmlFor="order-note-text" className="text-lg font-semibold">
          Internal note
        </label>
        <p className="-mt-2 text-sm text-slate-600">
          For the shop only: the customer never sees it.
        </p>
        <textarea
          id="order-note-text"
          rows={3}
          maxLength={MAX_ORDER_NOTE + 100}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className={inputClass}
          aria-invalid={error ? true : undefined}
        />
        <FormError message={error} />
        <div>
          <button
            type="submit"
            className={`${darkButton} min-h-11`}
            disabled={save.isPending || note === order.internalNote}
          >
            {save.isPending ? 'Saving…' : 'Save note'}
          </button>
        </div>
      </form>
    </section>
  );
}
