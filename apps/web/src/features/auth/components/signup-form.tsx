import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, credentialsError, PASSWORD_MIN } from '@avstore/core';
import {
  FormError,
  PasswordField,
  primaryButton,
  TextField,
} from '../../../components/form-fields';
import { getErrorMessage } from '../../../lib/api-client';
import { register } from '../api/auth-api';

/** The 'Welcome Sign Up' form (docs/product.md §2 Signup, §4, §8). */
export function SignupForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = credentialsError(email, password);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await register(email, password);
      window.alert('Your account has been created. Please sign in.');
      void navigate('/login');
    } catch (failure) {
      const message = getErrorMessage(failure, AUTH_MESSAGES.signupFallback);
      window.alert(`Signup failed: ${message}`);
      setError(message);
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
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={busy}
      />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Signing up...' : 'Sign Up'}
      </button>
      <p className="text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Sign In
        </Link>
      </p>
    </form>
  );
}
