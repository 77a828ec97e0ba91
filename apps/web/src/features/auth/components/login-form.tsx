import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, credentialsError } from '@avstore/core';
import {
  FormError,
  PasswordField,
  primaryButton,
  TextField,
} from '../../../components/form-fields';
import { getErrorMessage } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { storeSession } from '../../../lib/storage';
import { login } from '../api/auth-api';

/** The 'Welcome Back' form (docs/product.md §2 Login, §5, §8). */
export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = credentialsError(email, password);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const { token, user } = await login(email, password);
      storeSession(token, user);
      queryClient.removeQueries({ queryKey: shopKeys.orders() });
      queryClient.removeQueries({ queryKey: shopKeys.promos() });
      void navigate('/');
    } catch (failure) {
      setError(getErrorMessage(failure, AUTH_MESSAGES.loginFallback));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormError message={error} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={busy}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
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
          Remember me
        </label>
        <Link to="/resetPassword" className="font-semibold text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Signing in...' : 'Sign In'}
      </button>
      <p className="text-center text-sm text-slate-700">
        Don&apos;t have an account?{' '}
        <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
          Sign Up
        </Link>
      </p>
    </form>
  );
}
