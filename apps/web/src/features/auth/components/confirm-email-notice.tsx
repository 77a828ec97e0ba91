import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { confirmationSentMessage } from '@avstore/core';
import { useAccountT, useAccountText } from '../../../i18n/account';
import { getErrorMessage } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/use-signed-in';
import { fetchMe, resendConfirmation } from '../api/auth-api';

/**
 * Tells a signed-in shopper whose address is not confirmed yet that the order mails wait for it,
 * with a button for another link (docs/product.md §13 "Confirming the address").
 */
export function ConfirmEmailNotice() {
  const signedIn = useSignedIn();
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: fetchMe, enabled: signedIn });
  const [answer, setAnswer] = useState<{ text: string; failed: boolean }>();
  const [busy, setBusy] = useState(false);
  const t = useAccountT();
  const known = useAccountText();
  const user = me.data?.user;
  if (!user || user.emailConfirmed !== false) return null;

  const resend = async () => {
    setBusy(true);
    try {
      setAnswer({ text: (await resendConfirmation()).message, failed: false });
    } catch (error) {
      setAnswer({ text: getErrorMessage(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label={t('notice.label')}
      className="mb-6 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
    >
      <p>{t.rich('notice.text', { email: <strong className="break-all">{user.email}</strong> })}</p>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={busy}
        className="mt-3 rounded-lg bg-amber-900 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
      >
        {busy ? t('notice.sending') : t('notice.send')}
      </button>
      {answer && (
        <p role={answer.failed ? 'alert' : 'status'} className="mt-2 text-sm">
          {answer.text === confirmationSentMessage(user.email)
            ? t('notice.sent', { email: user.email })
            : known(answer.text)}
        </p>
      )}
    </section>
  );
}
