import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES, credentialsError } from '@avstore/core';
import { useAccountT, useAccountText } from '../../../i18n/account';
import { getErrorMessage } from '../../../lib/api-client';
import { returnPath, withReturn } from '../../../lib/return-to';
import { register } from '../api/auth-api';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { AuthForm, CredentialsFields, SubmitButton } from './auth-fields';

/**
 * The 'Welcome Sign Up' form (docs/product.md §2 Signup, §4, §8). Its ways to /login carry the page
 * the shopper came from, so that the sign-in that follows returns there.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const { state, search } = useLocation();
  const signIn = withReturn('/login', returnPath(state, search));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const t = useAccountT();
  const known = useAccountText();
  const { busy, error, submit } = useAuthSubmit({
    check: () => credentialsError(email, password),
    run: async () => {
      await register(email, password);
      window.alert(t('created'));
      void navigate(signIn);
    },
    failed: (failure) => {
      const message = getErrorMessage(failure, AUTH_MESSAGES.signupFallback);
      window.alert(t('signupFailed', { message: known(message) }));
      return message;
    },
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
        newPassword
      />
      <SubmitButton busy={busy} label={t('signUp')} busyLabel={t('signingUp')} />
      <p className="text-center text-sm text-slate-700">
        {t('haveAccount')}{' '}
        <Link to={signIn} className="font-semibold text-brand-700 hover:underline">
          {t('signIn')}
        </Link>
      </p>
    </AuthForm>
  );
}
