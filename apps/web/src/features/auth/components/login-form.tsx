import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, credentialsError } from '@avstore/core';
import { useAccountT } from '../../../i18n/account';
import { getErrorMessage } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { returnPath, withReturn } from '../../../lib/return-to';
import { storeSession } from '../../../lib/storage';
import { login } from '../api/auth-api';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { AuthForm, CredentialsFields, SubmitButton } from './auth-fields';

/**
 * The 'Welcome Back' form (docs/product.md §2 Login, §5, §8). Success goes to '/', or back to the
 * page that sent the shopper here (lib/return-to); Sign Up carries that page along.
 */
export function LoginForm({ onSignedIn }: { onSignedIn?: () => Promise<void> }) {
  const navigate = useNavigate();
  const { state, search } = useLocation();
  const back = returnPath(state, search);
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const t = useAccountT();
  const { busy, error, submit } = useAuthSubmit({
    check: () => credentialsError(email, password),
    run: async () => {
      const { token, user } = await login(email, password);
      storeSession(token, user);
      await onSignedIn?.();
      queryClient.removeQueries({ queryKey: shopKeys.orders() });
      queryClient.removeQueries({ queryKey: shopKeys.promos() });
      void navigate(back);
    },
    failed: (failure) => getErrorMessage(failure, AUTH_MESSAGES.loginFallback),
    leaves: true,
  });

  return (
    <AuthForm onSubmit={submit} error={error}>
      <CredentialsFields
        email={email}
        onEmail={setEmail}
        password={password}
        onPassword={setPassword}
        disabled={busy}
      />
      <div className="flex items-center justify-between text-sm">
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            className="h-4 w-4"
          />
          {t('remember')}
        </label>
        <Link to="/resetPassword" className="font-semibold text-brand-700 hover:underline">
          {t('forgot')}
        </Link>
      </div>
      <SubmitButton busy={busy} label={t('signIn')} busyLabel={t('signingIn')} />
      <p className="text-center text-sm text-slate-700">
        {t('noAccount')}{' '}
        <Link
          to={withReturn('/signup', back)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('signUp')}
        </Link>
      </p>
    </AuthForm>
  );
}
