import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { returnToState } from '../../lib/return-to';
import { renderWithProviders, SIGNED_IN_USER, stubApi, stubDialog } from '../../testing';
import { Component as LoginPage } from './login';

const LOGIN = 'POST /api/auth/login';

beforeAll(stubDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const open = () => renderWithProviders(<LoginPage />, { path: '/login', route: '/login' });
const dialog = () => screen.getByRole('dialog', { name: 'Welcome Back' });

async function signIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the login page', () => {
  it("is the 'Welcome Back' modal with its fields and links (docs/product.md §2)", () => {
    open();
    const modal = within(dialog());
    expect(modal.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(modal.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(modal.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(modal.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/resetPassword',
    );
    expect(modal.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows and hides the password', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['', '', 'Please fill in all fields'],
    ['nimal@example.com', '', 'Please fill in all fields'],
    ['nimal@example', 'correct horse', 'Please enter a valid email address'],
  ])(
    'refuses %j / %j with docs/product.md §5’s message and asks nothing',
    async (email, password, text) => {
      const api = stubApi({});
      open();
      await signIn(email, password);
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(api.fetch).not.toHaveBeenCalled();
    },
  );

  it('signs in: the token and user are stored and the shopper goes home', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const api = stubApi({ [LOGIN]: () => new Promise((resolve) => (answer = resolve)) });
    const { location } = open();
    await signIn(' nimal@example.com ', 'correct horse');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    answer({ status: 200, body: { token: 'tok', user: SIGNED_IN_USER } });

    expect(await screen.findByRole('heading', { name: 'Another page' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(api.to(LOGIN)[0]?.body).toEqual({
      email: 'nimal@example.com',
      password: 'correct horse',
    });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(SIGNED_IN_USER);
  });

  it("goes back to the page of a 'Sign In' link, and carries it to Sign Up", async () => {
    stubApi({ [LOGIN]: { status: 200, body: { token: 'tok', user: SIGNED_IN_USER } } });
    const { location } = renderWithProviders(<LoginPage />, {
      path: '/login?next=%2Fproduct%2Fshure-sm58',
      route: '/login',
    });
    expect(within(dialog()).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fproduct%2Fshure-sm58',
    );
    await signIn('nimal@example.com', 'correct horse');
    await vi.waitFor(() => expect(location()).toBe('/product/shure-sm58'));
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example'])(
    'goes home, not to %s',
    async (next) => {
      stubApi({ [LOGIN]: { status: 200, body: { token: 'tok', user: SIGNED_IN_USER } } });
      const { location } = renderWithProviders(<LoginPage />, {
        path: `/login?next=${encodeURIComponent(next)}`,
        route: '/login',
      });
      await signIn('nimal@example.com', 'correct horse');
      await vi.waitFor(() => expect(location()).toBe('/'));
    },
  );

  it('goes back to the back office when the back office sent the shopper here', async () => {
    stubApi({ [LOGIN]: { status: 200, body: { token: 'tok', user: SIGNED_IN_USER } } });
    const { router, location } = renderWithProviders(<LoginPage />, {
      path: '/',
      route: '/login',
    });
    await act(() => router.navigate('/login', { state: returnToState('/admin') }));
    await signIn('staff@shop.lk', 'correct horse');
    await vi.waitFor(() => expect(location()).toBe('/admin'));
  });

  it.each([
    [
      "the server's text",
      { status: 401, body: { message: 'Invalid email or password' } },
      'Invalid email or password',
    ],
    ['the fallback', { status: 500 }, 'Something went wrong. Please try again.'],
  ])('shows %s when sign-in fails (docs/product.md §8)', async (_, reply, text) => {
    stubApi({ [LOGIN]: reply });
    open();
    await signIn('nimal@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('closes to the home page', async () => {
    const { location } = open();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Another page' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});
