import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@avstore/core';
import { renderWithProviders, stubApi } from '../../../testing';
import { ConfirmResetForm } from './confirm-reset-form';
import { SignupForm } from './signup-form';

// Issue #23: the server refuses a common password (its list stays out of the page's bundle);
// the forms show its words.
const REFUSED = {
  status: 400,
  body: { message: AUTH_MESSAGES.passwordCommon, code: 'password_common' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a common password refused by the server's list", () => {
  it('is named on the sign-up form', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubApi({ 'POST /api/auth/register': REFUSED });
    renderWithProviders(<SignupForm />, { path: '/signup' });
    await userEvent.type(screen.getByLabelText('Email'), 'nimal@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'qwertyui');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common. Please choose another one.',
    );
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('is named on the form that sets a new password from a reset link', async () => {
    stubApi({ 'POST /api/auth/resetPassword/confirm': REFUSED });
    renderWithProviders(<ConfirmResetForm token="abc" />, { path: '/resetPassword/confirm' });
    await userEvent.type(screen.getByLabelText('New password'), 'iloveyou');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'iloveyou');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common. Please choose another one.',
    );
  });
});
