import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  inLanguage,
  inSinhalaAndTamil,
  renderWithProviders,
  stubApi,
  stubDialog,
} from '../../testing';
import { Component as LoginPage } from './login';
import { Component as ResetPage } from './reset-password';

// Sign-in and the password reset in Sinhala and Tamil (issue #30): the words, core's check and
// the server's refusal.
const SHOWN = {
  si: {
    welcome: 'නැවතත් සාදරයෙන් පිළිගනිමු',
    email: 'ඊමේල්',
    password: 'මුරපදය',
    signIn: 'පිවිසෙන්න',
    signUp: 'ලියාපදිංචි වන්න',
    fillAll: 'කරුණාකර සියලු ක්ෂේත්‍ර පුරවන්න',
    wrong: 'ඊමේල් ලිපිනය හෝ මුරපදය වැරදියි',
    reset: 'මුරපදය යළි සකසන්න',
    send: 'යළි සැකසීමේ සබැඳිය එවන්න',
    showPassword: 'මුරපදය පෙන්වන්න',
    hidePassword: 'මුරපදය සඟවන්න',
  },
  ta: {
    welcome: 'மீண்டும் வருக',
    email: 'மின்னஞ்சல்',
    password: 'கடவுச்சொல்',
    signIn: 'உள்நுழைக',
    signUp: 'பதிவு செய்க',
    fillAll: 'அனைத்துப் புலங்களையும் நிரப்புங்கள்',
    wrong: 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு',
    reset: 'கடவுச்சொல்லை மீட்டமைக்க',
    send: 'மீட்டமைப்பு இணைப்பை அனுப்புக',
    showPassword: 'கடவுச்சொல்லைக் காட்டு',
    hidePassword: 'கடவுச்சொல்லை மறை',
  },
};

beforeAll(stubDialog);
inSinhalaAndTamil(['account']);

describe.each(['si', 'ta'] as const)('in %s', (language) => {
  const words = SHOWN[language];

  it('the sign-in modal, core’s check and the server’s refusal are in the language', async () => {
    stubApi({
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    renderWithProviders(inLanguage(language, <LoginPage />), { path: '/login', route: '/login' });
    const modal = within(screen.getByRole('dialog', { name: words.welcome }));
    expect(modal.getByRole('link', { name: words.signUp })).toHaveAttribute('href', '/signup');
    await userEvent.click(modal.getByRole('button', { name: words.signIn }));
    expect(modal.getByRole('alert')).toHaveTextContent(words.fillAll);

    await userEvent.type(modal.getByLabelText(words.email), 'nimal@example.com');
    await userEvent.type(modal.getByLabelText(words.password), 'not-the-password');
    await userEvent.click(modal.getByRole('button', { name: words.showPassword }));
    expect(modal.getByRole('button', { name: words.hidePassword })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(modal.getByRole('button', { name: words.signIn }));
    expect(await modal.findByText(words.wrong)).toBeInTheDocument();
  });

  it('the reset modal', () => {
    renderWithProviders(inLanguage(language, <ResetPage />), {
      path: '/resetPassword',
      route: '/resetPassword',
    });
    const modal = within(screen.getByRole('dialog', { name: words.reset }));
    expect(modal.getByRole('button', { name: words.send })).toBeInTheDocument();
  });
});
