import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { resetEmailError, resetErrorMessage } from '@avstore/core';
import { primaryButton } from '../../../components/form-fields';
import { useAccountT } from '../../../i18n/account';
import { getErrorMessage } from '../../../lib/api-client';
import { requestReset } from '../api/auth-api';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { AuthForm, EmailField, SubmitButton } from './auth-fields';

/** docs/product.md §9: the success view goes to the reset link after 2000 ms. */
const REDIRECT_MS = 2000;

/** The 'Reset Password' form and its 'Reset Link Generated!' view (docs/product.md §2, §5, §8). */
export function ResetForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ email: string; link?: string }>();
  const t = useAccountT();

  useEffect(() => {
    if (!sent?.link) return;
    const timer = setTimeout(() => window.location.assign(sent.link!), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const { busy, error, submit } = useAuthSubmit({
    check: () => resetEmailError(email),
    run: async () => {
      const answer = await requestReset(email);
      setSent({ email: email.trim(), link: answer.resetLink });
    },
    failed: (failure) => resetErrorMessage(getErrorMessage(failure, '')),
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-4 text-center" role="status">
        <h3 className="text-lg font-semibold text-emerald-800">{t('reset.generated')}</h3>
        {sent.link ? (
          <p className="text-slate-700">
            {t.rich('reset.ready', { email: <strong>{sent.email}</strong> })}
          </p>
        ) : (
          <p className="text-slate-700">
            {t.rich('reset.sent', { email: <strong>{sent.email}</strong> })}
          </p>
        )}
        {sent.link ? (
          <a href={sent.link} className={primaryButton}>
            {t('reset.now')}
          </a>
        ) : null}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('reset.back')}
        </Link>
        <button
          type="button"
          onClick={() => setSent(undefined)}
          className="text-sm font-semibold text-slate-700 hover:underline"
        >
          {t('reset.again')}
        </button>
      </div>
    );
  }

  return (
    <AuthForm
      onSubmit={submit}
      error={error}
      intro={<p className="text-sm text-slate-700">{t('reset.intro')}</p>}
    >
      <EmailField value={email} onChange={setEmail} disabled={busy} />
      <SubmitButton busy={busy} label={t('reset.send')} busyLabel={t('reset.sending')} />
      <Link
        to="/login"
        className="text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('reset.back')}
      </Link>
    </AuthForm>
  );
}
