import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanUpAfterEach, renderWithProviders, signIn, stubApi } from '../../../testing';
import { StaffAccept } from './staff-accept';

cleanUpAfterEach();

const VIEW = { email: 'kamala@shop.lk', expiresAt: '2026-12-03T04:00:00Z' };
const STAFF = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'kamala@shop.lk',
  role: 'staff',
};

describe('StaffAccept', () => {
  it('lets a new person choose a password, then signs them in as staff', async () => {
    const api = stubApi({
      'POST /api/auth/staff-invitation': { status: 200, body: { ...VIEW, accountExists: false } },
      'POST /api/auth/staff-invitation/accept': {
        status: 200,
        body: { user: STAFF, message: 'ok' },
      },
      'POST /api/auth/login': { status: 200, body: { token: 'staff-token', user: STAFF } },
    });
    renderWithProviders(<StaffAccept token="tok" />);
    expect(await screen.findByText('kamala@shop.lk')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'a long passphrase');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Join the staff' }));
    expect(await screen.findByRole('link', { name: 'Open the back office' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(api.to('POST /api/auth/staff-invitation/accept')[0]?.body).toEqual({
      token: 'tok',
      password: 'a long passphrase',
    });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ role: 'staff' });
  });

  it('asks an existing account to sign in as the invited address', async () => {
    stubApi({
      'POST /api/auth/staff-invitation': { status: 200, body: { ...VIEW, accountExists: true } },
    });
    renderWithProviders(<StaffAccept token="tok" />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('tells someone signed in as another account', async () => {
    signIn('customer');
    stubApi({
      'POST /api/auth/staff-invitation': { status: 200, body: { ...VIEW, accountExists: true } },
    });
    renderWithProviders(<StaffAccept token="tok" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('but this invitation is for');
  });

  it("shows the server's word on a used or expired link", async () => {
    stubApi({
      'POST /api/auth/staff-invitation': {
        status: 400,
        body: { message: 'This invitation link is invalid, used, revoked or expired.' },
      },
    });
    renderWithProviders(<StaffAccept token="tok" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid, used, revoked or expired');
  });
});
