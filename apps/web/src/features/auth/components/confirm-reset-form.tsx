import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@avstore/core';
import { FormError, PasswordField, primaryButton } from '../../../components/form-fields';
import { getErrorMessage } from '../../../lib/api-client';
import { confirmReset } from '../api/auth-api';

/** Sets a new password with the token from the mailed link (kept in the URL fragment). */
export function ConfirmResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid =
      password.length < PASSWORD_MIN || password.length > PASSWORD_MAX
        ? AUTH_MESSAGES.passwordLength
        : password !== repeat
          ? AUTH_MESSAGES.passwordsDiffer
          : undefined;
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await confirmReset(token, password);
      setDone(true);
    } catch (failure) {
      setError(getErrorMessage(failure, AUTH_MESSAGES.resetFallback));
    } finally {
      setBusy(false);
    }
  }

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
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormError message={error} />
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
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Saving...' : 'Set New Password'}
      </button>
    </form>
  );
}
