import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi, stubBrowser, stubDialog } from '../../testing';
import { Component as ResetPasswordPage } from './reset-password';

const RESET = 'POST /api/auth/resetPassword';
const LINK = '/resetPassword/confirm#token=abc';

let browser: ReturnType<typeof stubBrowser>;
beforeAll(stubDialog);
beforeEach(() => {
  browser = stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const open = () => renderWithProviders(<ResetPasswordPage />, { path: '/resetPassword' });

describe('the reset password page', () => {
  it("is the 'Reset Password' modal with a way back to sign in (docs/product.md §2)", () => {
    open();
    const modal = within(screen.getByRole('dialog', { name: 'Reset Password' }));
    expect(modal.getByLabelText('Email')).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(modal.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['', 'Please enter your email address'],
    ['nimal@example', 'Please enter a valid email address'],
  ])('refuses %j with docs/product.md §5’s message and asks nothing', async (email, text) => {
    const api = stubApi({});
    open();
    if (email) await userEvent.type(screen.getByLabelText('Email'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('sends on Enter, shows the link and goes to it after 2 seconds (docs/product.md §9)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const api = stubApi({ [RESET]: () => new Promise((resolve) => (answer = resolve)) });
    open();
    await user.type(screen.getByLabelText('Email'), ' nimal@example.com {Enter}');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    // From here the clock moves only when the test moves it: on a busy machine, real time passing
    // while the page answers must not count towards the 2 seconds.
    vi.useFakeTimers();
    await act(async () => {
      answer({ status: 200, body: { success: true, message: 'Sent', resetLink: LINK } });
    });

    const view = screen.getByRole('status');
    expect(within(view).getByRole('heading', { name: 'Reset Link Generated!' })).toBeVisible();
    expect(view).toHaveTextContent('A reset link for nimal@example.com is ready.');
    expect(within(view).getByRole('link', { name: 'Reset Password Now' })).toHaveAttribute(
      'href',
      LINK,
    );
    expect(api.to(RESET)[0]?.body).toEqual({ email: 'nimal@example.com' });
    await act(async () => {}); // the success view's effect sets its timer
    act(() => vi.advanceTimersByTime(1999));
    expect(browser.assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(browser.assign).toHaveBeenCalledWith(LINK);
  });

  it('without a link says one was mailed, and can start again with another address', async () => {
    stubApi({ [RESET]: { status: 200, body: { success: true, message: 'Sent' } } });
    open();
    await userEvent.type(screen.getByLabelText('Email'), 'nimal@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for nimal@example.com, we have sent it a reset link.',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Try with a different email' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('nimal@example.com');
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it.each([
    ['User not found', 'No account found with this email address'],
    ['Invalid email', 'Invalid email address'],
    ['Too many requests. Please try again later', 'Too many requests. Please try again later'],
    ['Mail is down', 'Mail is down'],
    [undefined, 'Failed to send reset email. Please try again'],
  ])('words the server’s %j as docs/product.md §8 says', async (message, text) => {
    stubApi({ [RESET]: { status: 400, body: message ? { message } : undefined } });
    open();
    await userEvent.type(screen.getByLabelText('Email'), 'nimal@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});
