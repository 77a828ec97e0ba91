import type { FormEvent, ReactNode } from 'react';
import { PASSWORD_MIN } from '@avstore/core';
import {
  FormError,
  PasswordField,
  primaryButton,
  TextField,
} from '../../../components/form-fields';
import { useAccountT, useAccountText, usePasswordToggleWords } from '../../../i18n/account';

/** An auth form: its error above its fields (docs/product.md §8). */
export function AuthForm({
  onSubmit,
  error,
  intro,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  error: string | undefined;
  /** A line shown above the error. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const known = useAccountText();
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {intro}
      <FormError message={known(error)} />
      {children}
    </form>
  );
}

/** The e-mail field of the sign-in, sign-up and reset forms. */
export function EmailField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const t = useAccountT();
  return (
    <TextField
      label={t('email')}
      type="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
    />
  );
}

/**
 * E-mail and password of the sign-in and sign-up forms; a new password (sign-up) lets the browser
 * suggest one and gives the minimum length.
 */
export function CredentialsFields({
  email,
  onEmail,
  password,
  onPassword,
  disabled,
  newPassword = false,
}: {
  email: string;
  onEmail: (value: string) => void;
  password: string;
  onPassword: (value: string) => void;
  disabled: boolean;
  newPassword?: boolean;
}) {
  const t = useAccountT();
  const toggle = usePasswordToggleWords();
  return (
    <>
      <EmailField value={email} onChange={onEmail} disabled={disabled} />
      <PasswordField
        label={t('password')}
        toggle={toggle}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        hint={newPassword ? t('passwordHint', { min: PASSWORD_MIN }) : undefined}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        disabled={disabled}
      />
    </>
  );
}

/** An auth form's submit button, which says what it is doing while busy. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" disabled={busy} className={primaryButton}>
      {busy ? busyLabel : label}
    </button>
  );
}
