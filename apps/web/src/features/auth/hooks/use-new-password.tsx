import { useState } from 'react';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@avstore/core';
import { PasswordField } from '../../../components/form-fields';
import { useAccountT, usePasswordToggleWords } from '../../../i18n/account';

/**
 * A new password typed twice, as a password reset and a staff invitation ask for it: the two
 * fields, and what is wrong with them before anything is sent.
 */
export function useNewPassword(label: 'Password' | 'New password') {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const t = useAccountT();
  const toggle = usePasswordToggleWords();
  // The reset's words are the account's; the staff invitation's screen stays English.
  const reset = label === 'New password';
  const problem = () =>
    password.length < PASSWORD_MIN || password.length > PASSWORD_MAX
      ? AUTH_MESSAGES.passwordLength
      : password !== repeat
        ? AUTH_MESSAGES.passwordsDiffer
        : undefined;
  const fields = (busy: boolean) => (
    <>
      <PasswordField
        label={reset ? t('choose.newPassword') : label}
        toggle={toggle}
        autoComplete="new-password"
        hint={t('choose.range', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={busy}
      />
      <PasswordField
        label={reset ? t('choose.repeat') : `Repeat the ${label.toLowerCase()}`}
        toggle={toggle}
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        disabled={busy}
      />
    </>
  );
  return { password, problem, fields };
}
