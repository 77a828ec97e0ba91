import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { resetEmailError, resetErrorMessage } from '@avstore/core';
import { primaryButton } from '../../../components/form-fields';
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
    <AuthForm
      onSubmit={submit}
      error={error}
      intro={
        <p className="text-sm text-slate-700">
          Enter the email address of your account and we will send you a link to set a new password.
        </p>
      }
    >
      <EmailField value={email} onChange={setEmail} disabled={busy} />
      <SubmitButton busy={busy} label="Send Reset Link" busyLabel="Sending..." />
      <Link
        to="/login"
        className="text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        Back to Sign In
      </Link>
    </AuthForm>
  );
}
