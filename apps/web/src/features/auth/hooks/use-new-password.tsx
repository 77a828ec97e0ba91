import { useState } from 'react';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@avstore/core';
import { PasswordField } from '../../../components/form-fields';

/**
 * A new password typed twice, as a password reset and a staff invitation ask for it: the two
 * fields, and what is wrong with them before anything is sent.
 */
export function useNewPassword(label: 'Password' | 'New password') {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const problem = () =>
    password.length < PASSWORD_MIN || password.length > PASSWORD_MAX
      ? AUTH_MESSAGES.passwordLength
      : password !== repeat
        ? AUTH_MESSAGES.passwordsDiffer
        : undefined;
  const fields = (busy: boolean) => (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={busy}
      />
      <PasswordField
        label={`Repeat the ${label.toLowerCase()}`}
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        disabled={busy}
      />
    </>
  );
  return { password, problem, fields };
}
