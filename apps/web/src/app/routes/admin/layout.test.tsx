import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asStaffInEachTest, renderRoutes, stubApi } from '../../../testing';
import { Component, ErrorBoundary } from './layout';

asStaffInEachTest();

function BrokenOrders(): never {
  throw new Error('order.items is undefined');
}

const backOffice = [
  {
    path: '/admin',
    Component,
    ErrorBoundary,
    children: [
      { index: true, element: <h2>Dashboard screen</h2> },
      { path: 'orders', Component: BrokenOrders },
    ],
  },
];

describe('the back office when a screen throws', () => {
  it('shows the error inside the back office, with a reload and a way back to the dashboard', async () => {
    stubApi({});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    // React reports the error it caught; the screen below is what the test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(backOffice, '/admin/orders');

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Unexpected Application Error' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'Something went wrong while showing this page. Please try again.',
    );
    expect(alert).toHaveTextContent('order.items is undefined');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    await userEvent.click(within(alert).getByRole('link', { name: 'Back to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
