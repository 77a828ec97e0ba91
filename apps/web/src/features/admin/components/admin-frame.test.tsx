import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cleanUpAfterEach,
  makeDashboard,
  renderWithProviders,
  signIn,
  stubApi,
} from '../../../testing';
import { AdminFrame } from './admin-frame';
import { DashboardView } from './dashboard/dashboard-view';

cleanUpAfterEach();

const frame = (
  <AdminFrame>
    <DashboardView />
  </AdminFrame>
);

describe('AdminFrame', () => {
  it('asks a visitor to sign in, to come back here, and requests nothing', async () => {
    const api = stubApi({});
    const { router } = renderWithProviders(frame, { path: '/admin/orders?status=pending' });
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ returnTo: '/admin/orders?status=pending' });
  });

  it('tells a customer the area is for staff and requests no admin data', () => {
    signIn('customer');
    const api = stubApi({});
    renderWithProviders(frame, { path: '/admin' });
    expect(screen.getByText("This area is for the shop's staff only.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows the owner every section and the page', async () => {
    signIn('admin');
    stubApi({ 'GET /api/admin/dashboard': { status: 200, body: makeDashboard() } });
    renderWithProviders(frame, { path: '/admin' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Products',
      'Import / export',
      'Orders',
      'Quotations',
      'Reports',
      'Low stock',
      'Messages',
      'Promotions',
      'Delivery',
      'Settings',
      'Home content',
      'Pages',
      'Audit log',
      'Staff',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('region', { name: 'Today' })).toBeInTheDocument();
  });

  it("shows a staff member their sections only, and the owner's pages as the owner's", async () => {
    signIn('staff');
    const api = stubApi({ 'GET /api/admin/dashboard': { status: 200, body: makeDashboard() } });
    renderWithProviders(frame, { path: '/admin' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const shown = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(shown).toEqual(
      expect.arrayContaining(['Dashboard', 'Products', 'Orders', 'Quotations', 'Messages']),
    );
    for (const owners of ['Import / export', 'Promotions', 'Delivery', 'Audit log', 'Staff'])
      expect(shown).not.toContain(owners);
    expect(await screen.findByRole('region', { name: 'Today' })).toBeInTheDocument();
    cleanup();
    api.fetch.mockClear();
    renderWithProviders(frame, { path: '/admin/promotions' });
    expect(screen.getByRole('heading', { name: 'For the owner' })).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('asks to sign in again when the server refuses the token', async () => {
    signIn('admin');
    stubApi({ 'GET /api/admin/dashboard': { status: 401, body: { message: 'Unauthorized' } } });
    renderWithProviders(frame, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
  });

  it('says staff only when the server says the account is not staff', async () => {
    signIn('admin');
    stubApi({ 'GET /api/admin/dashboard': { status: 403, body: { message: 'Forbidden' } } });
    renderWithProviders(frame, { path: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This area is for the shop's staff only.",
    );
  });
});
