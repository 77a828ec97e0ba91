import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@avstore/core';
import si from '../../../i18n/locales/si/account.json';
import ta from '../../../i18n/locales/ta/account.json';
import {
  inLanguage,
  inSinhalaAndTamil,
  renderWithProviders,
  SIGNED_IN_USER,
  signIn,
  stubApi,
  stubDialog,
} from '../../../testing';
import { ConfirmEmailNotice } from './confirm-email-notice';
import { ResetForm } from './reset-form';
import { SignupForm } from './signup-form';

// Issue #30: the sign-up, reset and 'Send a new link' calls name the page's language, so that the
// mail and its link come in it; an English page's calls stay as the spec made them.
const WORDS = { si, ta };

beforeAll(stubDialog);
inSinhalaAndTamil(['account']);
beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The page the browser shows: its address says its language. */
function onPage(language: Language, path: string) {
  window.history.replaceState(null, '', language === 'en' ? path : `/${language}${path}`);
}

describe.each(['si', 'ta'] as const)('on a page in %s', (language) => {
  const words = WORDS[language];

  it('sign-up asks for the confirmation mail in the language', async () => {
    onPage(language, '/signup');
    const api = stubApi({
      'POST /api/auth/register': { status: 201, body: { user: SIGNED_IN_USER } },
    });
    renderWithProviders(inLanguage(language, <SignupForm />), { path: '/signup' });
    await userEvent.type(screen.getByLabelText(words.email), 'nimal@example.com');
    await userEvent.type(screen.getByLabelText(words.password), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: words.signUp }));
    await vi.waitFor(() => expect(api.to('POST /api/auth/register')).toHaveLength(1));
    expect(api.to('POST /api/auth/register')[0]?.body).toEqual({
      email: 'nimal@example.com',
      password: 'correct horse',
      language,
    });
  });

  it('the reset form asks for the reset mail in the language', async () => {
    onPage(language, '/resetPassword');
    const api = stubApi({
      'POST /api/auth/resetPassword': { status: 200, body: { success: true, message: 'Sent' } },
    });
    renderWithProviders(inLanguage(language, <ResetForm />), { path: '/resetPassword' });
    await userEvent.type(screen.getByLabelText(words.email), 'nimal@example.com');
    await userEvent.click(screen.getByRole('button', { name: words['reset.send'] }));
    await vi.waitFor(() => expect(api.to('POST /api/auth/resetPassword')).toHaveLength(1));
    expect(api.to('POST /api/auth/resetPassword')[0]?.body).toEqual({
      email: 'nimal@example.com',
      language,
    });
  });

  it("'Send a new link' asks for the link in the language", async () => {
    onPage(language, '/profile');
    signIn();
    const api = stubApi({
      'GET /api/auth/me': {
        status: 200,
        body: { user: { ...SIGNED_IN_USER, emailConfirmed: false } },
      },
      'POST /api/auth/confirm-email/resend': {
        status: 200,
        body: { success: true, message: 'Sent' },
      },
    });
    renderWithProviders(inLanguage(language, <ConfirmEmailNotice />), { path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: words['notice.send'] }));
    await vi.waitFor(() => expect(api.to('POST /api/auth/confirm-email/resend')).toHaveLength(1));
    expect(api.to('POST /api/auth/confirm-email/resend')[0]?.body).toEqual({ language });
  });
});

describe('on an English page', () => {
  it('the calls name no language, as the spec made them', async () => {
    onPage('en', '/profile');
    signIn();
    const api = stubApi({
      'GET /api/auth/me': {
        status: 200,
        body: { user: { ...SIGNED_IN_USER, emailConfirmed: false } },
      },
      'POST /api/auth/confirm-email/resend': {
        status: 200,
        body: { success: true, message: 'Sent' },
      },
    });
    renderWithProviders(<ConfirmEmailNotice />, { path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    await vi.waitFor(() => expect(api.to('POST /api/auth/confirm-email/resend')).toHaveLength(1));
    expect(api.to('POST /api/auth/confirm-email/resend')[0]?.body).toBeUndefined();
  });
});
