import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { slipFileIssue } from '@avstore/core';
import { paymentSlipsKey, uploadPaymentSlip } from '../../../api/payment-slips';
import { useOrdersT, useOrdersText } from '../../../i18n/orders';
import { getErrorMessage } from '../../../lib/api-client';

/**
 * The shopper's payment slip for a bank-transfer order: a JPEG, PNG or PDF of up to 10 MB,
 * checked here before it is sent (the server checks what the file holds).
 */
export function SlipUpload({ orderId, onSent }: { orderId: string; onSent?: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<number>();
  const [answer, setAnswer] = useState<{ text: string; failed: boolean }>();
  const busy = progress !== undefined;
  const t = useOrdersT();
  const known = useOrdersText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = file ? slipFileIssue(file) : t('slip.choose');
    if (issue || !file) {
      setAnswer({ text: issue ?? '', failed: true });
      return;
    }
    setAnswer(undefined);
    setProgress(0);
    try {
      await uploadPaymentSlip(orderId, file, { onProgress: setProgress });
      setAnswer({ text: t('slip.sent'), failed: false });
      onSent?.();
      setFile(undefined);
      setInputKey((k) => k + 1);
      void queryClient.invalidateQueries({ queryKey: paymentSlipsKey(orderId) });
    } catch (error) {
      setAnswer({ text: getErrorMessage(error, t('slip.failed')), failed: true });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('slip.label')}
      </label>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        aria-describedby={`${id}-hint`}
        aria-invalid={answer?.failed ? true : undefined}
        disabled={busy}
        onChange={(e) => {
          setFile(e.target.files?.[0]);
          setAnswer(undefined);
        }}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-ink hover:file:bg-slate-200"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('slip.hint', { jpeg: 'JPEG', png: 'PNG', pdf: 'PDF', size: '10 MB' })}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="min-h-11 rounded-lg bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
      >
        {busy
          ? t('slip.uploading', { percent: Math.round((progress ?? 0) * 100) })
          : t('slip.upload')}
      </button>
      {answer ? (
        <p
          role={answer.failed ? 'alert' : 'status'}
          className={`text-sm ${answer.failed ? 'text-red-700' : 'text-emerald-800'}`}
        >
          {known(answer.text)}
        </p>
      ) : null}
    </form>
  );
}
