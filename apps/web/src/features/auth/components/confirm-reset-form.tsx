import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@avstore/core';
import { PasswordField, primaryButton } from '../../../components/form-fields';
import { getErrorMessage } from '../../../lib/api-client';
import { confirmReset } from '../api/auth-api';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { AuthForm, SubmitButton } from './auth-fields';

/** Sets a new password with the token from the mailed link (kept in the URL fragment). */
export function ConfirmResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, submit } = useAuthSubmit({
    check: () =>
      password.length < PASSWORD_MIN || password.length > PASSWORD_MAX
        ? AUTH_MESSAGES.passwordLength
        : password !== repeat
          ? AUTH_MESSAGES.passwordsDiffer
          : undefined,
    run: async () => {
      await confirmReset(token, password);
      setDone(true);
    },
    failed: (failure) => getErrorMessage(failure, AUTH_MESSAGES.resetFallback),
  });

  if (done) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p className="text-emerald-800">
          Your password has been changed. You can sign in with it now.
        </p>
        <Link to="/login" className={`${primaryButton} text-center`}>
          Sign In
        </Link>
      </div>
    );
  }

  return (
    <AuthForm onSubmit={submit} error={error}>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={busy}
      />
      <PasswordField
        label="Repeat the new password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        disabled={busy}
      />
      <SubmitButton busy={busy} label="Set New Password" busyLabel="Saving..." />
    </AuthForm>
  );
}
