import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, SIGNED_IN_USER, stubApi, stubDialog } from '../../testing';
import { Component as SignupPage } from './signup';

const REGISTER = 'POST /api/auth/register';

let alert: ReturnType<typeof vi.spyOn>;
beforeAll(stubDialog);
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const open = () => renderWithProviders(<SignupPage />, { path: '/signup' });

async function signUp(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('the signup page', () => {
  it("is the 'Welcome Sign Up' modal with a link to sign in (docs/product.md §2)", () => {
    open();
    const modal = within(screen.getByRole('dialog', { name: 'Welcome Sign Up' }));
    expect(modal.getByLabelText('Email')).toBeInTheDocument();
    expect(modal.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(modal.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['', 'correct horse', 'Please fill in all fields'],
    ['nimal.example.com', 'correct horse', 'Please enter a valid email address'],
  ])(
    'refuses %j with docs/product.md §5’s message and asks nothing',
    async (email, password, text) => {
      const api = stubApi({});
      open();
      await signUp(email, password);
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(api.fetch).not.toHaveBeenCalled();
    },
  );

  it('creates the account, says so and goes to sign in', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const api = stubApi({ [REGISTER]: () => new Promise((resolve) => (answer = resolve)) });
    const { location } = open();
    await signUp('nimal@example.com', 'correct horse');
    expect(screen.getByRole('button', { name: 'Signing up...' })).toBeDisabled();
    answer({ status: 201, body: { user: SIGNED_IN_USER } });

    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(alert).toHaveBeenCalledWith('Your account has been created. Please sign in.');
    expect(api.to(REGISTER)[0]?.body).toEqual({
      email: 'nimal@example.com',
      password: 'correct horse',
    });
  });

  it('keeps the page the shopper came from for the sign-in that follows', async () => {
    stubApi({ [REGISTER]: { status: 201, body: { user: SIGNED_IN_USER } } });
    const { location } = renderWithProviders(<SignupPage />, {
      path: '/signup?next=%2Fcheckout',
      route: '/signup',
    });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcheckout',
    );
    await signUp('nimal@example.com', 'correct horse');
    await vi.waitFor(() => expect(location()).toBe('/login?next=%2Fcheckout'));
    expect(alert).toHaveBeenCalledWith('Your account has been created. Please sign in.');
  });

  it.each([
    [
      "the server's text",
      { status: 409, body: { message: 'An account with this email already exists' } },
      'An account with this email already exists',
    ],
    ['the fallback', { status: 500 }, 'Something went wrong'],
  ])('alerts and shows %s when sign-up fails (docs/product.md §8)', async (_, reply, text) => {
    stubApi({ [REGISTER]: reply });
    open();
    await signUp('nimal@example.com', 'correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(alert).toHaveBeenCalledWith(`Signup failed: ${text}`);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});
