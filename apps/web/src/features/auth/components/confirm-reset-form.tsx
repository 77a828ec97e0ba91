import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@avstore/core';
import { primaryButton } from '../../../components/form-fields';
import { useAccountT } from '../../../i18n/account';
import { getErrorMessage } from '../../../lib/api-client';
import { confirmReset } from '../api/auth-api';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useNewPassword } from '../hooks/use-new-password';
import { AuthForm, SubmitButton } from './auth-fields';

/** Sets a new password with the token from the mailed link (kept in the URL fragment). */
export function ConfirmResetForm({ token }: { token: string }) {
  const { password, problem, fields } = useNewPassword('New password');
  const [done, setDone] = useState(false);
  const t = useAccountT();
  const { busy, error, submit } = useAuthSubmit({
    check: problem,
    run: async () => {
      await confirmReset(token, password);
      setDone(true);
    },
    failed: (failure) => getErrorMessage(failure, AUTH_MESSAGES.resetFallback),
  });

  if (done) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p className="text-emerald-800">{t('choose.done')}</p>
        <Link to="/login" className={`${primaryButton} text-center`}>
          {t('signIn')}
        </Link>
      </div>
    );
  }

  return (
    <AuthForm onSubmit={submit} error={error}>
      {fields(busy)}
      <SubmitButton busy={busy} label={t('choose.set')} busyLabel={t('choose.saving')} />
    </AuthForm>
  );
}
