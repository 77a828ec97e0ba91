import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { resetEmailError, resetErrorMessage } from '@avstore/core';
import { FormError, primaryButton, TextField } from '../../../components/form-fields';
import { getErrorMessage } from '../../../lib/api-client';
import { requestReset } from '../api/auth-api';

/** docs/product.md §9: the success view goes to the reset link after 2000 ms. */
const REDIRECT_MS = 2000;

/** The 'Reset Password' form and its 'Reset Link Generated!' view (docs/product.md §2, §5, §8). */
export function ResetForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<{ email: string; link?: string }>();

  useEffect(() => {
    if (!sent?.link) return;
    const timer = setTimeout(() => window.location.assign(sent.link!), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = resetEmailError(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await requestReset(email);
      setSent({ email: email.trim(), link: answer.resetLink });
    } catch (failure) {
      setError(resetErrorMessage(getErrorMessage(failure, '')));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="flex flex-col gap-4 text-center" role="status">
        <h3 className="text-lg font-semibold text-emerald-800">Reset Link Generated!</h3>
        {sent.link ? (
          <p className="text-slate-700">
            A reset link for <strong>{sent.email}</strong> is ready. Taking you there in a moment...
          </p>
        ) : (
          <p className="text-slate-700">
            If an account exists for <strong>{sent.email}</strong>, we have sent it a reset link.
            Please check your inbox.
          </p>
        )}
        {sent.link ? (
          <a href={sent.link} className={primaryButton}>
            Reset Password Now
          </a>
        ) : null}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to Sign In
        </Link>
        <button
          type="button"
          onClick={() => setSent(undefined)}
          className="text-sm font-semibold text-slate-700 hover:underline"
        >
          Try with a different email
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Enter the email address of your account and we will send you a link to set a new password.
      </p>
      <FormError message={error} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={busy}
      />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </button>
      <Link
        to="/login"
        className="text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        Back to Sign In
      </Link>
    </form>
  );
}
